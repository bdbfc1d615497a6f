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

/** The slides a person sees: those whose middle is inside the carousel's window (the script or its CSS animation moves them). */
const shownSlides = (region: Locator) =>
  region.evaluate((carousel) => {
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
    const window = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    return slides
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return window && box.left + box.width / 2 > window.left && box.left + box.width / 2 < window.right;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  });

test('the featured-in carousel shows six logos on a wide screen, moves by itself before any touch and stops while hovered', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured in' });
  await expect.poll(() => shownSlides(carousel)).toEqual(['1 of 8', '2 of 8', '3 of 8', '4 of 8', '5 of 8', '6 of 8']);
  // On a page of islands nothing has hydrated it yet: its CSS animation moves it, one logo every 3 seconds.
  await expect(page.locator('#root')).toHaveAttribute('data-islands');
  await expect.poll(() => shownSlides(carousel), { timeout: 8_000 }).toEqual(['2 of 8', '3 of 8', '4 of 8', '5 of 8', '6 of 8', '7 of 8']);
  // Hovering hydrates it, and its script keeps it still, from the logo it shows.
  await carousel.hover();
  await expect(visibleSlides(carousel)).toHaveCount(6);
  const held = await shownSlides(carousel);
  await page.waitForTimeout(7_000);
  expect(await shownSlides(carousel)).toEqual(held);
  await expect(visibleSlides(carousel).first()).toHaveAttribute('aria-label', held[0] ?? '');
});

test('the featured-in carousel shows three logos on a phone and moves with its buttons @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured in' });
  await expect.poll(() => shownSlides(carousel)).toEqual(['1 of 8', '2 of 8', '3 of 8']);
  // With reduced motion it never moves by itself, and offers no pause button.
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeHidden();
  await page.waitForTimeout(3_500);
  expect(await shownSlides(carousel)).toEqual(['1 of 8', '2 of 8', '3 of 8']);
  // The first press hydrates it and is answered.
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(visibleSlides(carousel).first()).toHaveAttribute('aria-label', '2 of 8');
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toHaveCount(0);
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
