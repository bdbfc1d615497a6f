import { expect, test } from '../site';
import { expectNotification } from '../support';
import { billOrder, memberFor, signInAs, STAFF } from './flows';

// Staff receive a bill payment: the member's pending order is marked paid on /staff/orders, and the member sees it paid.
test('a bill payment marked paid by staff shows as paid in the member’s Order History @phone', async ({ page, browser }, testInfo) => {
  await signInAs(page, memberFor('bill', testInfo.project.name));
  const orderId = await billOrder(page, 'Freelance Fest Karachi 2027', 'Standard pass');

  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(staff, STAFF);
  await staff.goto('/staff/orders?status=pending');
  await expect(staff.getByRole('heading', { level: 1, name: 'Event orders' })).toBeVisible();
  const row = staff.getByRole('listitem').filter({ hasText: `Order #${orderId} ` });
  await expect(row).toContainText(`reference 10470${orderId}`);
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await expectNotification(staff, 'Success', 'The order is paid. The member has been sent their ticket.');
  await staff.close();

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('listitem').filter({ hasText: `Order #${orderId}` })).toContainText('Paid');
});
