import { expect, test, type Locator } from '../site';
import { scrollTo } from './scroll';

const visibleSlides = (region: Locator) => region.locator('[aria-roledescription="slide"][aria-hidden="false"]');

test('View More shows the other partners and View Less hides them again @both', async ({ page }) => {
  await page.goto('/');
  const toggle = await scrollTo(page, page.getByRole('button', { name: 'View More' }));
  await expect(page.getByRole('list', { name: 'Corporate partners' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Other partners' })).toHaveCount(0);
  await toggle.click();
  await expect(page.getByRole('list', { name: 'Other partners' }).getByRole('listitem')).toHaveCount(8);
  await page.getByRole('button', { name: 'View Less' }).click();
  await expect(page.getByRole('list', { name: 'Other partners' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View More' })).toHaveAttribute('aria-expanded', 'false');
});

test('the featured-in carousel shows six logos on a wide screen, moves by itself and stops while hovered', async ({ page }) => {
  // The page's clock, moved by the test: no waiting for the carousel's interval in real time.
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured in' });
  await expect(visibleSlides(carousel)).toHaveCount(6);
  const first = await visibleSlides(carousel).first().getAttribute('aria-label');
  await page.clock.runFor(10_000);
  await expect(visibleSlides(carousel).first()).not.toHaveAttribute('aria-label', first ?? '');
  await carousel.hover();
  const held = await visibleSlides(carousel).first().getAttribute('aria-label');
  await page.clock.runFor(10_000);
  await expect(visibleSlides(carousel).first()).toHaveAttribute('aria-label', held ?? '');
});

test('the featured-in carousel shows three logos on a phone and moves with its buttons @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured in' });
  await expect(visibleSlides(carousel)).toHaveCount(3);
  // With reduced motion it never moves by itself, and offers no pause button.
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toHaveCount(0);
  await expect(visibleSlides(carousel).first()).toHaveAttribute('aria-label', '1 of 8');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(visibleSlides(carousel).first()).toHaveAttribute('aria-label', '2 of 8');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(visibleSlides(carousel).first()).toHaveAttribute('aria-label', '6 of 8');
});

test('choosing a highlight plays that video in the main player @both', async ({ page, isMobile }) => {
  await page.goto('/');
  const highlights = await scrollTo(page, page.getByRole('region', { name: 'Highlight videos' }));
  await expect(visibleSlides(highlights)).toHaveCount(isMobile ? 2 : 4);
  // Nothing from the video host loads until a visitor asks for a video.
  await expect(page.locator('iframe')).toHaveCount(0);
  await highlights.getByRole('button', { name: /^Play Imran Shah/ }).click();
  const player = page.locator('iframe[title^="Imran Shah"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
  await expect(page.getByText(/^Now showing: Imran Shah/)).toBeVisible();
});
