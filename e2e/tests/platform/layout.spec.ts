import { AccessibilityFindings, accessibilityFindings } from '../accessibility';
import { expect, test, type Page } from '../site';
import { signIn } from '../support';
import { partName, partOf, partsFor, pinnedRoutes, REMOTES, type Access, type PinnedRoute } from './pinned-routes';

// Every route of every pinned remote, read from the shell manifest, at a 360 px phone: the page never scrolls
// sideways and nothing sticks out of the screen or of its card, and axe finds nothing (../accessibility.ts; 1280 px is
// first-view.spec.ts's). A new page is checked the day its remote is pinned. One test for each area of each remote
// (visitors', members', staff pages), and for a few routes at most, so that each stays well inside its time.

/** Values for the routes' parameters, from the demo content. */
async function parameters(page: Page): Promise<Record<string, string>> {
  const get = async (url: string) => (await (await page.request.get(url)).json()).data;
  const blog = (await get('/api/blogs')).items[0];
  const release = (await get('/api/pressreleases')).items[0];
  const profile = await get('/api/user/profile').catch(() => null);
  // The first event with more than one package (the seed's festival), so the event and ticket pages show real content.
  const events = (await get('/api/events?per_page=50')).items as Array<{ id: number; slug: string }>;
  const details = await Promise.all(events.map((e) => get(`/api/events/${e.id}`)));
  const event = details.find((d) => d.packages.length > 1) ?? details[0];
  return {
    eventSlug: event?.slug ?? 'event',
    eventId: String(event?.id ?? 'unknown'),
    packageId: String(event?.packages[0]?.id ?? 'unknown'),
    blogSlug: blog.slug ?? 'post',
    blogId: String(blog.id),
    prSlug: release.slug ?? 'release',
    prId: String(release.id),
    memberId: profile?.member_id ?? 'unknown',
    plan: 'Surge',
    packageName: 'Surge',
  };
}

/** What sticks out: the page's own sideways scroll, and elements past the screen's or their card's right edge. */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - width} px`);
    /** The nearest ancestor that scrolls sideways on purpose (a carousel, a wide table), or that cuts off what sticks out of it, or a card. */
    const container = (element: Element) => {
      for (let e: Element | null = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const overflowX = getComputedStyle(e).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return { element: e, scrolls: true };
        if (overflowX === 'hidden' || overflowX === 'clip' || e.classList.contains('chakra-card__root')) return { element: e, scrolls: false };
      }
      return null;
    };
    for (const element of Array.from(document.querySelectorAll('main *, header *'))) {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      const around = container(element);
      if (around?.scrolls) continue;
      const limit = Math.min(width, around ? around.element.getBoundingClientRect().right : width);
      // Cut through, not wholly beyond: a carousel's next slides wait wholly past its edge, and that is by design.
      if (box.right > limit + 1 && box.left < limit - 1) {
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        found.push(`<${element.tagName.toLowerCase()}> "${label}" ends at ${Math.round(box.right)} px, past ${around ? 'its container' : 'the screen'} (${Math.round(limit)} px)`);
      }
    }
    return found.slice(0, 10);
  });

// A phone's screen and touch in the desktop project's one run (the file has no @phone or @both test): the check is about 360 px.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Visitors' pages are opened signed out (sign-in and registration are for visitors only), the rest as an admin, who may open member, staff and admin pages alike. */
const AREAS: { name: string; access: Access[]; signedIn: boolean }[] = [
  { name: 'visitor', access: ['public', 'guest'], signedIn: false },
  { name: 'member', access: ['member', 'complete-profile'], signedIn: true },
  { name: 'staff', access: ['staff', 'admin'], signedIn: true },
];
/** Routes in one test at most: a route takes a few seconds at most here (its load, the page settling, axe). */
const MOST_ROUTES = 8;

for (const remote of REMOTES) {
  const pinned = pinnedRoutes(remote);
  for (const area of AREAS) {
    const count = pinned.filter((r) => area.access.includes(r.access)).length;
    if (pinned.length > 0 && count === 0) continue;
    const parts = partsFor(count, MOST_ROUTES);
    for (let index = 0; index < parts; index += 1) {
      test(`the ${area.name} routes of ${remote} fit a 360 px phone${partName(index, parts)}`, async ({ page }) => {
        test.setTimeout(90_000);
        const manifest = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; routes: PinnedRoute[] }> };
        const served = (manifest.remotes.find((r) => r.name === remote)?.routes ?? []).filter((r) => area.access.includes(r.access));
        const routes = partOf(served, index, parts);
        expect(routes.length, `${remote} is pinned with its ${area.name} routes`).toBeGreaterThan(0);
        const problems: string[] = [];
        const inaccessible = new AccessibilityFindings();
        const visit = async (path: string, values: Record<string, string>) => {
          const url = path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'unknown');
          // Bounded: a page whose requests never settle fails here, by its address, and leaves the test its time.
          await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
          // Measured once fonts are in and two frames have been drawn (the layout has settled), not after a fixed pause.
          await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
          for (const problem of await overflows(page)) problems.push(`${url}: ${problem}`);
          inaccessible.add(url, await accessibilityFindings(page));
        };

        const values = await parameters(page);
        if (area.signedIn) {
          await page.goto('/login');
          await signIn(page, 'hamza.qureshi@example.com', 'Demo@12345');
          // The address changes as the next page starts to load: no wait for that page's own load event.
          await expect(page, 'the admin is signed in and sent on from the sign-in page').not.toHaveURL(/\/login(\?|$)/);
          const token = await page.evaluate(() => decodeURIComponent(document.cookie.match(/(?:^|; )auth=([^;]+)/)?.[1] ?? ''));
          values.memberId = (await (await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })).json()).data.member_id;
        }
        for (const route of routes) await visit(route.path, values);

        expect.soft(inaccessible.list, `axe at 360 px:\n${inaccessible.list.join('\n')}`).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  }
}
