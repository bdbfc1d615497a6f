import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { signIn } from '../support';
import { mailMatching } from './mail';

// Demo members (seed): each project books as different members, so the desktop and phone runs do not meet.
const DEMO_PASSWORD = 'Demo@12345';
const members = {
  free: { desktop: 'usman.tariq@example.com', phone: 'hira.baloch@example.com' },
  card: { desktop: 'bilal.khan@example.com', phone: 'hamza.qureshi@example.com' },
  bill: { desktop: 'ayesha.siddiqui@example.com', phone: 'usman.tariq@example.com' },
};
type Role = keyof typeof members;
const memberFor = (role: Role, project: string) => members[role][project === 'phone' ? 'phone' : 'desktop'];

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function openEvent(page: Page, title: string) {
  await page.goto('/dashboard/events');
  await page.getByRole('article').filter({ hasText: title }).getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The ticket form, filled after the prefilled details; the CNIC first shows the spec's messages. */
async function fillTicketForm(page: Page) {
  await expect(page.getByLabel(/^First Name/)).not.toHaveValue('');
  const cnic = page.getByLabel(/^CNIC/);
  await cnic.fill('35202-1234');
  await cnic.blur();
  await expect(page.getByText('CNIC can only be numbers.')).toBeVisible();
  await cnic.fill('352021234');
  await cnic.blur();
  await expect(page.getByText('Please enter your complete CNIC of 13 digits')).toBeVisible();
  await cnic.fill('3520212345671');
  const company = page.getByLabel(/^Company/);
  await company.fill('');
  await company.blur();
  await expect(page.getByText('Please input your company')).toBeVisible();
  await company.fill('Khan Web Studio');
  await page.getByLabel(/^Position/).fill('Developer');
  await page.getByLabel(/^City/).selectOption('Karachi');
  await page.getByLabel(/^State/).selectOption('Sindh');
  await page.getByLabel(/^Address/).fill('Flat 4, Block 13-D, Gulshan-e-Iqbal');
  await expect(page.getByText('35/250')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/ticket\/\d+\/order$/);
}

async function bookPackage(page: Page, event: string, pkg: string) {
  await openEvent(page, event);
  // A member who already holds a ticket for the event books another one.
  await page.getByRole('button', { name: /^(Register|Book another ticket)$/ }).click();
  await page.getByRole('link', { name: `Book ${pkg}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Ticket' })).toBeVisible();
  await fillTicketForm(page);
}

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
  await expect(totals).toContainText('PKR 3,000');
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
  await expect(row).toContainText('PKR 3,000');
  await expect(row).toContainText('Card');
  const mail = await mailMatching(email, new RegExp(`order #${orderId}\\)$`));
  expect(mail.text).toMatch(/Download your ticket: http:\/\/127\.0\.0\.1:\d+\/api\/tickets\/\d+\/ticket\.pdf\?expires=\d+&signature=/);
});

test('Decline on the test gateway leaves the order pending and the order page says so', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('card', testInfo.project.name));
  await bookPackage(page, 'Freelance Fest Karachi 2027', 'Workshop pass');
  await expect(page.getByRole('group', { name: 'Order totals' })).toContainText('PKR 6,000');
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
