import { expect, test } from '../site';
import { expectNotification } from '../support';
import { billOrder, memberFor, signInAs, STAFF, staffOrderRow } from './flows';
import { mailMatching } from './mail';

// Staff receive a bill payment: the member's pending order is marked paid on /staff/orders with the bank's reference,
// and the member sees it paid, with that reference.
test('a bill payment marked paid by staff shows as paid in the member’s Order History, with the bank’s reference', async ({ page, browser }, testInfo) => {
  await signInAs(page, memberFor('bill', testInfo.project.name));
  const orderId = await billOrder(page, 'Freelance Fest Karachi 2027', 'Standard pass');

  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(staff, STAFF);
  // The member pays at the bank with the 1Bill reference; staff find the order by it.
  await staff.goto('/staff/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Event orders' })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search' }).fill(`10470${orderId}`);
  await expect(staff.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  const row = staffOrderRow(staff, orderId);
  await expect(row).toContainText(`reference 10470${orderId}`);
  await row.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = staff.getByRole('dialog', { name: `Mark order #${orderId} paid` });
  await dialog.getByRole('textbox', { name: /bank’s reference/ }).fill(`HBL-E2E-${orderId}`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(new RegExp(`^Mark order #${orderId} paid: Rs [\\d,]+, reference HBL-E2E-${orderId}\\?$`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, mark it paid' }).click();
  await expectNotification(staff, 'Success', 'The order is paid. The member has been sent their ticket.');
  // Paid, it has left the pending orders; among the paid ones it shows its reference and can be undone for a while.
  await staff.goto('/staff/orders?status=paid');
  const paidRow = staffOrderRow(staff, orderId);
  await expect(paidRow.getByRole('button', { name: 'Undo payment' })).toBeVisible();
  await paidRow.getByRole('cell', { name: `#${orderId}`, exact: true }).click();
  await expect(staff.getByRole('dialog', { name: `Order #${orderId}` })).toContainText(`Bank reference HBL-E2E-${orderId}`);
  await staff.close();

  await page.goto('/dashboard/orders');
  const paid = page.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText(`Bank reference: HBL-E2E-${orderId}`);
});

// A payment marked by mistake is undone within its window, with a reason: the order waits for its payment again, its
// ticket is gone from the member's order, and the member is told by e-mail.
test('staff undo a bill payment they marked by mistake; the member’s order is pending again and they are told', async ({ page, browser }, testInfo) => {
  const member = memberFor('bill', testInfo.project.name);
  await signInAs(page, member);
  const orderId = await billOrder(page, 'Freelance Fest Karachi 2027', 'Standard pass');

  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(staff, STAFF);
  await staff.goto('/staff/orders?status=pending');
  await staffOrderRow(staff, orderId).getByRole('button', { name: 'Mark paid' }).click();
  const mark = staff.getByRole('dialog', { name: `Mark order #${orderId} paid` });
  await mark.getByRole('textbox', { name: /bank’s reference/ }).fill(`UBL-E2E-${orderId}`);
  await mark.getByRole('button', { name: 'Continue' }).click();
  await mark.getByRole('button', { name: 'Yes, mark it paid' }).click();
  await expectNotification(staff, 'Success', 'The order is paid. The member has been sent their ticket.');

  await staff.goto('/staff/orders?status=paid');
  await staffOrderRow(staff, orderId).getByRole('button', { name: 'Undo payment' }).click();
  const undo = staff.getByRole('dialog', { name: `Undo the payment of order #${orderId}?` });
  await undo.getByRole('textbox', { name: /Why is the payment undone/ }).fill('Marked the wrong order: the bank has no payment under this reference.');
  await undo.getByRole('button', { name: 'Undo the payment' }).click();
  await expectNotification(staff, 'Success', 'The payment is undone: the order is pending again, its ticket no longer admits anyone and the member has been told.');

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText('Your ticket will be here once your payment is received.')).toBeVisible();
  await expect(page.getByText(`UBL-E2E-${orderId}`)).toHaveCount(0);
  const mail = await mailMatching(member, new RegExp(`^We could not confirm your payment for order #${orderId}$`));
  expect(mail.text).toContain('Your order is pending again.');

  // Left pending it would hold its seat for days, and count towards the member's unpaid orders in the next run.
  await staff.goto('/staff/orders?status=pending');
  const pending = staffOrderRow(staff, orderId);
  await pending.getByRole('button', { name: 'Cancel order' }).click();
  await pending.getByRole('button', { name: `Cancel order #${orderId}` }).click();
  await expectNotification(staff, 'Success', 'The order is cancelled and its seat is free again.');
  await staff.close();
});
