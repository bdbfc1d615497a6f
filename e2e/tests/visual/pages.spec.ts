import { expect, test, type Locator, type Page } from '../site';
import { register, signIn, uniqueEmail } from '../support';

// Visual snapshots: what the pages look like at a phone's and a laptop's width, compared with the pictures in
// pages.spec.ts-snapshots/. Fonts are the machine's (DejaVu, installed by .ci/run), the data is the demo seed,
// the clock is fixed and animations are off. A change that moves a page by design updates its pictures on
// purpose: `npm run test:visual -- --update-snapshots` after a build, then look at each changed picture.

const WIDTHS = [360, 1280];
const NOW = new Date('2026-11-23T10:00:00+05:00');

/** Scrolls to the bottom the way a reader does, so lazy sections and images load, then waits for every image. */
async function settle(page: Page) {
  const scrollThrough = () =>
    page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        // Two frames, so the observers of sections near the screen have run, then a moment for them to render.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
  await scrollThrough();
  // On a page of islands (docs/decisions/028) a section the scroll passed hydrates a moment later (its code loads
  // first), and renders only once it sees itself near the screen: wait for every island the scroll woke, then pass
  // them again.
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('#root[data-islands] [data-island][data-hydrate="visible"]:not([data-hydrated])').length), { timeout: 15_000 })
    .toBe(0);
  await scrollThrough();
  await page.waitForLoadState('networkidle');
  // Every image is fetched, also those that never come near the screen (a carousel's later slides, a section
  // that rendered as the scroll passed it), so each run looks alike.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager'));
          return Array.from(document.images).filter((img) => !img.complete).map((img) => img.src);
        }),
      { timeout: 15_000 },
    )
    .toEqual([]);
  // Loaded is not yet drawn: decoding="async" images paint a moment later.
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => Promise.race([img.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]))));
  await page.evaluate(() => document.fonts.ready);
}

async function snapshot(page: Page, name: string, { today = [] }: { today?: Locator[] } = {}) {
  await settle(page);
  // Member numbers are made at random when the demo database is seeded; the seed's events are dated from the day it
  // ran, so the home page's Upcoming events show other dates each day. A field that starts at today's date is drawn
  // first by the server, whose clock is the real one.
  const mask = [page.getByText(/^FAP-[A-Z0-9]{4}-[A-Z0-9]{4}$/), page.locator('#upcoming-events time'), ...today];
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, animations: 'disabled', caret: 'hide', mask });
}

const publicPages: Array<[string, string]> = [
  ['home', '/'],
  ['blog', '/blog'],
  ['post', '/blog/getting-paid-from-abroad-a-practical-guide-for-pakistani-freelancers/1'],
  ['board', '/board'],
  ['membership', '/membership'],
  ['conference', '/freelance-fest-2022-gilgit'],
  ['login', '/login'],
  ['register', '/register'],
];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // Reduced motion also stops the carousels' autoplay: every run pictures the same slides.
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 }, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      // Pictures are taken of whole pages: every image is fetched at once and drawn with the page, instead of
      // as it nears the screen, so that no run catches one half-drawn.
      await page.addInitScript(() => {
        const eager = (img: HTMLImageElement) => {
          if (img.getAttribute('loading') !== 'eager') img.setAttribute('loading', 'eager');
          if (img.getAttribute('decoding') !== 'sync') img.setAttribute('decoding', 'sync');
        };
        new MutationObserver((changes) => {
          for (const change of changes) {
            if (change.target instanceof HTMLImageElement) eager(change.target);
            change.addedNodes.forEach((node) => {
              if (node instanceof HTMLImageElement) eager(node);
              if (node instanceof Element) node.querySelectorAll('img').forEach(eager);
            });
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['loading', 'decoding'] });
      });
    });

    for (const [name, path] of publicPages) {
      test(`${name}`, async ({ page }) => {
        await page.goto(path);
        // The page's own content first: scrolling an empty frame would leave the lazy sections unrendered.
        await expect(page.locator('main h1').first()).toBeVisible();
        await snapshot(page, `${name}-${width}`);
      });
    }

    test('profile', async ({ page }) => {
      // A demo member no other test changes.
      await page.goto('/login');
      await signIn(page, 'hira.baloch@example.com', 'Demo@12345');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Hira Baloch' }).first()).toBeVisible();
      await snapshot(page, `profile-${width}`);
    });

    test('complete profile', async ({ page }) => {
      await page.goto('/register');
      await register(page, { name: 'Sadia Noor', email: uniqueEmail(), phone: '0300 1234567', password: 'Lahore#Karachi2026' });
      await page.waitForURL((url) => !url.pathname.startsWith('/register'));
      await page.goto('/dashboard/complete-profile');
      await expect(page.getByLabel('Date of birth')).toBeVisible();
      await snapshot(page, `complete-profile-${width}`, { today: [page.getByLabel('Date of birth')] });
    });
  });
}
