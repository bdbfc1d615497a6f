import { expect, test } from '../site';
import { billOrder, memberFor, signInAs } from './flows';

// A ticket booked with bill payment waits in My Tickets, reached from the dashboard's next events, until it is paid.
test('a bill-payment order is in My Tickets as pending, with the way to its 1Bill page, from the dashboard @phone', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('bill', testInfo.project.name));
  const orderId = await billOrder(page, 'Freelance Fest Karachi 2027', 'Workshop pass');

  await page.goto('/dashboard');
  const nextEvents = page.getByRole('region', { name: 'Your next events', exact: true });
  await nextEvents.getByRole('link', { name: 'My Tickets' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Tickets' })).toBeVisible();

  const waiting = page.getByRole('region', { name: 'Waiting for payment' });
  const pending = waiting.getByRole('article', { name: `Order #${orderId}, waiting for payment` });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText('Pending payment');
  await expect(pending).toContainText('Freelance Fest Karachi 2027');
  await expect(pending).toContainText('Workshop pass');
  await expect(pending).toContainText(`Pay through 1Bill with the order ID 10470${orderId}`);
  // No code or QR before the payment.
  await expect(pending.getByRole('img')).toHaveCount(0);
  await expect(pending).not.toContainText('Ticket code');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await pending.getByRole('link', { name: `How to pay order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/onebill\\?id=${orderId}$`));
  await expect(page.getByText(`Your order #${orderId} is pending until your payment is received.`)).toBeVisible();
});
