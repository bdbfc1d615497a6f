import { expect, test, type Page } from '../site';
import { signIn } from '../support';

// The seed's demo directory: the six hand-written members lead it, 42 generated ones follow (several pages).
const DEMO_PASSWORD = 'Demo@12345';

const cards = (page: Page) => page.getByRole('list', { name: 'Members' }).getByRole('article');
const counter = (page: Page) => page.getByText(/^Showing \d+ of [\d,]+ members?$/);
const shown = async (page: Page) => {
  const [, now, total] = /Showing (\d+) of ([\d,]+)/.exec((await counter(page).textContent()) ?? '') ?? [];
  return { now: Number(now), total: Number(total?.replace(/,/g, '')) };
};

test('Our Voice loads page after page as a visitor scrolls, down to the last one @phone', async ({ page }) => {
  await page.goto('/our-voice');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Voice' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const first = await shown(page);
  expect(first.now).toBe(12);
  expect(first.total).toBeGreaterThan(12);
  // The first card: rate in PKR followed by /hr.
  await expect(cards(page).first()).toContainText(/Rs [\d,]+\/hr/);
  await expect
    .poll(
      async () => {
        if (await page.getByText('That is everyone.').isVisible()) return true;
        await page.mouse.wheel(0, 1500);
        return false;
      },
      { message: 'scrolled to the last page', timeout: 30_000, intervals: [200] },
    )
    .toBe(true);
  const last = await shown(page);
  expect(last.now).toBe(last.total);
  await expect(cards(page)).toHaveCount(last.total);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('Our Voice arrives with its first page and the skills to filter by: no request for them @phone', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/storage/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto('/our-voice');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Software Development' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('Load more works from the keyboard', async ({ page }) => {
  await page.goto('/our-voice');
  await expect(cards(page).first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText(/^Showing 24 of/);
});

test('a visitor who opens a card is told why to sign in and comes back to that profile @phone', async ({ page }) => {
  await page.goto('/our-voice?q=hira%20baloch');
  await page.getByRole('link', { name: 'View profile of Hira Baloch' }).click();
  await expect(page).toHaveURL(/\/login\?referrer=%2Fmember%2F[a-z2-7]+$/);
  await expect(page.getByText('Sign in to view member profiles.')).toBeVisible();
  await signIn(page, 'usman.tariq@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/member\/[a-z2-7]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hira Baloch' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Education' })).toBeVisible();
  await expect(page.getByText('University of Balochistan')).toBeVisible();
});

test('filters narrow the member directory, and Back returns to the same filtered list @phone', async ({ page }) => {
  await page.goto('/login?referrer=%2Fdashboard%2Fpeers');
  await signIn(page, 'ayesha.siddiqui@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/peers$/);
  await expect(cards(page).first()).toBeVisible();
  const everyone = (await shown(page)).total;

  await page.getByRole('button', { name: 'Software Development' }).click();
  await page.getByRole('button', { name: 'Design & Creative' }).click();
  await expect(page).toHaveURL(/skills=\d+%2B\d+/);
  await page.getByLabel('Hourly rate').selectOption({ label: 'Rs 3,000 and above' });
  await expect(page).toHaveURL(/hourly_rate=3000%2C100000/);
  // The skills alone already narrow the list: wait until every card shown is one of the rate's answer, read at once.
  const rates = async () =>
    (await cards(page).allTextContents()).map((text) => Number(/Rs ([\d,]+)\/hr/.exec(text)?.[1]?.replace(/,/g, '')));
  await expect.poll(async () => {
    const shownRates = await rates();
    return shownRates.length ? Math.min(...shownRates) : 0;
  }).toBeGreaterThanOrEqual(3000);
  const narrowed = await shown(page);
  expect(narrowed.total).toBeLessThan(everyone);
  const firstName = await cards(page).first().getByRole('heading').textContent();

  await cards(page).first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: firstName ?? '' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/skills=\d+%2B\d+&hourly_rate=3000%2C100000$/);
  await expect(page.getByRole('button', { name: 'Design & Creative' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Hourly rate')).toHaveValue('3000,100000');
  expect((await shown(page)).total).toBe(narrowed.total);
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstName ?? '');

  await page.getByLabel('Search by name').fill('zzqx');
  await page.getByLabel('Search by name').press('Enter');
  await expect(page.getByRole('heading', { name: 'No members match these filters' })).toBeVisible();
});

test('“Your profile” in the dashboard menu opens the member’s own profile as others see it', async ({ page }) => {
  await page.goto('/login?referrer=%2Fdashboard%2Fpeers');
  await signIn(page, 'bilal.khan@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/peers$/);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/member\/[a-z2-7]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bilal Ahmed Khan' })).toBeVisible();
  await expect(page.getByText('This is your profile as other members see it.')).toBeVisible();
});

test('a member photo on a card is fetched small, in WebP, and drawn at its size @phone', async ({ page }) => {
  const photos: Array<{ url: string; type: string; bytes: number }> = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/storage/') || response.request().resourceType() !== 'image') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    photos.push({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: body.length });
  });
  await page.goto('/our-voice');
  const photo = cards(page).first().locator('img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toMatch(/\/api\/storage\/[a-z0-9]+\.(png|jpg)\?w=(96|192|384)$/);
  const fetched = photos.find((p) => p.url === src);
  expect(fetched?.type).toBe('image/webp');
  const box = await photo.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(96);
});
