import { expect, test, type Page } from '../site';
import { signIn } from '../support';

// Every route of every pinned remote, read from the shell manifest, at a 360 px phone: the page never scrolls
// sideways and nothing sticks out of the screen or of its card. A new page is checked the day its remote is pinned.

interface ManifestRoute {
  path: string;
  access: string;
}

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

const REMOTES = ['mfe-public', 'mfe-account', 'mfe-network', 'mfe-ticketing', 'mfe-learning', 'mfe-safety-net'];

for (const remote of REMOTES) {
  test(`every route of ${remote} fits a 360 px phone`, async ({ page }) => {
    test.setTimeout(180_000);
    const manifest = (await (await page.request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; routes: ManifestRoute[] }> };
    const routes = manifest.remotes.find((r) => r.name === remote)?.routes ?? [];
    expect(routes.length, `${remote} is pinned with its routes`).toBeGreaterThan(0);
    const problems: string[] = [];
    const visit = async (path: string, values: Record<string, string>) => {
      const url = path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'unknown');
      await page.goto(url, { waitUntil: 'networkidle' });
      // Measured once fonts are in and two frames have been drawn (the layout has settled), not after a fixed pause.
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
      for (const problem of await overflows(page)) problems.push(`${url}: ${problem}`);
    };

    // Visitors' pages first (sign-in and registration are for visitors only), then everything else as an admin,
    // who may open member, staff and admin pages alike.
    const guestValues = await parameters(page);
    for (const route of routes.filter((r) => r.access === 'guest' || r.access === 'public')) await visit(route.path, guestValues);
    const signedIn = routes.filter((r) => r.access !== 'guest' && r.access !== 'public');
    if (signedIn.length > 0) {
      await page.goto('/login');
      await signIn(page, 'hamza.qureshi@example.com', 'Demo@12345');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const token = await page.evaluate(() => decodeURIComponent(document.cookie.match(/(?:^|; )auth=([^;]+)/)?.[1] ?? ''));
      const memberId = (await (await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })).json()).data.member_id;
      const values = { ...guestValues, memberId };
      for (const route of signedIn) await visit(route.path, values);
    }

    expect(problems).toEqual([]);
  });
}
