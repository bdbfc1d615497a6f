import { expect, test } from '../site';
import { expectNotification } from '../support';
import { billOrder, memberFor, signInAs, STAFF } from './flows';

// The daily reconciliation: a member's bill order is paid at the bank with its 1Bill reference; staff import the
// bank's CSV statement, the line is matched to the order, and one confirmation pays it, with the line's reference.
test('staff import the bank’s statement naming a bill order’s 1Bill reference, confirm it, and the order is paid', async ({ page, browser }, testInfo) => {
  await signInAs(page, memberFor('bill', testInfo.project.name));
  const orderId = await billOrder(page, 'Freelance Fest Karachi 2027', 'Standard pass');
  const total = (await page.getByText('Transfer the payment amount').locator('strong').textContent())?.replace(/^Rs\s*/, '') ?? '';
  expect(total).toMatch(/^[\d,]+$/);

  // The bank's statement of today (Karachi time): its details above the header row, a byte-order mark, quoted fields.
  const [year, month, day] = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10).split('-');
  const reference = `FT${orderId}${Date.now().toString(36).toUpperCase()}`;
  const csv = [
    '\uFEFFAccount statement,"PAFLA, Meezan Bank",,,',
    'Transaction Date,Narration,Reference No,Debit,Credit',
    `${day}/${month}/${year},"1BILL PAYMENT 10470${orderId}",${reference},,"${total}"`,
    `${day}/${month}/${year},Bank charges,CHG-${reference},"150.00",`,
  ].join('\r\n');

  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(staff, STAFF);
  await staff.goto('/staff/reconciliation');
  await expect(staff.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: /^What each provider settled on / })).toBeVisible();
  await staff.getByLabel('Import the bank’s CSV statement').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expectNotification(staff, 'Success', '1 credit line read: 1 new; 1 new line matches a pending bill order.');

  // The page turns to the statement's day, where the line waits for confirmation, linked to its order.
  const lines = staff.getByRole('table', { name: 'The statement’s lines of this day' });
  const line = lines.getByRole('row').filter({ hasText: reference });
  await expect(line).toContainText('Matched, to confirm');
  await expect(line.getByRole('link', { name: `#${orderId}` })).toHaveAttribute('href', `/staff/orders?q=${orderId}`);
  await staff.getByRole('button', { name: /^Confirm \d+ payments?$/ }).click();
  await expectNotification(staff, 'Success', /\d+ payments? confirmed/);
  await expect(line).toContainText('Confirmed');
  await staff.close();

  await page.goto('/dashboard/orders');
  const paid = page.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText(`Bank reference: ${reference}`);
});
