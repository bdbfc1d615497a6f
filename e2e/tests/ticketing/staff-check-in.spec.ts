import { expect, test } from '@playwright/test';
import { memberFor, openEvent, signInAs, STAFF } from './flows';

// At the door: staff type a paid ticket's code; the holder is marked in, and a second try says when they came in.
test('staff check a ticket in twice, and a forged code is refused @phone', async ({ page, browser }, testInfo) => {
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
  const field = staff.getByLabel(/Ticket code/);
  await field.fill(code);
  await staff.getByRole('button', { name: 'Check in' }).click();
  const result = staff.getByRole('status', { name: 'Check-in result' });
  await expect(result).toContainText(/ is checked in\./);
  await field.fill(code);
  await staff.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toContainText(/ was already checked in at .+\./);
  await field.fill(`${code.slice(0, -4)}abcd`);
  await staff.getByRole('button', { name: 'Check in' }).click();
  await expect(staff.getByText('This is not a valid ticket code.').first()).toBeVisible();
  await staff.close();
});
