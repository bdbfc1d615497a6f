import { expect, test } from '../site';
import { expectNotification, register, signIn, uniqueEmail } from '../support';

const DEMO_PASSWORD = 'Demo@12345';

test('a member with a complete profile applies to host meetups @phone', async ({ page }) => {
  await page.goto('/login?referrer=%2Fdashboard%2Fmeetups');
  await signIn(page, 'hira.baloch@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/meetups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meetups' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please tell us a bit about yourself')).toBeVisible();
  await page.getByLabel('About you').fill('I have run two freelancer meetups in Quetta and would like to host one every month.');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expectNotification(page, 'Success', 'Thank you for volunteering!');
  await expect(page.getByRole('status').filter({ hasText: 'We will get in touch with you soon.' }).first()).toBeVisible();
});

test('a member whose profile is incomplete sees the complete-profile notice instead of the form @phone', async ({ page }) => {
  await page.goto('/register?referrer=%2Fdashboard%2Fspeaker');
  await register(page, { name: 'Kamran Akhtar', email: uniqueEmail(), phone: '0301 2345678', password: 'Karachi#2024' });
  await expect(page).toHaveURL(/\/dashboard\/speaker$/);
  await expect(page.getByRole('region', { name: 'Please complete your profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/complete-profile\?referrer=%2Fdashboard%2Fspeaker$/);
});
