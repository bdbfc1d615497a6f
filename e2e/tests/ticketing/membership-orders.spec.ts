import { expect, test } from '../site';
import { ownAddress, signIn, uniqueEmail } from '../support';
import { signInAs } from './flows';

// A membership order buys a year of a package, not a ticket: Order History, its page and its 1Bill page say so.
const SURGE_MEMBER = 'usman.tariq@example.com';
const PASSWORD = 'Quetta#2026';

test('a paid Surge order offers its page, not tickets, and the page speaks of the membership @phone', async ({ page }) => {
  await signInAs(page, SURGE_MEMBER);
  await page.goto('/dashboard/orders');
  const surge = page.getByRole('listitem').filter({ hasText: 'Surge membership' }).filter({ hasText: 'Paid' }).first();
  await expect(surge).toBeVisible();
  await expect(surge.getByRole('link', { name: /View tickets/ })).toHaveCount(0);
  const orderId = /Order #(\d+)/.exec((await surge.textContent()) ?? '')![1];
  await surge.getByRole('link', { name: `View order #${orderId}` }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const summary = page.getByLabel('Your order');
  await expect(summary.locator('dt', { hasText: 'Membership' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Surge');
  await expect(summary).not.toContainText('Event');
  await expect(page.getByText('This order paid for a year of Surge membership.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Membership details' })).toHaveAttribute('href', '/dashboard/membership');
  // The page's own words, not the dashboard menu's (whose My Tickets is in every member's page).
  const pageWords = await page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('nav').forEach((menu) => menu.remove());
    return copy.textContent ?? '';
  });
  expect(pageWords).not.toMatch(/ticket/i);
});

test('the 1Bill page of a membership order speaks of the membership, never a ticket or a seat @phone', async ({ page, request }) => {
  // A member of its own: the order changes the account's state.
  const email = uniqueEmail();
  expect((await request.post('/api/user/register', { headers: ownAddress(), data: { name: 'Nadia Rehman', email, phone: '03001234567', password: PASSWORD } })).status()).toBe(201);
  await page.goto('/login?referrer=%2Fdashboard%2Fmembership%2FSurge%2Forder');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/membership\/Surge\/order$/);
  await page.getByRole('radio', { name: /Bill payment/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/order\/onebill\?id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('id');

  await expect(page.getByText(`Your order #${orderId} is pending until your payment is received.`)).toBeVisible();
  await expect(page.getByText(/^Surge membership: Rs [\d,]+ — please pay by .+; your membership starts when the payment is received\.$/)).toBeVisible();
  await expect(page.getByText(`10470${orderId}`)).toBeVisible();
  await expect(page.getByText(/We will e-mail you when your membership starts\./)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/ticket|seat/i);
});
