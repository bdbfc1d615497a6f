import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls down the way a visitor does until `target` exists and is in view: sections further down the
 * home page render only as the visitor approaches them.
 */
export async function scrollTo(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true;
        await page.mouse.wheel(0, 500);
        return false;
      },
      { message: 'scrolled to the section', timeout: 20_000, intervals: [150] },
    )
    .toBe(true);
  await target.first().scrollIntoViewIfNeeded();
  return target.first();
}
