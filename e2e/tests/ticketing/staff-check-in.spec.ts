import { expect, test } from '../site';
import { memberFor, openEvent, signInAs, STAFF } from './flows';

// At the door of one event: staff type a paid ticket's code; the holder is marked in, a second try says when they came
// in, and the ticket is refused at another event's door.
test('staff check a ticket in at its event twice, another event refuses it, and a forged code is refused', async ({ page, browser }, testInfo) => {
  await signInAs(page, memberFor('free', testInfo.project.name));
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
  const code = ((await codeText.textContent()) ?? '').replace('Ticket code: ', '').trim();

  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(staff, STAFF);
  await staff.goto('/staff/check-in');
  const eventSelect = staff.getByLabel('Event');
  const chooseEvent = async (title: string) => {
    const option = eventSelect.locator('option', { hasText: title }).first();
    await expect(option).toHaveCount(1);
    await eventSelect.selectOption((await option.getAttribute('value')) ?? '');
  };
  const field = staff.getByLabel(/Ticket code/);
  // At another event's door the ticket is refused, naming its own event.
  await chooseEvent('Freelance Fest Karachi 2027');
  await field.fill(code);
  await staff.getByRole('button', { name: 'Check in' }).click();
  await expect(staff.getByText(/^This ticket is for Freelancers Meetup Lahore, not Freelance Fest Karachi 2027\.$/).first()).toBeVisible();
  await chooseEvent('Freelancers Meetup Lahore');
  await expect(staff).toHaveURL(/\/staff\/check-in\?event=\d+$/);
  await field.fill(code);
  await staff.getByRole('button', { name: 'Check in' }).click();
  const result = staff.getByRole('status', { name: 'Check-in result' });
  await expect(result).toContainText(/ is checked in\./);
  await field.fill(code);
  await staff.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toContainText(/ was already checked in on .+ at .+\./);
  await field.fill(`${code.slice(0, -4)}abcd`);
  await staff.getByRole('button', { name: 'Check in' }).click();
  await expect(staff.getByText('This is not a valid ticket code.').first()).toBeVisible();
  await staff.close();
});
