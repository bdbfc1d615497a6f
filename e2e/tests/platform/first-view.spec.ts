// Every route of every pinned remote, opened as a visitor, a member and a member of staff: the server renders its
// first view to HTML, and the browser hydrates it without a mismatch (docs/decisions/025); a page that hydrates as
// islands hydrates nothing outside them (docs/decisions/028). Records come from the
// pages themselves: a route with parameters is opened at the first link to it that an earlier page showed (a blog
// post from /blog, a member's issue from their list), and only when no page links to one, at an id the demo content
// may not have (its not-found state hydrates too).
import { expect, test, type Page } from '../site';
import { signIn } from '../support';

type Access = 'public' | 'guest' | 'member' | 'complete-profile' | 'staff' | 'admin';
interface Manifest {
  org?: { slug?: string };
  remotes: { routes: { path: string; access: Access }[] }[];
}

const SAMPLES: Record<string, string> = { conferenceSlug: 'freelance-fest-2022' };
const ROLES: { name: string; email?: string; access: Access[] }[] = [
  { name: 'a visitor', access: ['public', 'guest'] },
  { name: 'a member', email: 'hira.baloch@example.com', access: ['public', 'member', 'complete-profile'] },
  { name: 'an admin', email: 'hamza.qureshi@example.com', access: ['staff', 'admin'] },
];

// The members' own time zone, which is not the server's (UTC): a time drawn in the browser's local zone on one side
// and the server's on the other would differ, and fail here. Both draw Asia/Karachi through shared-ui's formatters.
test.use({ timezoneId: 'Asia/Karachi' });

const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?#]+')}/?$`);

/** Opens a page and answers what went wrong: hydration mismatches, errors thrown, and whether the server rendered it. */
async function open(page: Page, path: string) {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' && /Hydration|Minified React error #4(18|19|21|22|23|25)/.test(message.text())) problems.push(message.text().slice(0, 300));
  };
  const onError = (error: Error) => problems.push(`uncaught: ${error.message.slice(0, 300)}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await page.goto(path);
  const rendered = await page.locator('#root').getAttribute('data-first-view');
  // The page's own code has run: it hydrated the server's HTML (or rendered, where the guard sent it elsewhere).
  await expect(page.locator('#root[data-page-ready]'), path).toBeAttached({ timeout: 20_000 });
  // A mismatch is reported as React finishes the boundary; give late ones a moment to arrive.
  await page.waitForTimeout(150);
  // A page that hydrates as islands (docs/decisions/028) hydrates nothing else.
  const outside = await page.evaluate(() =>
    document.getElementById('root')?.hasAttribute('data-islands')
      ? [...document.querySelectorAll('#root *')].filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber')) && !e.closest('[data-island]')).map((e) => e.tagName.toLowerCase())
      : [],
  );
  if (outside.length) problems.push(`hydrated outside its islands: ${outside.slice(0, 5).join(', ')}${outside.length > 5 ? ` and ${outside.length - 5} more` : ''}`);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  const links = await page.$$eval('a[href^="/"]', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return { problems, serverRendered: rendered !== null, links };
}

for (const role of ROLES) {
  test(`every route hydrates its server-rendered first view without a mismatch, as ${role.name}`, async ({ page, request }) => {
    test.setTimeout(420_000);
    const manifest = (await (await request.get('/remotes.json')).json()) as Manifest;
    const org = manifest.org?.slug ?? 'pafla';
    const paths = [
      ...new Set(
        manifest.remotes
          .flatMap((remote) => remote.routes)
          .filter((route) => role.access.includes(route.access))
          .map((route) => route.path.replace('{org}', org)),
      ),
    ];
    expect(paths.length).toBeGreaterThan(20);
    if (role.email) {
      await page.goto('/login');
      await signIn(page, role.email, 'Demo@12345');
      await expect(page).not.toHaveURL(/\/login/);
    }

    const findings: string[] = [];
    const notRendered: string[] = [];
    const seenLinks = new Set<string>();
    const visit = async (path: string, url: string) => {
      const { problems, serverRendered, links } = await open(page, url);
      if (problems.length) findings.push(`${url} (${path}): ${problems.join(' | ')}`);
      if (!serverRendered) notRendered.push(url);
      for (const link of links) seenLinks.add(link.split('#')[0]);
    };

    const waiting = new Set(paths);
    for (const path of paths.filter((p) => !p.includes(':'))) {
      waiting.delete(path);
      await visit(path, path);
    }
    // Routes with parameters, at a record an earlier page linked to, as long as that finds new ones.
    for (let round = 0; round < 3 && waiting.size; round += 1) {
      for (const path of [...waiting]) {
        const pattern = patternOf(path);
        const link = [...seenLinks].find((href) => pattern.test(href.split('?')[0]));
        if (!link) continue;
        waiting.delete(path);
        await visit(path, link);
      }
    }
    for (const path of waiting) await visit(path, path.replace(/:(\w+)/g, (_, name: string) => SAMPLES[name] ?? '1'));

    expect(findings, findings.join('\n')).toEqual([]);
    // A guest-only page (sign-in, register) is not a signed-in member's to see: the guard sends them on.
    expect(notRendered, `not rendered on the server: ${notRendered.join(', ')}`).toEqual([]);
  });
}
