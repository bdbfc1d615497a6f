import { expect, test, type Page } from '../site';
import { openAccountMenu } from '../support';
import { signInAs } from './flows';

// Order History in the dashboard menu's Membership group (second spec §2.8), and the account menu's links at the
// spec's addresses, /issues and /orders (first spec), which open the dashboard's pages; on a phone and a laptop.
const MEMBER = 'bilal.khan@example.com';

/** The account menu's links, under the member's name (the phone's menu holds them). */
async function accountLinks(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('navigation', { name: 'Account' }).getByRole('link');
  }
  // The menu opened on the page before is gone first: its items, still closing, would take the click and lose it.
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  return openAccountMenu(page);
}

test('Order History sits in the dashboard menu’s Membership group, and the account menu links /issues and /orders @both', async ({ page, isMobile }) => {
  await signInAs(page, MEMBER);
  await page.goto('/dashboard/membership');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  if (isMobile) await page.getByRole('button', { name: /Dashboard menu/ }).click();
  // The groups as drawn: each heading with the links under it.
  const groups = await menu.evaluate((nav) =>
    [...nav.children].map((group) => ({ heading: group.querySelector('p')?.textContent ?? '', links: [...group.querySelectorAll('a')].map((a) => a.textContent) })),
  );
  expect(groups.find((g) => g.heading === 'Membership')?.links).toEqual(['Membership', 'Order History', 'Request a Freelancer Digital Account']);
  await menu.getByRole('link', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: /Dashboard menu/ }).click();
  await expect(menu.getByRole('link', { name: 'Order History' })).toHaveAttribute('aria-current', 'page');

  const links = await accountLinks(page, isMobile);
  await expect(links.filter({ hasText: 'My Issues' })).toHaveAttribute('href', '/issues');
  await expect(links.filter({ hasText: 'My Orders' })).toHaveAttribute('href', '/orders');
  await links.filter({ hasText: 'My Issues' }).click();
  // The spec's address opens the page where it lives, in the dashboard.
  await expect(page).toHaveURL(/\/dashboard\/issues$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Issues' })).toBeVisible();
  await (await accountLinks(page, isMobile)).filter({ hasText: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  // Typed or kept as a bookmark, the server answers them with the same pages.
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await page.goto('/issues?page=1');
  await expect(page).toHaveURL(/\/dashboard\/issues\?page=1$/);
});
