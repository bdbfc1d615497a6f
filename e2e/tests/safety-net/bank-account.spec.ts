import { expect, test } from '../site';
import fs from 'node:fs';
import { expectNotification, signIn } from '../support';

const DEMO_PASSWORD = 'Demo@12345';

test('a member requests a freelancer digital account, and the "dasboard" link brings the form back @phone', async ({ page }) => {
  await page.goto('/login?referrer=%2Fdashboard%2Fbank-account');
  await signIn(page, 'bilal.khan@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Freelancer Digital Account' })).toBeVisible();
  // City and state come from the profile; the bank is the member's choice.
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await expect(page.getByLabel('State')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Your Preferred Bank is required')).toBeVisible();
  await page.getByLabel('City').selectOption('');
  await page.getByLabel('State').selectOption('');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Your city is required')).toBeVisible();
  await expect(page.getByText('Your state is required')).toBeVisible();

  await page.getByLabel('City').selectOption('Peshawar');
  await page.getByLabel('State').selectOption('Khyber Pakhtunkhwa');
  await page.getByLabel('Preferred Bank').selectOption('Zindagi');
  await expect(page.getByRole('region', { name: 'What we share with the bank' })).toContainText('with Zindagi, so that Zindagi can contact you');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expectNotification(page, 'Success', 'Thank you! Your request has been sent. Zindagi will contact you soon.');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Submit Another Request' }).click();
  await expect(page).toHaveURL(/\/dasboard\/bank-account$/);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  await expect(page.getByLabel('Preferred Bank')).toHaveValue('');
});

test('staff export one bank’s requests as CSV and mark one as sent', async ({ page }) => {
  await page.goto('/login?referrer=%2Fstaff%2Fleads');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Bank-account requests' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Bank' }).selectOption('Habib Bank Limited');
  await expect(page).toHaveURL(/bank=Habib/);
  const request = page.getByRole('table', { name: 'Bank-account requests' }).getByRole('row').filter({ hasText: 'Ayesha Siddiqui' });
  await expect(request).toContainText('Not sent');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV for Habib Bank Limited' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bank-account-requests-habib-bank-limited-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('"Requested (Karachi time)","Bank","Name","E-mail","Phone","City","State","Member ID","Sent to the bank (Karachi time)"');
  expect(csv).toContain('"Habib Bank Limited","Ayesha Siddiqui","ayesha.siddiqui@example.com"');
  expect(csv).not.toContain('"Zindagi"');

  // The request's side panel shows what the member agreed to share, and marks it sent.
  await request.getByText('Ayesha Siddiqui').click();
  const panel = page.getByRole('dialog', { name: 'Ayesha Siddiqui: Habib Bank Limited' });
  await expect(panel).toContainText('What the member agreed to share');
  await panel.getByRole('button', { name: 'Mark as sent to Habib Bank Limited' }).click();
  await expectNotification(page, 'Success', 'Marked as sent to the bank.');
  await page.keyboard.press('Escape');
  await expect(request).toContainText('Sent');
  await expect(request).not.toContainText('Not sent');
});
