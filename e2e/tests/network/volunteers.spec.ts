import fs from 'node:fs';
import { expect, test } from '../site';
import { signIn } from '../support';

// Demo accounts from the seed: Zainab is staff, Usman a member with a complete profile.
const DEMO_PASSWORD = 'Demo@12345';

test('staff read the volunteer applications by kind and applicant, open an applicant’s profile and export them as CSV', async ({ page, request }) => {
  const member = (await (await request.post('/api/user/login', { data: { email: 'usman.tariq@example.com', password: DEMO_PASSWORD } })).json()).data;
  const about = `I give talks on WordPress security: application ${Date.now()}`;
  const applied = await request.post('/api/user/volunteer', { data: { for: 'speaker', description: about }, headers: { authorization: `Bearer ${member.token}` } });
  expect(applied.status()).toBe(201);

  await page.goto('/login?referrer=%2Fstaff%2Fvolunteers');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/volunteers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer applications' })).toBeVisible();
  await page.getByLabel('Application', { exact: true }).selectOption({ label: 'Speaker/Trainer' });
  await expect(page).toHaveURL(/for=speaker/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('usman.tariq@example.com');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/q=usman\.tariq%40example\.com/);
  const application = page.getByRole('table', { name: 'Volunteer applications' }).getByRole('row').filter({ hasText: about });
  await expect(application).toBeVisible();
  await expect(application).toContainText('Speaker/Trainer');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^volunteer-applications-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('"Applied (Karachi time)","Application","Name","Member ID","Profile","About them"');
  expect(csv).toContain(`"Speaker/Trainer","Muhammad Usman Tariq","${member.member_id}"`);
  expect(csv).toContain(about);
  expect(csv).not.toContain('"Meetups"');

  await application.getByRole('button', { name: /^Open Muhammad Usman Tariq/ }).click();
  const panel = page.getByRole('dialog', { name: 'Muhammad Usman Tariq: Speaker/Trainer' });
  await expect(panel).toContainText(about);
  await panel.getByRole('link', { name: 'Muhammad Usman Tariq' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/${member.member_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Muhammad Usman Tariq' })).toBeVisible();
});

test('a member who opens the staff page sees the no-access page @phone', async ({ page }) => {
  await page.goto('/login?referrer=%2Fstaff%2Fvolunteers');
  await signIn(page, 'ayesha.siddiqui@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Volunteer applications' })).toHaveCount(0);
});
