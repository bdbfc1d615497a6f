// Members' reading pages of islands (decision 043): the member's landing page (Membership Details), the dashboard's
// home and an order's page are the server's HTML, usable with none of the shell's or their remote's code; only what
// responds to a press hydrates. The rest of the dashboard still hydrates whole, and its code comes while the member
// reads. Shown again by Back, a member's page is read again from the server.
import crypto from 'node:crypto';
import { expect, test, type Page } from '../site';
import { newMember, signIn } from '../support';

/** Paths (with their query) of everything the page asks for from now on, and the page that asked. */
function fetchedBy(page: Page) {
  const fetched: Array<{ path: string; by: string }> = [];
  page.on('request', (request) => fetched.push({ path: new URL(request.url()).pathname + new URL(request.url()).search, by: new URL(request.frame().url()).pathname }));
  return fetched;
}

const SHELL_OR_REMOTE_CODE = /^\/main\.[0-9a-f]{8}\.js$|^\/remotes\/.*\.js/;

test('the landing page after sign-in is usable with no code of the shell’s or its remote’s; the shell’s code comes once the member is seen, and the next page finds it in the cache', async ({ page, request }) => {
  const password = 'Lahore#2026';
  const { email } = await newMember(request, { name: 'Sana Iqbal', password, withProfile: true });
  const fetched = fetchedBy(page);
  await page.goto('/login');
  await signIn(page, email, password);
  await page.waitForURL(/\/dashboard\/membership$/);
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-page-ready', 'islands');
  await expect(root).toHaveAttribute('data-personal-page', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sana Iqbal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a Freelancer Digital Account' }).last()).toHaveAttribute('href', '/dashboard/bank-account');
  // The page asked for no code of the shell's or its remote's: the member reads at once. (The sign-in form's island
  // brought its remote's entry on the page before; the shell's entry, nobody.)
  expect(fetched.filter(({ path, by }) => by === '/dashboard/membership' && SHELL_OR_REMOTE_CODE.test(path))).toEqual([]);
  expect(fetched.filter(({ path }) => /^\/main\.[0-9a-f]{8}\.js$/.test(path))).toEqual([]);

  // The dashboard's other pages hydrate whole: their shell's code comes once the member is seen on this one.
  const ahead = JSON.parse((await page.locator('#scripts-ahead').textContent()) ?? '[]') as string[];
  expect(ahead).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/));
  await page.mouse.wheel(0, 300);
  await expect.poll(() => ahead.filter((path) => !fetched.some((request) => request.path === path))).toEqual([]);
  await expect
    .poll(() => page.evaluate((paths) => paths.filter((path) => !performance.getEntriesByName(new URL(path, location.href).href).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)), ahead))
    .toEqual([]);

  // A link of the dashboard's menu is a link: the next page loads, hydrated whole, its shell's code from the cache.
  await page.locator('#dashboard-menu').getByRole('link', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(root).toHaveAttribute('data-page-ready', /.+/);
  await expect(root).not.toHaveAttribute('data-islands');
  const transferred = await page.evaluate((paths) => paths.map((path) => (performance.getEntriesByName(new URL(path, location.href).href)[0] as PerformanceResourceTiming | undefined)?.transferSize), ahead);
  expect(transferred.filter((size) => size !== undefined && size !== 0)).toEqual([]);
});

