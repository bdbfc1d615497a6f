import { expect, test } from '../site';
import { expectNotification } from '../support';
import { billOrder, memberFor, signInAs, STAFF, staffOrderRow } from './flows';
import { mailMatching } from './mail';

const ADMIN = 'hamza.qureshi@example.com';

// A refund takes two staff members: one asks for it from the paid order, another approves it; the member's order then
// reads refunded, with the amount and the day, and they are told by e-mail.
test('staff A asks for a refund of a paid order, staff B approves it, and the member’s order page says refunded', async ({ page, browser }, testInfo) => {
  const member = memberFor('bill', testInfo.project.name);
  await signInAs(page, member);
  const orderId = await billOrder(page, 'Freelance Fest Karachi 2027', 'Standard pass');

  const staffA = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(staffA, STAFF);
  await staffA.goto('/staff/orders?status=pending');
  await staffOrderRow(staffA, orderId).getByRole('button', { name: 'Mark paid' }).click();
  const mark = staffA.getByRole('dialog', { name: `Mark order #${orderId} paid` });
  await mark.getByRole('textbox', { name: /bank’s reference/ }).fill(`HBL-RF-${orderId}`);
  await mark.getByRole('button', { name: 'Continue' }).click();
  await mark.getByRole('button', { name: 'Yes, mark it paid' }).click();
  await expectNotification(staffA, 'Success', 'The order is paid. The member has been sent their ticket.');

  await staffA.goto('/staff/orders?status=paid');
  await staffOrderRow(staffA, orderId).getByRole('button', { name: 'Refund' }).click();
  const dialog = staffA.getByRole('dialog', { name: `Refund order #${orderId}` });
  // A bill payment goes back by hand: the reference of the money sent back is required.
  await dialog.getByRole('textbox', { name: /Why is the order refunded/ }).fill('The member cannot attend: family emergency.');
  await dialog.getByRole('button', { name: 'Ask for the refund' }).click();
  await expect(dialog.getByText('Please enter the reference of the money sent back')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reference of the money sent back/ }).fill(`IBFT-${orderId}`);
  await dialog.getByRole('button', { name: 'Ask for the refund' }).click();
  await expectNotification(staffA, 'Success', 'The refund is asked for. Another staff member must approve it before the money goes back.');

  // The order's row says a refund is asked for, and offers no second one.
  await expect(staffOrderRow(staffA, orderId)).toContainText('Refund asked by');
  await expect(staffOrderRow(staffA, orderId).getByRole('button', { name: 'Refund' })).toHaveCount(0);
  // The one who asked is offered neither Approve nor Reject: it waits for another staff member.
  await staffA.goto('/staff/orders?view=refunds');
  const asked = staffA.getByRole('list', { name: 'Refunds awaiting approval, waiting longest first' }).getByRole('listitem').filter({ hasText: `Order #${orderId} ·` });
  await expect(asked).toContainText('Waiting for another staff member: you asked for this refund.');
  await expect(asked.getByRole('button', { name: /^Approve: refund/ })).toHaveCount(0);
  await staffA.close();

  const staffB = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(staffB, ADMIN);
  await staffB.goto('/staff/orders?view=refunds');
  const awaiting = staffB.getByRole('list', { name: 'Refunds awaiting approval, waiting longest first' }).getByRole('listitem').filter({ hasText: `Order #${orderId} ·` });
  await expect(awaiting).toContainText(`Sent back by hand · reference IBFT-${orderId}`);
  await expect(awaiting).toContainText('Reason: The member cannot attend: family emergency.');
  await awaiting.getByRole('button', { name: /^Approve: refund/ }).click();
  await expectNotification(staffB, 'Success', 'The order is refunded: its ticket no longer admits anyone, its seat is free again and the member has been told.');
  await expect(awaiting).toHaveCount(0);
  await staffB.close();

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText('This order was refunded: its ticket no longer admits anyone.')).toBeVisible();
  const summary = page.getByLabel('Your order');
  await expect(summary.getByText('Refunded on')).toBeVisible();
  const moneyBack = `The money is sent back to you by bank transfer, or as our staff recorded it (refund reference IBFT-${orderId}). It reaches you within 5 working days.`;
  await expect(summary).toContainText(moneyBack);
  await expect(page.getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.goto('/dashboard/orders');
  const listed = page.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
  await expect(listed).toContainText('Refunded');
  await expect(listed).toContainText(/Refunded: Rs [\d,]+ on/);
  const mail = await mailMatching(member, new RegExp(`^Your order #${orderId} has been refunded$`));
  expect(mail.text).toContain('Its ticket no longer admits anyone at the entrance');
  expect(mail.text).toContain(moneyBack);
});
