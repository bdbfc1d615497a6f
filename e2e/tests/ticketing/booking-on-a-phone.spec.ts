import { expect, test, type Page } from '../site';
import { ownAddress, signIn, uniqueEmail } from '../support';
import { memberFor, signInAs } from './flows';

// Booking on a phone (360 px, the `phone` project) and on a desktop (1280 px): the whole event card opens the event,
// past events apart from upcoming ones, the book control in view without scrolling, and an order page that never
// scrolls sideways.

const isPhone = (project: string) => project === 'phone';

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `the page is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen);
}

test('the whole event card opens the event, and past events are listed apart from upcoming ones @both', async ({ page }) => {
  await page.goto('/events');
  const periods = page.getByRole('navigation', { name: 'Upcoming or past events' });
  await expect(periods.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Freelance Fest Karachi 2027' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Freelancers Iftar Multan' })).toHaveCount(0);

  await periods.getByRole('link', { name: 'Past events' }).click();
  await expect(page).toHaveURL(/\/events\?when=past$/);
  await expect(page.getByRole('heading', { name: 'Freelancers Iftar Multan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Freelance Fest Karachi 2027' })).toHaveCount(0);

  await periods.getByRole('link', { name: 'Upcoming' }).click();
  // A tap in the middle of the card, away from View Details, opens the event: the card's one link covers it.
  const card = page.getByRole('article').filter({ hasText: 'Freelance Fest Karachi 2027' });
  await expect(card.getByRole('link')).toHaveCount(1);
  await card.click();
  await expect(page).toHaveURL(/\/event\/freelance-fest-karachi-2027\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Freelance Fest Karachi 2027' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the event page’s book control is in view without scrolling @both', async ({ page }, testInfo) => {
  await page.goto('/events');
  await page.getByRole('article').filter({ hasText: 'Freelance Fest Karachi 2027' }).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Freelance Fest Karachi 2027' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const bar = page.getByRole('region', { name: 'Register for this event' });
  const sidebar = page.getByRole('complementary', { name: 'Event details' });
  if (isPhone(testInfo.project.name)) {
    // The description comes first on a phone; the bar at the foot of the screen has the price and Register Now.
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('From Rs 3,000');
    const action = bar.getByRole('link', { name: 'Register Now' });
    await expect(action).toBeInViewport();
    const box = (await bar.boundingBox())!;
    expect(Math.abs(box.y + box.height - page.viewportSize()!.height)).toBeLessThanOrEqual(1);
    await expect(sidebar.getByRole('link', { name: 'Register Now' })).not.toBeInViewport();
    // Once the register control itself is on screen, the bar makes way for it.
    await sidebar.getByRole('link', { name: 'Register Now' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await expectNoSidewaysScroll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await action.click();
    await expect(page).toHaveURL(/\/login\?referrer=%2Fevent%2Ffreelance-fest-karachi-2027%2F\d+$/);
  } else {
    // At 1280 px the control sits beside the description, as it always has, and there is no bar.
    await expect(sidebar.getByRole('link', { name: 'Register Now' })).toBeInViewport();
    await expect(bar).toBeHidden();
  }
});

test('a member’s Register on the bar shows an event’s packages, in view, with the keyboard on the first one’s Book @phone', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'the bar is shown on phones only');
  await signInAs(page, memberFor('free', testInfo.project.name));
  await page.goto('/dashboard/events');
  await page.getByRole('article').filter({ hasText: 'Freelance Fest Karachi 2027' }).getByRole('link', { name: 'View Details' }).click();
  const bar = page.getByRole('region', { name: 'Register for this event' });
  const action = bar.getByRole('link', { name: /^(Register|Your ticket)$/ });
  await expect(action).toBeInViewport();
  const holds = (await action.textContent())?.trim() === 'Your ticket';
  await action.click();
  const sidebar = page.getByRole('complementary', { name: 'Event details' });
  if (holds) {
    // A member who holds a ticket is led to it.
    const first = sidebar.getByRole('link', { name: /^(Download Ticket|Complete your order)$/ });
    await expect(first).toBeInViewport();
    await expect(first).toBeFocused();
  } else {
    // Two packages: one press shows them, and the keyboard is on the first one's Book.
    const book = sidebar.getByRole('group', { name: 'Packages' }).getByRole('link', { name: 'Book Standard pass' });
    await expect(book).toBeInViewport();
    await expect(book).toBeFocused();
    await book.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book Ticket' })).toBeVisible();
  }
  await expect(bar).toBeHidden();
});

test('on the public event page, a page of islands, the bar’s Register is answered by the register control, an island of its own @phone', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'the bar is shown on phones only');
  // A new member, whose profile is still to complete: Register asks for it, in the register control.
  const email = uniqueEmail();
  expect((await page.request.post('/api/user/register', { headers: ownAddress(), data: { name: 'Sana Iqbal', email, phone: '03001234567', password: 'Quetta#2026' } })).status()).toBe(201);
  await page.goto('/login');
  await signIn(page, email, 'Quetta#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/events');
  await page.getByRole('article').filter({ hasText: 'Freelance Fest Karachi 2027' }).click();
  await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
  const bar = page.locator('[data-island="mfe_ticketing/book-bar"]');
  const control = page.locator('[data-island="mfe_ticketing/register"]');
  // The bar is live (a finger that reaches for it wakes it); the register control hydrates on its own, as it nears.
  await bar.getByRole('link', { name: 'Register' }).hover();
  await expect(bar).toHaveAttribute('data-hydrated', '');
  await bar.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Please complete your profile' })).toBeVisible();
  await expect(control).toHaveAttribute('data-hydrated', '');
});

test('a member’s Register on the bar of an event with one package opens that package’s booking form @phone', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'the bar is shown on phones only');
  await signInAs(page, memberFor('free', testInfo.project.name));
  await page.goto('/dashboard/events');
  await page.getByRole('article').filter({ hasText: 'Digital Skills Bootcamp Islamabad' }).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Skills Bootcamp Islamabad' })).toBeVisible();
  await page.getByRole('region', { name: 'Register for this event' }).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/enroll\/event\/\d+\/package\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Ticket' })).toBeVisible();
  await expect(page.getByText('Bootcamp seat')).toBeVisible();
});

test('the order page shows the total before Place Order and never scrolls sideways, even with a long e-mail @both', async ({ page }, testInfo) => {
  const longEmail = 'muhammad.abdullah.siddiqui.freelance.design.studio@lahore-creative-collective.example.com.pk';
  await signInAs(page, memberFor('free', testInfo.project.name));
  await page.goto('/dashboard/events');
  await page.getByRole('article').filter({ hasText: 'Freelance Fest Karachi 2027' }).getByRole('link', { name: 'View Details' }).click();
  await page.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: /^(Register|Book another ticket)$/ }).click();
  await page.getByRole('link', { name: 'Book Standard pass' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Ticket' })).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).not.toHaveValue('');
  await page.getByLabel(/^Email/).fill(longEmail);
  await page.getByLabel(/^CNIC/).fill('35202-1234567-1');
  await page.getByLabel(/^Company/).fill('Siddiqui Design Studio');
  await page.getByLabel(/^Position/).fill('Designer');
  await page.getByLabel(/^Phone Number/).fill('03001234567');
  // The festival asks for the CNIC and the company and position (seed): no postal address.
  await expect(page.getByLabel(/^Address/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/ticket\/\d+\/order$/);
  await expectNoSidewaysScroll(page);

  // The member sees what they pay before the button that pays it.
  const totals = page.getByRole('group', { name: 'Order totals' });
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(totals).toContainText('Rs 3,000');
  // A ticket is not shipped: no shipping line, and no other address to choose.
  await expect(totals).not.toContainText('Shipping');
  await expect(page.getByText('Use a different address')).toHaveCount(0);
  const totalBox = (await totals.boundingBox())!;
  const buttonBox = (await placeOrder.boundingBox())!;
  if (isPhone(testInfo.project.name)) expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(buttonBox.y);
  // At 1280 px the totals stay beside the payment, in the column on the right.
  else expect(totalBox.x).toBeGreaterThan(buttonBox.x + buttonBox.width);

  await page.getByRole('button', { name: /Ticket Details/ }).click();
  await expect(page.getByText(longEmail)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
