import { expect, test, type Page } from '../site';
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

test('a member’s bar leads to the register control @phone', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo.project.name), 'the bar is shown on phones only');
  await signInAs(page, memberFor('free', testInfo.project.name));
  await page.goto('/dashboard/events');
  await page.getByRole('article').filter({ hasText: 'Freelance Fest Karachi 2027' }).getByRole('link', { name: 'View Details' }).click();
  const bar = page.getByRole('region', { name: 'Register for this event' });
  const action = bar.getByRole('link', { name: /^(Register|Your ticket)$/ });
  await expect(action).toBeInViewport();
  await action.click();
  const control = page.getByRole('complementary', { name: 'Event details' }).getByRole('button', { name: /^(Register|Book another ticket)$/ });
  await expect(control).toBeInViewport();
  await expect(control).toBeFocused();
  await expect(bar).toBeHidden();
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
  await page.getByLabel(/^City/).selectOption('Lahore');
  await page.getByLabel(/^State/).selectOption('Punjab');
  await page.getByLabel(/^Address/).fill('12 Main Boulevard, Gulberg III');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/ticket\/\d+\/order$/);
  await expectNoSidewaysScroll(page);

  // The member sees what they pay before the button that pays it.
  const totals = page.getByRole('group', { name: 'Order totals' });
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(totals).toContainText('Rs 3,000');
  const totalBox = (await totals.boundingBox())!;
  const buttonBox = (await placeOrder.boundingBox())!;
  if (isPhone(testInfo.project.name)) expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(buttonBox.y);
  // At 1280 px the totals stay beside the payment, in the column on the right.
  else expect(totalBox.x).toBeGreaterThan(buttonBox.x + buttonBox.width);

  await page.getByRole('button', { name: /Ticket Details/ }).click();
  await expect(page.getByText(longEmail)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
