import { expect, test, type APIRequestContext } from '../site';
import { expectNotification, signIn } from '../support';
import { STAFF } from '../ticketing/flows';

// Staff work from queues: they land on the staff home after signing in, see what waits and open a queue's list, then
// work through it in the staff table (search, select, a bulk action) in the staff area's own compact frame.

const DEMO_PASSWORD = 'Demo@12345';

/** A demo member (complete profile) asks a bank for an account through the API, as the dashboard's form does. */
async function requestBankAccount(request: APIRequestContext, email: string, bank: string) {
  const login = await request.post('/api/user/login', { data: { email, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const made = await request.post('/api/user/bank-account-lead', { data: { city: 'Lahore', state: 'Punjab', preferred_bank: bank }, headers: { authorization: `Bearer ${token}` } });
  expect(made.status()).toBe(201);
}

test('staff land on the staff home, see the queues with their counts and open one', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, STAFF, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff home' })).toBeVisible();
  // The staff area's own frame: not the public site's navigation and footer.
  await expect(page.getByRole('link', { name: 'View site' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const queues = page.getByRole('list', { name: 'Queues' });
  const leads = queues.getByRole('listitem').filter({ hasText: 'Bank-account requests not sent' });
  await expect(leads.getByLabel(/\d+ waiting/)).toBeVisible();
  await expect(queues.getByRole('listitem').filter({ hasText: 'Course enrolments waiting for a decision' })).toContainText(/Longest wait/);
  await expect(page.getByRole('heading', { name: 'Events this week' })).toBeVisible();
  await leads.getByRole('link', { name: 'Bank-account requests not sent' }).click();
  await expect(page).toHaveURL(/\/staff\/leads\?sent=no$/);
  await expect(page.getByRole('table', { name: 'Bank-account requests' })).toBeVisible();
});

test('staff find three requests by a member’s name and mark them sent at once', async ({ page, request }) => {
  const member = { email: 'hamza.qureshi@example.com', name: 'Hamza Qureshi' };
  for (const bank of ['Meezan Bank', 'Zindagi', 'Habib Bank Limited']) await requestBankAccount(request, member.email, bank);

  await page.goto('/login');
  await signIn(page, STAFF, DEMO_PASSWORD);
  // Signed in once the staff home opens: the session is stored by then.
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto('/staff/leads?sent=no');
  // A search starts a new list and clears the selection: select once the searched list has arrived, not on the
  // unfiltered one, which may already show the member's three requests.
  const term = member.name.split(' ')[1].toLowerCase();
  const searched = page.waitForResponse((response) => response.url().includes('/api/staff/leads') && new URL(response.url()).searchParams.get('q') === term);
  await page.getByRole('searchbox', { name: 'Search' }).fill(term);
  await searched;
  await expect(page).toHaveURL(new RegExp(`[?&]q=${term}`));
  const table = page.getByRole('table', { name: 'Bank-account requests' });
  await expect(table.getByRole('row').filter({ hasText: member.name })).toHaveCount(3);
  for (const bank of ['Meezan Bank', 'Zindagi', 'Habib Bank Limited']) await page.getByRole('checkbox', { name: `Select ${member.name}'s request to ${bank}` }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('3 requests selected');
  await bar.getByRole('button', { name: 'Mark as sent' }).click();
  await expectNotification(page, 'Success', '3 requests marked as sent to the bank.');
  // The list shows requests not sent yet: these three have left it.
  await expect(table.getByRole('row').filter({ hasText: member.name })).toHaveCount(0);
});
