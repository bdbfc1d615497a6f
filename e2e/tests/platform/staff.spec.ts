import { expect, test } from '../site';
import { ownAddress, signIn, uniqueEmail } from '../support';

// Demo accounts from the seed: Zainab is staff, Hamza an admin, Ayesha a member. The member whose role changes is
// registered by the test itself: every demo member is signed in as by other specs that share this database, and a
// member who is briefly staff lands elsewhere and is shown other menus.
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

test('an admin’s role change appears in the audit log that staff read from the Staff menu @both', async ({ page, request, isMobile }) => {
  const login = await request.post('/api/user/login', { data: { email: 'hamza.qureshi@example.com', password: DEMO_PASSWORD } });
  const admin = (await login.json()).data;
  const email = uniqueEmail();
  const made = await request.post('/api/user/register', { headers: ownAddress(), data: { name: 'Sana Mirza', email, phone: '03001234567', password: DEMO_PASSWORD } });
  expect(made.status()).toBe(201);
  const member = (await (await request.post('/api/user/login', { data: { email, password: DEMO_PASSWORD } })).json()).data;
  for (const role of ['staff', 'member']) {
    const change = await request.post(`/api/staff/members/${member.member_id}/role`, {
      data: { role },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(change.status()).toBe(200);
  }

  await page.goto('/login');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  // Staff land on their home, in the staff area's own frame; the Staff menu leads to the audit log.
  await expect(page).toHaveURL(/\/staff$/);
  if (isMobile) await page.getByRole('button', { name: 'Staff menu' }).click();
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/staff\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const newest = page.getByRole('table', { name: 'Changes, newest first' }).getByRole('row').filter({ hasText: 'user.role' }).filter({ has: page.locator(`a[href="/staff/members/${member.member_id}"]`) }).first();
  // The entry names the member and links to their record, who made the change and which field it changed.
  await expect(newest.getByRole('link', { name: 'Sana Mirza' })).toHaveAttribute('href', `/staff/members/${member.member_id}`);
  await expect(newest).toContainText('Hamza Qureshi');
  await expect(newest).toContainText('Role');
  // Its side panel says what changed: Role staff → member.
  await newest.getByText('user.role').click();
  const panel = page.getByRole('dialog', { name: 'user.role: Sana Mirza' });
  await expect(panel).toContainText('staff → member');
  await expect(panel).toContainText('By Hamza Qureshi');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  if (isMobile) await page.getByRole('button', { name: 'Staff menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
});

test('an admin reads how the site stands at System; staff find no such entry and are refused the page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'hamza.qureshi@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/staff\/system$/);
  await expect(page.getByRole('heading', { name: 'System', level: 1 })).toBeVisible();
  // Readiness as /api/health/ready answers it, this site's mail going to its SMTP server, and the remotes it pins.
  const readiness = page.getByRole('region', { name: 'Readiness' });
  await expect(readiness).toContainText('Ready: this instance serves');
  await expect(page.getByRole('region', { name: 'Job queues' }).getByRole('cell', { name: 'order.expire-pending' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Release' }).getByRole('cell', { name: 'mfe-account' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login?referrer=%2Fstaff%2Fsystem');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/system$/);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await page.goto('/staff');
  const menu = page.getByRole('navigation', { name: 'Staff' });
  await expect(menu.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'System' })).toHaveCount(0);
});
