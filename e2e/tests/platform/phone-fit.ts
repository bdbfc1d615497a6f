import type { CDPSession, Page } from '@playwright/test';

// A page already open at 1280 px, shown as a 360 × 740 phone shows it (a phone's screen, viewport rules and touch, as
// the phone project's), checked there, and given back at 1280 px: first-view.spec.ts checks each route at both widths
// in one visit. The phone is emulated through Chromium's own device metrics, which is what `isMobile` sets for a whole
// browser context.

/** What sticks out: the page's own sideways scroll, and elements past the screen's or their card's right edge. */
export const overflows = (page: Page) =>
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
    /** Wholly past the right edge of an ancestor that cuts off what sticks out of it (a carousel's slides waiting out of view): not shown. */
    const hidden = (element: Element, box: DOMRect) => {
      for (let e: Element | null = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const overflowX = getComputedStyle(e).overflowX;
        if (overflowX !== 'visible' && e.getBoundingClientRect().right <= box.left + 1) return true;
      }
      return false;
    };
    for (const element of Array.from(document.querySelectorAll('main *, header *'))) {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || hidden(element, box)) continue;
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

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const metrics = (size: { width: number; height: number }, mobile: boolean) => ({
  ...size,
  screenWidth: size.width,
  screenHeight: size.height,
  deviceScaleFactor: 1,
  mobile,
});

/** Each page's own line to Chromium's device emulation, opened once. */
const sessions = new WeakMap<Page, CDPSession>();

/** The layout settled: fonts in, the images in view loaded (a few seconds at most), and two frames drawn. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(inView.map((image) => new Promise((resolve) => { image.addEventListener('load', resolve, { once: true }); image.addEventListener('error', resolve, { once: true }); setTimeout(resolve, 3_000); })));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/**
 * Runs `check` on the open page as a 360 px phone shows it, once its requests have settled (as a page opened with
 * `waitUntil: 'networkidle'`; 30 s at most, then it fails by its address), and gives the page back at 1280 px.
 */
export async function atPhoneWidth<T>(page: Page, check: () => Promise<T>): Promise<T> {
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  const cdp = sessions.get(page)!;
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await cdp.send('Emulation.setDeviceMetricsOverride', metrics(PHONE, true));
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  try {
    await settled(page);
    return await check();
  } finally {
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await cdp.send('Emulation.setDeviceMetricsOverride', metrics(DESKTOP, false));
  }
}
