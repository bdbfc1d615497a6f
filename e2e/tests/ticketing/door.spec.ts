import { toBuffer } from 'qrcode';
import { expect, test, type Page } from '../site';
import { openEvent, signInAs, STAFF } from './flows';

// The door of one event as organisers' apps run it: staff find one attendee by name and check them in from the list,
// scan another's QR from a photo of their ticket, and see the count rise; a ticket for another event is refused
// there, naming its own event.
const EVENT = 'Women in Freelancing Peshawar';
const OTHER_EVENT = 'Freelancers Meetup Lahore';
// Members no other test of the same project registers for this event (the dashboard test and the free-ticket test
// register theirs and expect the Register button): a project's tests share one site.
const attendees = {
  searched: { email: 'ayesha.siddiqui@example.com', name: 'Ayesha Siddiqui', search: 'siddiqui' },
  photographed: { email: 'usman.tariq@example.com', name: 'Muhammad Usman Tariq' },
};

/** The member's ticket for the free event, registering first when they hold none; answers the code in its QR. */
async function ticketCode(page: Page, email: string) {
  await signInAs(page, email);
  await openEvent(page, EVENT);
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

test('staff check one attendee in by a search and another by a photo of their QR, and another event refuses the ticket @phone', async ({ page, browser }) => {
  const { searched, photographed } = attendees;
  const viewport = page.viewportSize() ?? undefined;
  await ticketCode(page, searched.email);
  const other = await browser.newPage({ viewport });
  const code = await ticketCode(other, photographed.email);
  await other.close();
  // The picture a phone would take of the ticket's QR code.
  const photo = { name: 'ticket.png', mimeType: 'image/png', buffer: await toBuffer(code, { type: 'png', width: 400, margin: 4 }) };

  const staff = await browser.newPage({ viewport });
  await signInAs(staff, STAFF);
  await staff.goto('/staff/check-in');
  const eventSelect = staff.getByLabel('Event');
  const chooseEvent = async (title: string) => {
    const option = eventSelect.locator('option', { hasText: title }).first();
    await expect(option).toHaveCount(1);
    const id = (await option.getAttribute('value')) ?? '';
    // The door is this event's once the page has drawn it, which asks for its count: the address changes first.
    const counted = staff.waitForResponse((res) => res.url().endsWith(`/api/staff/events/${id}/check-in-count`));
    await eventSelect.selectOption(id);
    await expect(staff).toHaveURL(new RegExp(`/staff/check-in\\?event=${id}$`));
    await counted;
  };
  const result = staff.getByRole('status', { name: 'Check-in result' });
  const scanPhoto = staff.getByLabel('Scan a photo');

  // At another event's door the photographed ticket is refused, naming the event it is for.
  await chooseEvent(OTHER_EVENT);
  await scanPhoto.setInputFiles(photo);
  await expect(result).toContainText('Refused');
  await expect(result.getByText(`This ticket is for ${EVENT}, not ${OTHER_EVENT}.`, { exact: true })).toBeVisible();

  await chooseEvent(EVENT);
  // The scan buttons wait at the bottom of the screen, within a thumb's reach, without scrolling.
  await expect(staff.getByText('Scan a photo', { exact: true })).toBeInViewport();
  const count = staff.getByText(/^\d+ of \d+ checked in$/);
  await expect(count).toBeVisible();
  const [before, sold] = ((await count.textContent()) ?? '').split(/ of | checked in/).map(Number);

  // Found by the start of the last name among the event's paid tickets, and checked in from the list.
  await staff.getByLabel('Find an attendee').fill(searched.search);
  const row = staff.getByRole('listitem', { name: searched.name });
  await row.getByRole('button', { name: `Check in ${searched.name}` }).click();
  await expect(result).toContainText(`${searched.name} is checked in.`);
  await expect(row).toContainText('Checked in');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(count).toHaveText(`${before + 1} of ${sold} checked in`);

  // The photo of the QR checks its holder in at once; the same ticket again says when they came in.
  await scanPhoto.setInputFiles(photo);
  await expect(result).toContainText(`${photographed.name} is checked in.`);
  await expect(count).toHaveText(`${before + 2} of ${sold} checked in`);
  await scanPhoto.setInputFiles(photo);
  await expect(result).toContainText('Already checked in');
  await expect(result).toContainText(`${photographed.name} was already checked in on `);
  await expect(count).toHaveText(`${before + 2} of ${sold} checked in`);

  const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await staff.close();
});
