import { expect, test } from '../site';

test('the Gilgit edition shows 16–17 August 2022 with seventeen slots, then Workshops @phone', async ({ page }) => {
  await page.goto('/freelance-fest-2022-gilgit');
  await expect(page.getByRole('heading', { level: 1, name: 'Freelance Fest 2022 Gilgit' })).toBeVisible();
  await expect(page.getByRole('link', { name: '16–17 August 2022: add to your calendar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'August 16th' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Schedule for August 16th' }).getByRole('listitem')).toHaveCount(17);
  await page.getByRole('tab', { name: 'August 17th' }).click();
  const dayTwo = page.getByRole('list', { name: 'Schedule for August 17th' });
  await expect(dayTwo.getByRole('listitem')).toHaveCount(1);
  await expect(dayTwo.getByText('Workshops', { exact: true })).toBeVisible();
  // spec: the Gilgit page also links to all speakers, Freelance Fest 2022's on its flagship page, opened at them.
  await page.getByRole('link', { name: 'View all speakers' }).click();
  await expect(page).toHaveURL(/\/freelance-fest-2022#speakers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Freelance Fest 2022' })).toBeAttached();
  // The page opens at the speakers, far below the top on a phone, their heading clear of the sticky header, and stays
  // there once it has hydrated.
  await expect(page.locator('#root[data-page-ready]')).toBeAttached();
  const heading = page.getByRole('region', { name: 'Speakers' }).getByRole('heading', { level: 2, name: 'Speakers' });
  await expect(heading).toBeInViewport({ ratio: 1 });
  const headingTop = (await heading.boundingBox())!.y;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(headingTop).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('only the Gilgit edition links to all speakers @phone', async ({ page }) => {
  for (const path of ['/freelance-fest-2022', '/freelance-fest-2022-islamabad']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Speakers' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'View all speakers' })).toHaveCount(0);
  }
});

test('on a phone, long schedule descriptions open with More and close with Less; short ones have no toggle', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/freelance-fest-2022-gilgit');
  const dayOne = page.getByRole('list', { name: 'Schedule for August 16th' });
  const registration = dayOne.getByRole('listitem').filter({ hasText: 'Registration and morning tea' });
  await expect(registration.getByRole('button')).toHaveCount(0);
  const keynote = dayOne.getByRole('listitem').filter({ hasText: 'Keynote: Freelancing from the mountains' });
  const text = keynote.getByText(/^How remote work can keep talent/);
  const lines = () => text.evaluate((p) => getComputedStyle(p).webkitLineClamp);
  expect(await lines()).toBe('2');
  await keynote.getByRole('button', { name: 'More' }).click();
  await expect(keynote.getByRole('button', { name: 'Less' })).toBeVisible();
  expect(await lines()).toBe('none');
  await keynote.getByRole('button', { name: 'Less' }).click();
  expect(await lines()).toBe('2');
});

test('More shows only under descriptions the clamp really cuts, at any width', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/freelance-fest-2022-gilgit');
    const dayOne = page.getByRole('list', { name: 'Schedule for August 16th' });
    await expect(dayOne.getByRole('listitem')).toHaveCount(17);
    const slots = await dayOne.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const text = item.querySelector('p[id]') as HTMLElement | null;
        return { cut: text ? text.scrollHeight > text.clientHeight + 1 : false, more: Boolean(item.querySelector('button')) };
      }),
    );
    expect(slots.filter((s) => s.more !== s.cut), `at ${width} px`).toEqual([]);
    if (width === 360) expect(slots.some((s) => s.more)).toBe(true);
  }
});

test('the date downloads a calendar event for the edition’s days', async ({ page }) => {
  await page.goto('/freelance-fest-2022-gilgit');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /add to your calendar/ }).click();
  const file = await (await download).path();
  const ics = (await import('node:fs')).readFileSync(file!, 'utf8');
  expect(ics).toContain('DTSTART:20220816T040000Z');
  expect(ics).toContain('SUMMARY:Freelance Fest 2022 Gilgit');
});

for (const path of ['/freelance-fest-2022-islamabad', '/freelance-fest-islamabad-2022']) {
  test(`Islamabad at ${path} is one edition on 26–27 March 2022 @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Freelance Fest 2022 Islamabad' })).toBeVisible();
    await expect(page.getByRole('link', { name: '26–27 March 2022: add to your calendar' })).toHaveAttribute('href', '/api/conferences/freelance-fest-2022-islamabad/calendar.ics');
    await expect(page.getByRole('tab', { name: 'March 26th' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'March 27th' })).toBeVisible();
  });
}

test('the general page has keynote speakers, sponsors in their tiers, FAQs and in-page links @phone', async ({ page }) => {
  await page.goto('/freelance-fest-2022');
  await expect(page.getByRole('heading', { level: 1, name: 'Freelance Fest 2022' })).toBeVisible();
  await expect(page.getByText('Keynote Speaker').first()).toBeVisible();
  const tiers = page.getByRole('region', { name: 'Sponsors and partners' }).getByRole('heading', { level: 3 });
  await expect(tiers).toHaveText(['Knowledge Partner', 'Platinum Sponsor', 'Supporting Partner', 'Payments Partner', 'Live Streaming Partner', 'Academic Partner', 'Tech Partner', 'Collaborating Partner']);
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/#faqs$/);
  await page.locator('summary', { hasText: 'Is there a fee to attend?' }).click();
  await expect(page.getByText(/Entry is free for members/)).toBeVisible();
  expect(await page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).some((e) => e.event === 'ViewContent'))).toBe(true);
});

test('the header’s event logo leads to the event the server features from the data @both', async ({ page, isMobile }) => {
  // The next conference edition while one is coming, else the next event, else the latest edition (server: featured-event.ts).
  const featured = (await (await page.request.get('/remotes.json')).json()).org.featuredEvent as { label: string; path: string };
  expect(featured.label).not.toBe('');
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: featured.label }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: featured.label }).click();
  }
  await expect.poll(() => new URL(page.url()).pathname).toBe(featured.path);
  await expect(page.getByRole('heading', { level: 1, name: featured.label })).toBeVisible();
});
