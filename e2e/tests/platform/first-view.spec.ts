// Every route of every pinned remote, opened as a visitor, a member (a public page in Urdu only) and a member of
// staff: the server renders its first view to HTML, and the browser hydrates it without a mismatch
// (docs/decisions/025); a page that hydrates as islands hydrates nothing outside them (docs/decisions/028). Records
// come from the pages themselves: a route with parameters is opened at the first link to it that an earlier page showed (a blog
// post from /blog, a member's issue from their list), and only when no page links to one, at an id the demo content
// may not have (its not-found state hydrates too). Each view is also checked for accessibility (../accessibility.ts)
// at 1280 px. In English, the same visit then shows the page as a 360 px phone shows it (./phone-fit.ts): it never
// scrolls sideways, nothing sticks out of the screen or of its card, and axe finds nothing there either. Each route is
// checked at 360 px once, by the person whose page it is: the visitors' pages by a visitor, the members' by a member,
// the staff's by an admin. One test for each of the three and each remote, and for a few routes at most, so that each
// stays well inside its time: a remote's pages link to its own records, and a test whose records are linked from pages
// that another test checks opens those pages for their links alone.
import { AccessibilityFindings, accessibilityFindings } from '../accessibility';
import { expect, test, type Page } from '../site';
import { signIn } from '../support';
import { atPhoneWidth, overflows } from './phone-fit';
import { partName, partOf, partsFor, pinnedRoutes, REMOTES, type Access, type PinnedRoute } from './pinned-routes';

interface Manifest {
  org?: { slug?: string };
  remotes: { name: string; routes: PinnedRoute[] }[];
}

const SAMPLES: Record<string, string> = { conferenceSlug: 'freelance-fest-2022' };
/**
 * Routes in one test at most: a route takes two seconds or so here (its load, hydration, axe), and as long again where
 * it is also checked at 360 px (its requests settled, the phone's layout, axe), so such a route counts twice.
 */
const MOST_ROUTES = 12;
/**
 * `access`: the routes the role opens, for their links and to check them. `phone`: the routes the role checks at 360 px,
 * each route by one role only. `notInEnglish`: routes the role opens in English for their links only.
 */
const ROLES: { name: string; email?: string; access: Access[]; phone: Access[]; notInEnglish?: Access[] }[] = [
  { name: 'a visitor', access: ['public', 'guest'], phone: ['public', 'guest'] },
  // A public page read by a member is checked in Urdu only: the page in English is the visitor's check, and what it
  // draws for a signed-in member (their header, their registration on an event) is the same code in both languages.
  { name: 'a member', email: 'hira.baloch@example.com', access: ['public', 'member', 'complete-profile'], phone: ['member', 'complete-profile'], notInEnglish: ['public'] },
  { name: 'an admin', email: 'hamza.qureshi@example.com', access: ['staff', 'admin'], phone: ['staff', 'admin'] },
];

/**
 * FIRST_VIEW_PAGES (`<remote>/<page>`, comma-separated): only the routes those pages draw, with the others still opened
 * for their links. `npm run test:changed` sets it to the pages a change touched. Unset: every route.
 */
const ONLY_PAGES = process.env.FIRST_VIEW_PAGES?.split(',').filter(Boolean);
const selected = (remote: string) => (route: PinnedRoute) => !ONLY_PAGES || ONLY_PAGES.includes(`${remote}/${route.page}`);

// Its tests share nothing (each signs in for itself): both workers take them, so this file, the suite's largest, does
// not keep one worker busy while the other has finished.
test.describe.configure({ mode: 'parallel' });

// The members' own time zone, which is not the server's (UTC): a time drawn in the browser's local zone on one side
// and the server's on the other would differ, and fail here. Both draw Asia/Karachi through shared-ui's formatters.
test.use({ timezoneId: 'Asia/Karachi' });

const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?#]+')}/?$`);

/**
 * Opens a page and answers what went wrong: hydration mismatches, errors thrown, whether the server rendered it, and
 * what axe finds once it has hydrated.
 */
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
  return { problems, serverRendered: rendered !== null, links, accessibility: await accessibilityFindings(page) };
}

