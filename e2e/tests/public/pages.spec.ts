import { expect, test, type Page } from '../site';
import { scrollTo } from './scroll';

// Every public page renders its content, at 1280 px and (with @both) at 360 px, without sideways scrolling.
async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the home page shows its banner, sections and statistics @both', async ({ page }) => {
  await page.goto('/');
  await expect(h1(page, "The voice of Pakistan's freelancers")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Become a member' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured in' })).toBeVisible();
  for (const heading of ['What we do', 'Highlights', 'Our corporate partners', 'Freelancing in Pakistan', 'In the Press', 'Join the community']) {
    await expect(await scrollTo(page, page.getByRole('heading', { level: 2, name: heading }))).toBeVisible();
  }
  for (const figure of ['2.3M', '10+ billion', '$400M']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'See events' })).toHaveAttribute('href', '/events');
  await expect(page.getByRole('main').getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
  await expectFitsTheScreen(page);
});

test('about us shows who we are, the four objectives and the vision @both', async ({ page }) => {
  await page.goto('/about-us');
  await expect(h1(page, 'About Us')).toBeVisible();
  for (const objective of ['Advocate', 'Create community', 'Provide benefits', 'Build resources']) await expect(page.getByRole('heading', { name: objective })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expectFitsTheScreen(page);
});

test('the blog lists posts with short excerpts, and a post shows its content and author @both', async ({ page }) => {
  await page.goto('/blog');
  await expect(h1(page, 'Blog')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  const excerpt = await cards.first().locator('p').first().textContent();
  expect(excerpt!.length).toBeLessThanOrEqual(103);
  expect(excerpt).toMatch(/\.\.\.$/);
  await expectFitsTheScreen(page);

  const title = (await cards.first().getByRole('heading').textContent())!;
  await cards.first().getByRole('link').click();
  await expect(h1(page, title)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  const picture = page.locator('main article img').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('complementary', { name: 'About the author' }).getByRole('link', { name: /profile/ })).toHaveAttribute('href', /^\/member\/[a-z2-7]{16}$/);
  await expectFitsTheScreen(page);
});

test('an unknown blog post says so', async ({ page }) => {
  await page.goto('/blog/nothing-here/999999');
  await expect(page.getByRole('heading', { name: 'This blog post does not exist' })).toBeVisible();
});

test('media mentions link to the full articles in a new tab @both', async ({ page }) => {
  await page.goto('/media-mentions');
  await expect(h1(page, 'Media Mentions')).toBeVisible();
  const links = page.getByRole('link', { name: /Read Full Article/ });
  await expect(links).toHaveCount(10);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('rel', /noopener/);
  await expectFitsTheScreen(page);
});

test('the board shows eight directors with their position, bio and LinkedIn @both', async ({ page }) => {
  await page.goto('/board');
  await expect(h1(page, 'Our Leadership')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Dr. Saima Rahman' })).toBeVisible();
  await expect(page.getByText('Chairperson')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /LinkedIn/ })).toHaveCount(8);
  const clamp = await page.getByRole('article').first().locator('p[title]').evaluate((p) => getComputedStyle(p).webkitLineClamp);
  expect(clamp).toBe('4');
  await expectFitsTheScreen(page);
});

test('press releases list and open, with their PDF downloads @both', async ({ page, request }) => {
  await page.goto('/press-releases');
  await expect(h1(page, 'Press Releases')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.getByRole('link', { name: /Freelance Fest Gilgit brings/ }).click();
  await expect(h1(page, /Freelance Fest Gilgit brings/)).toBeVisible();
  await expect(page.getByText('Published 18 August 2022')).toBeVisible();
  const pdf = page.getByRole('link', { name: /^Press release \(PDF, \d+ KB\)$/ });
  const response = await request.get((await pdf.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectFitsTheScreen(page);
});

test('membership shows the nine benefits, the Seed and Surge packages and the FAQ @both', async ({ page }) => {
  await page.goto('/membership');
  await expect(h1(page, 'Membership')).toBeVisible();
  for (const benefit of ['Community', 'Voice & Support group', 'Exclusive Events', 'Discounts and Promotions', 'Insurance', 'Accounting and legal', 'Workshops & Training', 'Showcase', 'Banking']) {
    await expect(page.getByRole('heading', { level: 3, name: benefit, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Seed', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Surge', exact: true })).toBeVisible();
  await expect(page.getByText('Rs 500', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe' })).toBeVisible();
  // Each question is a summary the browser opens by itself (decision 038).
  const question = page.locator('summary', { hasText: 'Is membership really free?' });
  await expect(page.getByText('The Seed membership is free for ever.', { exact: false })).toBeHidden();
  await question.click();
  await expect(page.getByText('The Seed membership is free for ever.', { exact: false })).toBeVisible();
  await expectFitsTheScreen(page);
});

test('loans compare personal, car and home loans with Apply now @both', async ({ page }) => {
  await page.goto('/loans');
  await expect(h1(page, 'Loans')).toBeVisible();
  for (const loan of ['Personal Loan', 'Car Loan', 'Home Loan']) await expect(page.getByRole('heading', { name: loan, exact: true })).toBeVisible();
  await expect(page.getByText('Up to 100% of on-road price, tenure up to 7 years.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(3);
  await expectFitsTheScreen(page);
});

test('help is a placeholder page @both', async ({ page }) => {
  await page.goto('/help');
  await expect(h1(page, 'Help')).toBeVisible();
  await expectFitsTheScreen(page);
});
