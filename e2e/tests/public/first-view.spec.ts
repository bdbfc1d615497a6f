import { expect, test, type Page } from '../site';

// A public page arrives with what its first view reads: no request for the remote's federation manifest
// nor for the page's content, which matters on a phone's connection where each round trip costs.
function recordRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/storage/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/mf-manifest.json')) asked.push(`GET ${url.pathname}`);
  });
  return asked;
}

test('the blog and a post show their content with no request for it, and later reads go to the server @phone', async ({ page }) => {
  const asked = recordRequests(page);
  await page.goto('/blog');
  await expect(page.getByRole('article')).toHaveCount(6);
  expect(asked).toEqual([]);

  // A post opened from the list is a page of its own, drawn by the server with its content (docs/decisions/028).
  const title = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(asked).toEqual([]);

  // Moving within the site from a page hydrated whole reads from the server as before.
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-nav').getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);
  expect(asked).toEqual([expect.stringMatching(/^GET \/api\/blogs\?/)]);

  asked.length = 0;
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(6);
  expect(asked).toEqual([]);
});

test('a conference edition shows its programme with no request for it', async ({ page }) => {
  const asked = recordRequests(page);
  await page.goto('/freelance-fest-2022-gilgit');
  await expect(page.getByRole('heading', { level: 1, name: 'Freelance Fest 2022 Gilgit' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Schedule for August 16th' }).getByRole('listitem')).toHaveCount(17);
  expect(asked).toEqual([]);
});

test('a signed-in member reads the page content with their own session, rendered for them and kept by no shared cache', async ({ page, context }) => {
  await context.addCookies([{ name: 'auth', value: 'a'.repeat(43), url: 'http://127.0.0.1' }]);
  const response = await page.goto('/board');
  const html = await response!.text();
  // Rendered on the server with the member's session (docs/decisions/025), not with the answers sent to visitors.
  expect(html).toContain('data-first-view');
  expect(html).not.toContain('id="first-data"');
  expect(response!.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Leadership' })).toBeVisible();
});
