// An Urdu page says the same words whatever the server rendered before it (docs/decisions/032). Two remotes may write
// the same English ("Status", "Next", "Overview") with different Urdu; the render worker keeps every catalog it has
// loaded, so a page drawn with another remote's Urdu for a shared English would differ with the order of the pages
// rendered before it, and fail to hydrate. One member opens pages of every remote, one after another (the site's
// render pool gives a request to its first worker while that one is free), in three orders, and each page's words
// are the same every time.
import { expect, test } from '../site';
import { signIn } from '../support';
import { pinnedRoutes, REMOTES } from './pinned-routes';

/** Every page of every remote a member can open without a record (the association's slug is the demo's). */
const byRemote = REMOTES.map((remote) =>
  pinnedRoutes(remote)
    .filter((route) => ['public', 'member', 'complete-profile'].includes(route.access) && !route.path.includes(':'))
    .map((route) => `/ur${route.path === '/' ? '' : route.path.replace('{org}', 'pafla')}`),
);
const pages = byRemote.flat();

/** A page's words as the server wrote them: its text without scripts, styles, tags or numbers (times move on). */
const wordsOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[0-9۰-۹]+/g, '#')
    .replace(/\s+/g, ' ')
    .trim();

test('an Urdu page of every remote says the same words whatever was rendered before it', async ({ page }) => {
  test.setTimeout(120_000);
  expect(pages.length, 'remotes are pinned with pages a member can open').toBeGreaterThan(6);
  await page.goto('/login');
  await signIn(page, 'hira.baloch@example.com', 'Demo@12345');
  await expect(page).not.toHaveURL(/\/login/);

  const read = async (order: string[]) => {
    const words = new Map<string, string>();
    for (const url of order) {
      const response = await page.request.get(url, { maxRedirects: 0 });
      if (response.status() === 200) words.set(url, wordsOf(await response.text()));
    }
    return words;
  };
  const first = await read(pages);
  expect(first.size, 'the member can open most of these pages').toBeGreaterThan(pages.length / 2);
  // Interleaved: each remote's page right after another remote's.
  const interleaved = Array.from({ length: Math.max(...byRemote.map((list) => list.length)) }, (_, i) => byRemote.map((list) => list[i])).flat().filter((url): url is string => Boolean(url));
  for (const order of [[...pages].reverse(), interleaved]) {
    const again = await read(order);
    const differ = [...first].filter(([url, words]) => again.has(url) && again.get(url) !== words).map(([url]) => url);
    expect(differ, `pages whose words changed with the order: ${differ.join(', ')}`).toEqual([]);
  }
});
