import crypto from 'node:crypto';
import { expect, test, type Locator, type Page } from '../site';
import { openEvent, signInAs, STAFF } from './flows';

// The door on a phone held in one hand, and on a laptop: after each result the Check in button stays clear of the
// sticky scan bar, the result says its time once; and the page opens at the event happening today.

/** Whether nothing covers the control: its corners and centre are its own, inside the window. */
const uncovered = (control: Locator) =>
  control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    return points.every(([x, y]) => y >= 0 && y < window.innerHeight && el.contains(document.elementFromPoint(x, y)));
  });

/** The member's code for the free Lahore meetup, registering first when they hold no ticket. */
async function freeTicketCode(page: Page, email: string) {
  await signInAs(page, email);
  await openEvent(page, 'Freelancers Meetup Lahore');
  const register = page.getByRole('button', { name: 'Register' });
  await expect(register.or(page.getByRole('link', { name: 'Download Ticket' }))).toBeVisible();
  if (await register.isVisible()) {
    await register.click();
    await page.getByRole('dialog', { name: 'You are registered' }).getByRole('button', { name: 'Close' }).click();
    await page.reload();
  }
  const codeText = page.getByText(/^Ticket code: T\d+\./);
  await expect(codeText).toBeVisible();
  return ((await codeText.textContent()) ?? '').replace('Ticket code: ', '').trim();
}

// Members whom no other test of the same project checks in at the Lahore meetup (staff-check-in.spec.ts expects its
// own member's first check-in there): a project's tests share one site.
const doorMember = (project: string) => (project === 'phone' ? 'bilal.khan@example.com' : 'hira.baloch@example.com');

test('after a result the Check in button is in view and nothing covers it; a second try says its time once @both', async ({ page, browser }, testInfo) => {
  const code = await freeTicketCode(page, doorMember(testInfo.project.name));
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined, isMobile: testInfo.project.name === 'phone', hasTouch: testInfo.project.name === 'phone' });
  await signInAs(staff, STAFF);
  await staff.goto('/staff/check-in');
  const eventSelect = staff.getByLabel('Event');
  const option = eventSelect.locator('option', { hasText: 'Freelancers Meetup Lahore' }).first();
  await expect(option).toHaveCount(1);
  await eventSelect.selectOption((await option.getAttribute('value')) ?? '');
  await expect(staff).toHaveURL(/\/staff\/check-in\?event=\d+$/);

  const field = staff.getByLabel(/Ticket code/);
  const checkIn = staff.getByRole('button', { name: 'Check in', exact: true });
  const result = staff.getByRole('status', { name: 'Check-in result' });
  for (let attempt = 0; attempt < 2; attempt++) {
    await field.fill(code);
    await checkIn.click();
    await expect(result).toContainText(attempt === 0 ? / (is|was already) checked in/ : / was already checked in on /);
    await expect.poll(() => uncovered(checkIn), { message: `Check in is covered after result ${attempt + 1}` }).toBe(true);
    await expect(field).toBeFocused();
  }
  // "at" once: "… was already checked in on 27 November 2026 at 6:05 PM."
  const sentence = (await result.getByText(/ was already checked in on /).textContent()) ?? '';
  expect(sentence.match(/\bat\b/g) ?? []).toHaveLength(1);
  await staff.close();
});

const karachiToday = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);

test('the door opens at the event happening today, and staff can still choose another', async ({ page }) => {
  const title = `Hunza Freelancers Morning ${crypto.randomBytes(3).toString('hex')}`;
  await signInAs(page, STAFF);
  await page.goto('/staff/events/new');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /Summary/ }).fill('Tea and talks for the freelancers of Hunza.');
  await page.getByRole('textbox', { name: /About the event/ }).click();
  await page.keyboard.type('Short talks, then tea.');
  // All of today, Karachi time: happening today whenever this runs.
  await page.getByLabel(/Starts/).fill(`${karachiToday()}T00:05`);
  await page.getByLabel(/Ends/).fill(`${karachiToday()}T23:55`);
  await page.getByRole('textbox', { name: /Venue/ }).fill('Karimabad Community Hall');
  await page.getByRole('textbox', { name: /City/ }).fill('Hunza');
  const pkg = page.getByRole('group', { name: 'Package 1' });
  await pkg.getByRole('textbox', { name: /Package name/ }).fill('Free entry');
  await pkg.getByRole('spinbutton', { name: /^Price/ }).fill('0');
  await pkg.getByRole('spinbutton', { name: /Seats/ }).fill('30');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split('/').pop();

  await page.goto('/staff/check-in');
  await expect(page).toHaveURL(new RegExp(`/staff/check-in\\?event=${eventId}$`));
  const eventSelect = page.getByLabel('Event');
  await expect(eventSelect).toHaveValue(eventId!);
  await expect(eventSelect.locator('option:checked')).toContainText(title);
  // Another door is one choice away, and the address keeps it.
  const other = (await eventSelect.locator('option', { hasText: 'Freelancers Meetup Lahore' }).first().getAttribute('value'))!;
  await eventSelect.selectOption(other);
  await expect(page).toHaveURL(new RegExp(`/staff/check-in\\?event=${other}$`));
  await page.reload();
  await expect(eventSelect).toHaveValue(other);
});
