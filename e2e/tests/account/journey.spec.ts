import { expect, test, type Page } from '../site';
import { expectNotification, openAccountMenu, register, signIn, tinyPng, uniqueEmail } from '../support';

const password = 'Karachi#2024';

async function completeProfile(page: Page) {
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toBeVisible();
  // The preview really shows (a Content Security Policy without blob: leaves a broken image).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('City').selectOption('Lahore');
  await page.getByLabel('State / Province').selectOption('Punjab');
  await page.getByLabel('Date of birth').fill('1995-04-12');
  await page.getByLabel('Degree').selectOption('graduate');
  await page.getByLabel('Field of study').fill('Computer Science');
  await page.getByLabel('Institute').fill('University of the Punjab');
  await page.getByLabel('Title').fill('Full-stack developer');
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/sana-e2e');
  await page.getByLabel('Primary skill').selectOption({ index: 1 });
  await expect(page.getByLabel('Secondary skill').locator('option')).not.toHaveCount(1);
  await page.getByLabel('Secondary skill').selectOption({ index: 1 });
  await page.getByLabel('Years of experience').selectOption('Between 1-10 years');
  await page.getByLabel('Hourly rate (PKR)').fill('3500');
  await page.getByLabel('Availability').selectOption('Full time');
  await page.getByLabel('Experience level').selectOption('intermediate');
  await page.getByText('Upwork', { exact: true }).click();
  await page.getByLabel('Upwork profile link').fill('https://www.upwork.com/freelancers/sana-e2e');
  await page
    .getByLabel('Overview')
    .fill('I build web applications for small businesses in Pakistan and abroad, from the first sketch to deployment and support, in React and Node.');
  await page.getByRole('button', { name: 'Save profile' }).click();
}

test('a new member registers, completes the profile, signs out and signs back in to the page they wanted', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail();

  // A visitor wants the bank account request page, which needs a member with a complete profile.
  await page.goto('/dashboard/bank-account');
  await expect(page).toHaveURL(/\/login\?referrer=%2Fdashboard%2Fbank-account$/);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\?referrer=%2Fdashboard%2Fbank-account$/);

  await register(page, { name: 'Sana Mirza', email, phone: '0300 1234567', password });
  await expectNotification(page, 'Success', /./);
  await expect(page).toHaveURL(/\/dashboard\/bank-account$/);

  // The page asks for a complete profile first; the site-wide banner steps aside so the member reads it once.
  await expect(page.getByRole('region', { name: 'Please complete your profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Complete your profile', exact: true })).toHaveCount(0);

  // The same member is signed in on a second device, which is told the same.
  const otherDevice = await browser.newContext({ baseURL });
  const other = await otherDevice.newPage();
  await other.goto('/login?referrer=%2Fdashboard%2Fspeaker');
  await signIn(other, email, password);
  await expect(other).toHaveURL(/\/dashboard\/speaker$/);
  await expect(other.getByRole('region', { name: 'Please complete your profile' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/complete-profile\?referrer=%2Fdashboard%2Fbank-account$/);
  await completeProfile(page);
  await expectNotification(page, 'Success', /./);
  await expect(page).toHaveURL(/\/dashboard\/bank-account$/);
  await expect(page.getByRole('heading', { name: 'Request a Freelancer Digital Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please complete your profile' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Complete your profile', exact: true })).toHaveCount(0);

  // The second device, still holding the old cookie, sees the completion at its next navigation.
  await other.getByRole('navigation').getByRole('link', { name: 'Request a Freelancer Digital Account' }).first().click();
  await expect(other).toHaveURL(/\/dashboard\/bank-account$/);
  await expect(other.getByRole('heading', { name: 'Request a Freelancer Digital Account', level: 1 })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Please complete your profile' })).toHaveCount(0);
  await otherDevice.close();

  // Sign out from the account menu.
  await (await openAccountMenu(page)).filter({ hasText: 'Logout' }).click();
  await expectNotification(page, 'Success', 'Logged out Successfully');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // Back to the protected page: sign in, and land where they were going.
  await page.goto('/dashboard/bank-account');
  await expect(page).toHaveURL(/\/login\?referrer=%2Fdashboard%2Fbank-account$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/bank-account$/);
  await expect(page.getByRole('heading', { name: 'Request a Freelancer Digital Account', level: 1 })).toBeVisible();

  // The profile shows the saved details and an unguessable member ID.
  await page.goto('/profile');
  await expect(page.getByText('Sana Mirza').first()).toBeVisible();
  await expect(page.getByText('MEMBER ID')).toBeVisible();
});

test('a member signs in on a phone and reaches the dashboard @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout');
  await page.goto('/login');
  await signIn(page, 'ayesha.siddiqui@example.com', 'Demo@12345');
  await expect(page).toHaveURL(/\/dashboard\/membership$/);
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Peers' })).toBeVisible();
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/login');
  // Once the form's script has come (before it, the browser posts the form and the page comes back saying why).
  await page.getByLabel('Email').focus();
  await expect(page.locator('[data-island="mfe_account/login-form"]')).toHaveAttribute('data-hydrated', '');
  await signIn(page, 'usman.tariq@example.com', 'not-the-password');
  await expectNotification(page, 'Error', 'The e-mail address or password is not right. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});
