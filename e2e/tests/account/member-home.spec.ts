import { expect, test, type Browser, type Page } from '../site';
import crypto from 'node:crypto';
import { expectNotification, register, signIn, uniqueEmail } from '../support';
import { openEvent } from '../ticketing/flows';

// The member's home at /dashboard: what they hold, what waits for them, where to go next; on a phone and a laptop.
const DEMO_PASSWORD = 'Demo@12345';
// Members of their own here, one per project, so the runs do not meet (the ticketing tests book as others).
const homeMember = (project: string) => (project === 'phone' ? 'hamza.qureshi@example.com' : 'bilal.khan@example.com');

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function staffReply(browser: Browser, title: string, reply: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await context.newPage();
  await staff.goto('/login?referrer=%2Fstaff%2Fissues');
  await signIn(staff, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(staff.getByRole('heading', { level: 1, name: 'Member issues' })).toBeVisible();
  await staff.getByLabel('Topic').selectOption('Banking');
  await staff.getByRole('link', { name: new RegExp(title) }).click();
  await staff.getByRole('textbox', { name: 'Reply as staff' }).fill(reply);
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expectNotification(staff, 'Success', 'Your reply has been sent.');
  await context.close();
}

test('a new member’s dashboard says what to do first, and My Dashboard leads there, at 1280 and 360', async ({ page }) => {
  // One registration (desktop only): the register limit per address is shared with the other tests.
  await page.goto('/register');
  await register(page, { name: 'Rabia Anwar', email: uniqueEmail(), phone: '0300 2468101', password: 'Multan#2026' });
  await page.waitForURL((url) => !url.pathname.startsWith('/register'));
  // The welcome notification sits over the header's right side for a few seconds, and a pointer resting on it keeps
  // it open; the link is followed from the keyboard, which nothing covers.
  await page.getByRole('link', { name: 'My Dashboard' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Rabia Anwar.')).toBeVisible();

  const events = section(page, 'Your next events');
  await expect(events).toContainText('You have no tickets for upcoming events yet.');
  await expect(events.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  const issues = section(page, 'Your open issues');
  await expect(issues).toContainText('You have no open issues.');
  await expect(issues.getByRole('link', { name: 'Raise an issue' })).toHaveAttribute('href', '/dashboard/issues/new');
  await expect(section(page, 'Membership')).toContainText('Seed · Active');
  await expect(section(page, 'Membership').getByRole('link', { name: 'Membership details' })).toHaveAttribute('href', '/dashboard/membership');
  await expect(section(page, 'Your profile').getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/dashboard/complete-profile?referrer=%2Fdashboard');
  await noSidewaysScroll(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(section(page, 'Your profile')).toBeVisible();
  await noSidewaysScroll(page);
  // The dashboard menu on a phone starts with the home.
  await page.getByRole('button', { name: /Dashboard menu/ }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
});

test('the dashboard shows the member’s next event and marks a staff reply until the member reads it @phone', async ({ page, browser }, testInfo) => {
  await page.goto('/login');
  await signIn(page, homeMember(testInfo.project.name), DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // A free event: enrolled at once.
  await openEvent(page, 'Women in Freelancing Peshawar');
  await page.getByRole('button', { name: 'Register' }).click();
  const registered = page.getByRole('dialog', { name: 'You are registered' });
  await expect(registered).toBeVisible();
  await registered.getByRole('button', { name: 'Close' }).click();

  // An issue, answered by staff.
  const title = `Invoice for a US client ${crypto.randomBytes(3).toString('hex')}`;
  await page.goto('/dashboard/issues/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Topic').selectOption('Banking');
  await page.getByLabel('Description').fill('Which details must my invoice carry for the bank to release the payment?');
  await page.getByRole('button', { name: 'Submit issue' }).click();
  await expectNotification(page, 'Success', 'Your issue has been submitted. Our team will respond soon.');
  await staffReply(browser, title, 'Your invoice needs your CNIC, the client’s address and the purpose code 9471.');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const event = section(page, 'Your next events').getByRole('listitem').filter({ hasText: 'Women in Freelancing Peshawar' });
  await expect(event.getByRole('link', { name: 'Women in Freelancing Peshawar' })).toHaveAttribute('href', /^\/event\/[^/]+\/\d+$/);
  const issue = section(page, 'Your open issues').getByRole('listitem').filter({ hasText: title });
  await expect(issue).toContainText('New reply');
  await noSidewaysScroll(page);

  // The list of issues marks it too; opening it reads the reply.
  await page.goto('/dashboard/issues');
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText('New reply');
  await page.goto('/dashboard');
  // The issue's page marks what it showed as read with a call of its own, after the conversation is on screen.
  const read = page.waitForResponse((res) => /\/api\/user\/issues\/\d+\/seen$/.test(res.url()) && res.request().method() === 'POST');
  await section(page, 'Your open issues').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/dashboard\/issues\/\d+$/);
  await expect(page.getByRole('list', { name: 'Comments, oldest first' })).toContainText('purpose code 9471');
  expect((await read).ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(section(page, 'Your open issues').getByRole('listitem').filter({ hasText: title })).not.toContainText('New reply');
  await page.goto('/dashboard/issues');
  await expect(page.getByRole('article').filter({ hasText: title })).not.toContainText('New reply');

  // The event's link opens the event page.
  await page.goto('/dashboard');
  await section(page, 'Your next events').getByRole('link', { name: 'Women in Freelancing Peshawar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Women in Freelancing Peshawar' })).toBeVisible();
});

test('the account menu’s /issues and /orders open Your Issues and Order History; a visitor is asked to sign in @phone', async ({ page }, testInfo) => {
  await page.goto('/issues');
  await expect(page).toHaveURL(/\/login\?referrer=%2Fissues$/);
  await signIn(page, homeMember(testInfo.project.name), DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Issues' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await noSidewaysScroll(page);
});
