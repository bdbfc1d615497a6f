import { expect, test } from '../site';

test('a visitor on a protected dashboard page is sent to sign in, carrying the page as referrer @phone', async ({ page }) => {
  await page.goto('/dashboard/issues');
  await expect(page).toHaveURL(/\/login\?referrer=%2Fdashboard%2Fissues$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a visitor on /profile is sent to the home page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Become a member' }).first()).toBeVisible();
});

test('an unknown address shows the not-found page inside the site layout, answered 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  // The same in Urdu, right to left, and the server drew it: a search engine or a monitor reads the status alone.
  const urdu = await page.request.get('/ur/no-such-page');
  expect(urdu.status()).toBe(404);
  expect(await urdu.text()).toMatch(/<html lang="ur" dir="rtl">[\s\S]*صفحہ نہیں ملا/);
  expect((await page.request.get('/membership')).status()).toBe(200);
});

test('an event that does not exist is answered 404 with its page, drawn by the server and hydrated as it was drawn, in Urdu too', async ({ page }) => {
  const mismatches: string[] = [];
  page.on('console', (message) => message.type() === 'error' && /Hydration|Minified React error #4(18|19|21|22|23|25)/.test(message.text()) && mismatches.push(message.text()));
  for (const [url, heading, back] of [
    ['/event/no-such-event/999999', 'This event does not exist', 'All events'],
    ['/ur/event/no-such-event/999999', 'یہ تقریب موجود نہیں', 'تمام تقریبات'],
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.locator('#root')).toHaveAttribute('data-first-view', '');
    await expect(page.locator('#root[data-page-ready]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: back })).toBeVisible();
  }
  expect(mismatches).toEqual([]);
});

// A route's parameters, filled with a record the demo content has; any other parameter is an id, 1.
const SAMPLES: Record<string, string> = { conferenceSlug: 'freelance-fest-2022' };

test('every route of the route map resolves to a page with a title', async ({ page, request }) => {
  test.setTimeout(180_000);
  const manifest = await (await request.get('/remotes.json')).json();
  const paths: string[] = manifest.remotes
    .flatMap((r: { routes: { path: string; access: string }[] }) => r.routes)
    .filter((r: { access: string }) => r.access === 'public')
    .map((r: { path: string }) => r.path.replace('{org}', manifest.org?.slug ?? 'pafla').replace(/:(\w+)/g, (_: string, name: string) => SAMPLES[name] ?? '1'));
  expect(paths.length).toBeGreaterThan(15);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toBeVisible();
    await expect(page.getByText('This section is temporarily unavailable'), path).toHaveCount(0);
  }
});

test('the account menu paths of the spec, /issues and /orders, open the member’s issues and Order History @phone', async ({ page }) => {
  await page.goto('/login?referrer=%2Fissues');
  await page.getByLabel('Email').fill('hira.baloch@example.com');
  await page.getByLabel('Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/issues$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Issues' })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
});
