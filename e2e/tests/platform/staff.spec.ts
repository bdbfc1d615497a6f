import { expect, test } from '../site';
import { signIn } from '../support';

// Demo accounts from the seed: Zainab is staff, Hamza an admin, Ayesha a member.
const DEMO_PASSWORD = 'Demo@12345';

test('a member who opens a staff page sees the no-access page, not the page @phone', async ({ page }) => {
  await page.goto('/login?referrer=%2Fstaff%2Faudit-log');
  await signIn(page, 'ayesha.siddiqui@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
});

test('a visitor on a staff page is sent to sign in with the page as referrer', async ({ page }) => {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/login\?referrer=%2Fstaff$/);
});

test('an admin’s role change appears in the audit log that staff read from the Staff menu @phone', async ({ page, request, isMobile }) => {
  const login = await request.post('/api/user/login', { data: { email: 'hamza.qureshi@example.com', password: DEMO_PASSWORD } });
  const admin = (await login.json()).data;
  const member = (await (await request.post('/api/user/login', { data: { email: 'usman.tariq@example.com', password: DEMO_PASSWORD } })).json()).data;
  for (const role of ['staff', 'member']) {
    const change = await request.post(`/api/staff/members/${member.member_id}/role`, {
      data: { role },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(change.status()).toBe(200);
  }

  await page.goto('/login');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/membership$/);
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Staff' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Staff' }).click();
  }
  await expect(page).toHaveURL(/\/staff\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const newest = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first();
  await expect(newest).toContainText('user.role');
  // The entry names the member and links to their profile, and says what changed: Role staff → member.
  await expect(newest.getByRole('link', { name: 'Muhammad Usman Tariq' })).toHaveAttribute('href', `/member/${member.member_id}`);
  await expect(newest).toContainText('staff → member');
  await expect(newest).toContainText('By Hamza Qureshi');
  if (isMobile) await page.getByRole('button', { name: 'Staff menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
});
