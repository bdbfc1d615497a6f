import { expect, test } from '../site';

test('a remote that cannot be loaded shows a fallback in its own area while the rest of the site works @both', async ({ page }) => {
  // The ticketing remote's server is down.
  await page.route('**/remotes/mfe-ticketing/**', (route) => route.abort('connectionrefused'));
  await page.goto('/events');
  const fallback = page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another remote keeps working, through the shell's own navigation.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();

  // When the remote is back, Try again loads it without reloading the page.
  await page.goto('/events');
  await expect(fallback).toBeVisible();
  await page.unroute('**/remotes/mfe-ticketing/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
