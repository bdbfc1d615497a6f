import { expect, test } from '../site';
import { ownAddress, signIn, uniqueEmail } from '../support';
import { bookPackage, memberFor, signInAs } from './flows';

// Paying from a mobile wallet, on the providers' own pages (their simulators here, as in `npm start`): the member types
// the wallet's number (and, for JazzCash, the CNIC's last 6 digits) there, never on this site, and comes back paid.

test('a ticket paid from a JazzCash wallet: the wallet’s page, then the thank-you page with the ticket @both', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('card', testInfo.project.name));
  await bookPackage(page, 'Freelance Fest Karachi 2027', 'Standard pass');
  await page.getByRole('radio', { name: /JazzCash/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  // Our checkout page sends the signed request on by itself, to the wallet's page.
  await page.waitForURL(/\/simulators\/jazzcash\//);
  await expect(page.getByRole('heading', { name: 'JazzCash simulator' })).toBeVisible();
  // A wallet number that is not one is the wallet's to refuse.
  await page.getByLabel('JazzCash mobile account number').fill('0300123');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 11-digit mobile account number (03XXXXXXXXX) and the last 6 digits of the CNIC.');
  await page.getByLabel('JazzCash mobile account number').fill('03001234567');
  await page.getByLabel('Last 6 digits of your CNIC').fill('123456');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/order\/thankyou\?O=\d+/);
  await expect(page.getByText('Your order was placed successfully!')).toBeVisible();
  await expect(page.getByRole('article', { name: /^Ticket #\d+$/ })).toBeVisible();
});

test('a declined JazzCash payment brings the member back to the order, which can be paid again', async ({ page }, testInfo) => {
  await signInAs(page, memberFor('card', testInfo.project.name));
  await bookPackage(page, 'Freelance Fest Karachi 2027', 'Standard pass');
  await page.getByRole('radio', { name: /JazzCash/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/simulators\/jazzcash\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/ticket\/\d+\/order\?payment=declined$/);
  await expect(page.getByText('Your payment was declined. Your order is still pending: you can try again.')).toBeVisible();
});

test('a Surge membership paid from an Easypaisa account starts at once @phone', async ({ page, request }) => {
  const email = uniqueEmail();
  const password = 'Quetta#2026';
  expect((await request.post('/api/user/register', { headers: ownAddress(), data: { name: 'Sadia Malik', email, phone: '03001234567', password } })).status()).toBe(201);
  await page.goto('/login?referrer=%2Fdashboard%2Fmembership%2FSurge%2Forder');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/membership\/Surge\/order$/);
  await page.getByRole('radio', { name: /Easypaisa/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/simulators\/easypaisa\//);
  await page.getByLabel('Easypaisa mobile account number').fill('03451234567');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/dashboard\/membership\?payment=paid&order=\d+$/);
  await expect(page.getByText(/^Payment received\. Your Surge membership is active until /)).toBeVisible();
});
