import { expect, test } from '../site';
import { expectNotification, register, signIn, uniqueEmail } from '../support';
import { mailTo } from '../public/mail';

const password = 'Lahore@Spring25';

test('a member changes the sign-in e-mail with the password, and it counts once confirmed from the new inbox', async ({ page }) => {
  const email = uniqueEmail();
  const next = uniqueEmail();
  await page.goto('/register');
  await register(page, { name: 'Sana Mirza', email, phone: '0300 1234567', password });
  await expectNotification(page, 'Success', /./);

  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Profile update' });
  await form.getByLabel('Email').fill(next);
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Update profile' }).click();
  await expectNotification(page, 'Success', `Your profile has been updated. We sent a link to ${next}: your e-mail changes when you open it.`);
  await expect(form.getByLabel('Email')).toHaveValue(email);

  const mail = await mailTo(next);
  const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expectNotification(page, 'Success', 'Your e-mail address has been changed. Please sign in with your new address.');

  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await signIn(page, next, password);
  await expectNotification(page, 'Success', /./);
  await expect(page).toHaveURL(/\/dashboard\/membership$/);
});
