import { expect, test } from '../site';

test('a remote that cannot be loaded shows a fallback in its own area while the rest of the site works @both', async ({ page }) => {
  // The public remote's server is down.
  await page.route('**/remotes/mfe-public/**', (route) => route.abort('connectionrefused'));
  await page.goto('/about-us');
  const fallback = page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another remote keeps working.
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  // And a page of the same remote that hydrates as islands (docs/decisions/028) is whole without its code: it is the
  // server's HTML, and its blog list needs no script.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(fallback).toHaveCount(0);
  // What the browser answers by itself works without it: a question opens (decision 038).
  await page.goto('/membership');
  await page.locator('summary', { hasText: 'Is membership really free?' }).click();
  await expect(page.getByText('The Seed membership is free for ever.', { exact: false })).toBeVisible();
  // A part of such a page that needs the remote's code, pressed, says it could not load rather than nothing.
  await page.goto('/');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This part of the page could not load' })).toBeVisible();

  // When the remote is back, Try again loads it without reloading the page.
  await page.goto('/about-us');
  await expect(fallback).toBeVisible();
  await page.unroute('**/remotes/mfe-public/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
