import { expect, test, type Locator, type Page } from '../site';
import fs from 'node:fs';
import { bookPackage, memberFor, signInAs } from './flows';

// After paying: the thank-you page holds the ticket, and Order History opens it again; on a phone and a laptop.

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A ticket card: its QR drawn, Download Ticket gives the PDF, Add to calendar the event's .ics. */
async function expectUsableTicket(page: Page, ticket: Locator) {
  const qr = ticket.getByRole('img', { name: /^QR code of ticket #\d+$/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(ticket).toContainText(/Ticket code: T\d+\./);
  const [download] = await Promise.all([page.waitForEvent('download'), ticket.getByRole('link', { name: 'Download Ticket' }).click()]);
  expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
  const calendar = await ticket.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const ics = await page.request.get(calendar!);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('SUMMARY:Freelance Fest Karachi 2027');
}

test('after a card payment the thank-you page shows the order number, amount and ticket, and Order History opens it again @phone', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('card', testInfo.project.name));
  await bookPackage(page, 'Freelance Fest Karachi 2027', 'Standard pass');
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/api\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/order\/thankyou\?O=\d+/);
  const orderId = new URL(page.url()).searchParams.get('O');

  // The spec's words, then what was bought.
  await expect(page.getByText('Your order was placed successfully!')).toBeVisible();
  await expect(page.getByText('Thankyou, an email regarding your order has been sent to your email account')).toBeVisible();
  const summary = page.getByLabel('Your order');
  await expect(summary).toContainText(`#${orderId}`);
  await expect(summary).toContainText('Rs 3,000');
  const ticket = page.getByRole('article', { name: /^Ticket #\d+$/ });
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText('Freelance Fest Karachi 2027');
  await expect(ticket).toContainText('Standard pass');
  await noSidewaysScroll(page);
  await expectUsableTicket(page, ticket);
  const ticketName = await ticket.getAttribute('aria-label');

  // Order History: the paid order opens the same ticket.
  await page.getByRole('link', { name: 'View all orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
  await expect(row).toContainText('Paid');
  await row.getByRole('link', { name: `View tickets of order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const again = page.getByRole('article', { name: ticketName! });
  await expect(again).toBeVisible();
  await noSidewaysScroll(page);
  await expectUsableTicket(page, again);
});

test('another member’s order is not found, and shows no ticket @phone', async ({ page }, testInfo) => {
  // The card member's orders are theirs; the bill member asks for the newest of them.
  await signInAs(page, memberFor('card', testInfo.project.name));
  await page.goto('/dashboard/orders');
  const first = page.getByRole('listitem').filter({ hasText: /Order #\d+/ }).first();
  const orderId = /Order #(\d+)/.exec((await first.textContent()) ?? '')![1];
  await page.context().clearCookies();
  await signInAs(page, memberFor('bill', testInfo.project.name));
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'This order does not exist' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
