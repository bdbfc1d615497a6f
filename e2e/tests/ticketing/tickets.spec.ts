import { expect, test } from '../site';
import fs from 'node:fs';
import { mailMatching } from './mail';
import { bookPackage, memberFor, openEvent, signInAs } from './flows';

test('a free event enrols at once, and Download Ticket gives a real PDF @phone', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('free', testInfo.project.name));
  await openEvent(page, 'Women in Freelancing Peshawar');
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'You are registered' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Ticket' }).click()]);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // Coming back, the member still sees their ticket.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Download Ticket' })).toBeVisible();
});

test('a paid event: package, ticket form, card on the test gateway approved, thank-you, Order History and the ticket mail @phone', async ({ page }, testInfo) => {
  const email = memberFor('card', testInfo.project.name);
  await signInAs(page, email);
  await bookPackage(page, 'Freelance Fest Karachi 2027', 'Standard pass');
  const totals = page.getByRole('group', { name: 'Order totals' });
  await expect(totals).toContainText('Rs 3,000');
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/api\/test-gateway\/checkout\//);
  await expect(page.getByText('Rs 3,000')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/order\/thankyou\?O=\d+/);
  const orderId = new URL(page.url()).searchParams.get('O');
  await expect(page.getByText('Your order was placed successfully!')).toBeVisible();
  await expect(page.getByText('Thankyou, an email regarding your order has been sent to your email account')).toBeVisible();
  await page.getByRole('link', { name: 'View all orders' }).click();
  const row = page.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Rs 3,000');
  await expect(row).toContainText('Card');
  const mail = await mailMatching(email, new RegExp(`order #${orderId}\\)$`));
  expect(mail.text).toMatch(/Download your ticket: http:\/\/127\.0\.0\.1:\d+\/api\/tickets\/\d+\/ticket\.pdf\?expires=\d+&signature=/);
});

test('Decline on the test gateway leaves the order pending and the order page says so', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('card', testInfo.project.name));
  await bookPackage(page, 'Freelance Fest Karachi 2027', 'Workshop pass');
  await expect(page.getByRole('group', { name: 'Order totals' })).toContainText('Rs 6,000');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/api\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/ticket\/\d+\/order\?payment=declined$/);
  await expect(page.getByText('Your payment was declined. Your order is still pending: you can try again.')).toBeVisible();
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('listitem').filter({ hasText: 'Workshop pass' }).first()).toContainText('Pending');
});

test('bill payment: the order is pending with its reference and the steps to pay @phone', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('bill', testInfo.project.name));
  await bookPackage(page, 'Freelance Fest Karachi 2027', 'Workshop pass');
  await page.getByRole('radio', { name: /Bill payment/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/order\/onebill\?id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('id');
  await expect(page.getByText(`Your order #${orderId} is pending until your payment is received.`)).toBeVisible();
  await expect(page.getByText(`10470${orderId}`)).toBeVisible();
  await expect(page.getByText('Choose Invoice/Voucher Payments.')).toBeVisible();
});