test('the dashboard’s home is the server’s HTML: nothing of the page hydrates, and Back to it after raising an issue shows the issue', async ({ page, request }) => {
  const password = 'Sukkur#2026';
  const { email } = await newMember(request, { name: 'Adeel Shah', password, withProfile: true });
  await page.goto('/login');
  await signIn(page, email, password);
  await page.waitForURL(/\/dashboard\/membership$/);

  await page.goto('/dashboard');
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-page-ready', 'islands');
  const issues = page.getByRole('region', { name: 'Your open issues', exact: true });
  await expect(issues).toContainText('You have no open issues.');
  expect(await page.evaluate(() => [...document.querySelectorAll('#root *')].filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length)).toBe(0);

  // Raised on the page the card's link loads (hydrated whole), then Back to the dashboard: read again, it is there.
  await issues.getByRole('link', { name: 'Raise an issue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/issues\/new$/);
  const title = `Payoneer payment held ${crypto.randomBytes(3).toString('hex')}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Topic').selectOption('Banking');
  await page.getByLabel('Description').fill('My client’s payment has been held for a week. What should I send the bank to release it?');
  await page.getByRole('button', { name: 'Submit issue' }).click();
  await expect(page.getByText('Your issue has been submitted. Our team will respond soon.')).toBeVisible();
  // The new issue's page, in place of the form's (an entry of its own in the history).
  await expect(page).toHaveURL(/\/dashboard\/issues\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/issues\/new$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(issues.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  // From the browser's back/forward cache (which the test browser does without), the page is loaded again too.
  const loaded = page.waitForEvent('load');
  await page.evaluate(() => setTimeout(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))));
  await loaded;
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  await expect(root).toHaveAttribute('data-page-ready', 'islands');
});

test('an order whose payment waits for its provider hydrates as one island: Check again, pressed before its code has come, is answered once', async ({ page, request }) => {
  // A new member's ticket for the festival, sent on to JazzCash, whose answer has not come.
  const password = 'Quetta#2026';
  const { email, token } = await newMember(request, { name: 'Sana Baig', password });
  const headers = { authorization: `Bearer ${token}` };
  const events = (await (await request.get('/api/events')).json()).data.items as Array<{ id: number; title: string }>;
  const event = events.find((e) => e.title === 'Freelance Fest Karachi 2027')!;
  const packages = (await (await request.get(`/api/events/${event.id}`)).json()).data.packages as Array<{ id: number; name: string }>;
  const pass = packages.find((p) => p.name === 'Standard pass')!;
  const holder = { first_name: 'Sana', last_name: 'Baig', email, cnic: '3520212345671', company: 'Baig Studio', position: 'Designer', phone_number: '03001234567' };
  const ticket = await request.post(`/api/user/events/${event.id}/packages/${pass.id}/tickets`, { data: holder, headers });
  expect(ticket.status()).toBe(201);
  await page.goto(`/login?referrer=${encodeURIComponent(`/ticket/${(await ticket.json()).data.id}/order`)}`);
  await signIn(page, email, password);
  await page.getByRole('radio', { name: /JazzCash/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/simulators\/jazzcash\//);
  const [order] = (await (await request.get('/api/user/orders', { headers })).json()).data.items as Array<{ id: number }>;

  // The island's code is held back a second: the press comes before it.
  await page.route(/\/(island-[^/]*\.js|remotes\/.*\.js(\?v=[\w-]+)?)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const checks: string[] = [];
  page.on('request', (sent) => sent.method() === 'POST' && /\/check-payment$/.test(new URL(sent.url()).pathname) && checks.push(sent.url()));
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.locator('#root')).toHaveAttribute('data-islands');
  const island = page.locator('[data-island="mfe_ticketing/order"]');
  await expect(island).toHaveCount(1);
  const waiting = page.getByRole('group', { name: 'Payment waiting' });
  await expect(waiting.getByText('Your JazzCash payment is waiting for JazzCash’s answer.')).toBeVisible();
  await waiting.getByRole('button', { name: 'Check again' }).click();
  await expect(island).toHaveAttribute('data-hydrated');
  await expect(page.getByText('Your JazzCash payment is still waiting for JazzCash’s answer. Please check again in a few minutes.')).toBeVisible();
  expect(checks).toHaveLength(1);
  // Pay another way is a link to the order's page, with the ways of paying shown at once.
  await expect(waiting.getByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', /\/ticket\/\d+\/order\?pay=another$/);
});