/** The links a page shows once it has hydrated, for a test whose records it lists: the page is another test's to check. */
async function linksOf(page: Page, url: string) {
  await page.goto(url);
  await page.waitForTimeout(150);
  return page.$$eval('a[href^="/"]', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

// Every page a member reads in Urdu too (docs/decisions/030, 032): staff pages are English only.
const LANGUAGES = [
  { prefix: '', name: '' },
  { prefix: '/ur', name: ' in Urdu' },
];

for (const role of ROLES) {
  for (const language of LANGUAGES) {
    if (language.prefix && role.access.includes('staff')) continue;
    // The routes this test checks, of those the role opens.
    const checked = role.access.filter((access) => language.prefix || !role.notInEnglish?.includes(access));
    for (const remote of REMOTES) {
      const pinned = pinnedRoutes(remote).filter(selected(remote));
      const count = pinned.filter((route) => checked.includes(route.access)).length;
      if ((pinned.length > 0 || ONLY_PAGES) && count === 0) continue;
      // English only: the Urdu pages' layout is the English one's, mirrored.
      const phone = language.prefix ? [] : role.phone;
      const phoneCount = pinned.filter((route) => phone.includes(route.access)).length;
      const parts = partsFor(count + phoneCount, MOST_ROUTES);
      const checks = phoneCount > 0 ? 'without a mismatch and fits a 360 px phone' : 'without a mismatch';
      for (let index = 0; index < parts; index += 1) {
        test(`every route of ${remote} hydrates its server-rendered first view ${checks}, as ${role.name}${language.name}${partName(index, parts)}`, async ({ page, request }) => {
          test.setTimeout(120_000);
          const manifest = (await (await request.get('/remotes.json')).json()) as Manifest;
          const org = manifest.org?.slug ?? 'pafla';
          const remoteRoutes = manifest.remotes.find((r) => r.name === remote)?.routes ?? [];
          const routes = remoteRoutes.filter((route) => role.access.includes(route.access));
          const pathOf = (route: PinnedRoute) => `${language.prefix}${route.path === '/' && language.prefix ? '' : route.path.replace('{org}', org)}`;
          // The role's routes of the remote, all of them opened for their links; those checked here.
          const every = [...new Set(routes.map(pathOf))];
          const all = [...new Set(routes.filter((route) => checked.includes(route.access)).filter(selected(remote)).map(pathOf))];
          // A link to a route of its own is no record: /staff/blogs/new is not a post for /staff/blogs/:id.
          const ownRoutes = new Set(remoteRoutes.filter((route) => !route.path.includes(':')).map(pathOf));
          const paths = partOf(all, index, parts);
          expect(paths.length, `${remote} is pinned with routes for ${role.name}`).toBeGreaterThan(0);
          if (role.email) {
            await page.goto('/login');
            await signIn(page, role.email, 'Demo@12345');
            await expect(page).not.toHaveURL(/\/login/);
          }

          const findings: string[] = [];
          const notRendered: string[] = [];
          const inaccessible = new AccessibilityFindings();
          const misfits: string[] = [];
          const inaccessibleOnPhone = new AccessibilityFindings();
          const onPhone = new Set(routes.filter((route) => phone.includes(route.access)).map(pathOf));
          const seenLinks = new Set<string>();
          const visit = async (path: string, url: string) => {
            const { problems, serverRendered, links, accessibility } = await open(page, url);
            if (problems.length) findings.push(`${url} (${path}): ${problems.join(' | ')}`);
            inaccessible.add(url, accessibility);
            if (!serverRendered) notRendered.push(url);
            for (const link of links) seenLinks.add(link.split('#')[0]);
            if (!onPhone.has(path)) return;
            await atPhoneWidth(page, async () => {
              for (const problem of await overflows(page)) misfits.push(`${url}: ${problem}`);
              inaccessibleOnPhone.add(url, await accessibilityFindings(page));
            });
          };

          const waiting = new Set(paths);
          for (const path of paths.filter((p) => !p.includes(':'))) {
            waiting.delete(path);
            await visit(path, path);
          }
          const linkTo = (path: string) => {
            const pattern = patternOf(path);
            return [...seenLinks].find((href) => pattern.test(href.split('?')[0]) && !ownRoutes.has(href.split('?')[0]));
          };
          // Routes with parameters, at a record an earlier page linked to, as long as that finds new ones.
          const followLinks = async () => {
            for (let round = 0; round < 3 && waiting.size; round += 1) {
              for (const path of [...waiting]) {
                const link = linkTo(path);
                if (!link) continue;
                waiting.delete(path);
                await visit(path, link);
              }
            }
          };
          await followLinks();
          // Records listed only on the remote's pages that other tests check: those pages are opened for their links, the
          // same way (the pages without parameters, then records they link to), until every record here has one.
          const others = every.filter((path) => !paths.includes(path));
          const opened = new Set<string>();
          for (let round = 0; round < 3 && waiting.size; round += 1) {
            for (const path of others) {
              if (!waiting.size) break;
              const url = path.includes(':') ? linkTo(path) : path;
              if (!url || opened.has(url)) continue;
              opened.add(url);
              for (const link of await linksOf(page, url)) seenLinks.add(link.split('#')[0]);
              await followLinks();
            }
          }
          for (const path of waiting) {
            const url = path.replace(/:(\w+)/g, (_, name: string) => SAMPLES[name] ?? '1');
            test.info().annotations.push({ type: 'opened at a sample', description: url });
            await visit(path, url);
          }

          expect.soft(inaccessible.list, `axe at 1280 px:\n${inaccessible.list.join('\n')}`).toEqual([]);
          expect.soft(inaccessibleOnPhone.list, `axe at 360 px:\n${inaccessibleOnPhone.list.join('\n')}`).toEqual([]);
          expect.soft(misfits, `at 360 px:\n${misfits.join('\n')}`).toEqual([]);
          expect(findings, findings.join('\n')).toEqual([]);
          // A guest-only page (sign-in, register) is not a signed-in member's to see: the guard sends them on.
          expect(notRendered, `not rendered on the server: ${notRendered.join(', ')}`).toEqual([]);
        });
      }
    }
  }
}
