import { expect, test, type APIRequestContext, type Browser } from '../site';
import { expectNotification, ownAddress, signIn, uniqueEmail } from '../support';

// Staff look after members' accounts from /staff/members: an admin gives a role, staff disable an account. The
// members changed here are registered by the test itself: every demo member is signed in as by other specs that
// share this worker's database.

const PASSWORD = 'Demo@12345';
const ADMIN = 'hamza.qureshi@example.com';
const STAFF = 'zainab.hussain@example.com';
const DISABLED = 'This account has been disabled. Please contact the association.';

/** A new member, registered as the register page does. */
async function newMember(request: APIRequestContext, name: string) {
  const email = uniqueEmail();
  const made = await request.post('/api/user/register', { headers: ownAddress(), data: { name, email, phone: '03001234567', password: PASSWORD } });
  expect(made.status()).toBe(201);
  return { name, email };
}

/** The member signed in on their own device. */
async function memberDevice(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  return { page, close: () => context.close() };
}

test('an admin finds a member and makes them staff, who sees the Staff menu on their next page load', async ({ page, request, browser }) => {
  const person = await newMember(request, 'Sadia Promotedkhan');
  const member = await memberDevice(browser, person.email);
  await member.page.getByRole('button', { name: 'Account menu' }).click();
  await expect(member.page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(member.page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);

  await page.goto('/login?referrer=%2Fstaff%2Fmembers');
  await signIn(page, ADMIN, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the members' }).fill(person.email);
  await page.getByRole('searchbox', { name: 'Search the members' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row', { name: /Sadia Promotedkhan/ });
  await expect(row).toContainText('Member');
  await row.getByRole('link', { name: 'Sadia Promotedkhan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sadia Promotedkhan' })).toBeVisible();

  await page.getByLabel('New role').selectOption('Staff');
  await page.getByRole('button', { name: 'Change the role' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make Sadia Promotedkhan staff?' });
  await confirm.getByRole('button', { name: 'Change the role' }).click();
  await expectNotification(page, 'Success', 'The role has been changed.');
  await expect(page.getByText('Staff: the staff area.')).toBeVisible();

  // The member's next page load asks the server who they are now.
  await member.page.reload();
  await member.page.getByRole('button', { name: 'Account menu' }).click();
  await expect(member.page.getByRole('menuitem', { name: 'Staff' })).toBeVisible();
  await member.close();
});

test('staff disable a member, who is signed out at their next navigation and cannot sign in', async ({ page, request, browser }) => {
  const person = await newMember(request, 'Kamran Disabledkhan');
  const member = await memberDevice(browser, person.email);

  await page.goto('/login?referrer=%2Fstaff%2Fmembers');
  await signIn(page, STAFF, PASSWORD);
  await page.getByRole('searchbox', { name: 'Search the members' }).fill('Kamran Disabledkhan');
  await page.getByRole('searchbox', { name: 'Search the members' }).press('Enter');
  await page.getByRole('row', { name: /Kamran Disabledkhan/ }).getByRole('link', { name: 'Kamran Disabledkhan' }).click();
  await page.getByRole('button', { name: 'Disable the account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable Kamran Disabledkhan’s account?' });
  await dialog.getByLabel(/Why is the account disabled/).fill('Reported for sharing other members’ details');
  await dialog.getByRole('button', { name: 'Disable the account' }).click();
  await expectNotification(page, 'Success', 'The account has been disabled.');
  await expect(page.getByText('Reason: Reported for sharing other members’ details')).toBeVisible();
  await expect(page.getByText(/Disabled on .* by Zainab Hussain/)).toBeVisible();

  // Their session ended on the server: the next page they open sends them to sign in, where they are refused.
  await member.page.goto('/dashboard/membership');
  await expect(member.page).toHaveURL(/\/login/);
  await signIn(member.page, person.email, PASSWORD);
  await expect(member.page.getByText(DISABLED).first()).toBeVisible();
  await expect(member.page).toHaveURL(/\/login/);
  await member.close();

  // The list says so, and finds the account among the disabled ones.
  await page.goto('/staff/members?status=disabled&q=Disabledkhan');
  await expect(page.getByRole('row', { name: /Kamran Disabledkhan/ })).toContainText('Disabled');
});

test('on a phone, the dialog that disables an account is a sheet as tall as what it asks, at the foot of the screen @phone', async ({ page }) => {
  await page.goto('/login?referrer=%2Fstaff%2Fmembers');
  await signIn(page, STAFF, PASSWORD);
  await page.getByRole('searchbox', { name: 'Search the members' }).fill('hira.baloch@example.com');
  await page.getByRole('searchbox', { name: 'Search the members' }).press('Enter');
  await page.getByRole('link', { name: 'Hira Baloch' }).first().click();
  await page.getByRole('button', { name: 'Disable the account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable Hira Baloch’s account?' });
  await expect(dialog.getByLabel(/Why is the account disabled/)).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Keep it active' })).toBeInViewport();
  // Settled (it slides up), it ends at the foot of the screen and is no taller than what it holds.
  const screen = page.viewportSize()!;
  await expect.poll(async () => Math.round((await dialog.boundingBox())!.y + (await dialog.boundingBox())!.height)).toBe(screen.height);
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBe(screen.width);
  expect(box.height).toBeLessThan(screen.height * 0.75);
  // Leaving it changes nothing.
  await dialog.getByRole('button', { name: 'Keep it active' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Active: they can sign in.')).toBeVisible();
});
