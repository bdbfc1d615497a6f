import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://127.0.0.1:4499';
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill('zainab.hussain@example.com');
  await page.getByLabel('Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const today = new Date(Date.now() + 5 * 3600e3).toISOString().slice(0, 10);
  await page.goto(base + '/staff/reconciliation?date=' + today);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots-lead/reconciliation-${width}.png`, fullPage: true });
  await page.goto(base + '/staff/orders?view=refunds');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots-lead/refunds-${width}.png`, fullPage: true });
  await page.goto(base + '/staff/orders?status=paid');
  await page.waitForTimeout(2500);
  const refund = page.getByRole('button', { name: 'Refund', exact: true }).first();
  if (await refund.count()) { await refund.click(); await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/shots-lead/refund-dialog-${width}.png` }); }
  else console.log('no refund button at', width);
  await page.close();
}
await browser.close();
