import { expect, test } from '../site';
import { bookPackage, memberFor, signInAs } from './flows';

// After paying, on a 360 px phone: the ticket's QR is the first thing of the order in view, before its details.
test('the thank-you page shows the ticket’s QR in the first screen, above the order’s details @phone', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('card', testInfo.project.name));
  await bookPackage(page, 'Freelance Fest Karachi 2027', 'Standard pass');
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/api\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/order\/thankyou\?O=\d+/);

  await expect(page.getByText('Your order was placed successfully!')).toBeVisible();
  const qr = page.getByRole('article', { name: /^Ticket #\d+$/ }).getByRole('img', { name: /^QR code of ticket #\d+$/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Whole, without scrolling, and before the order's summary and the ticket's own details.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await qr.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  const summary = (await page.getByLabel('Your order').boundingBox())!;
  expect(summary.y).toBeGreaterThan(box.y + box.height);
  const holder = (await page.getByText('Ticket holder:').boundingBox())!;
  expect(holder.y).toBeGreaterThan(box.y + box.height);
});
