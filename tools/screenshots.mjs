// Full-page screenshots of the production build at a phone's and a laptop's width, to look at what a change did:
//   npm run build && npm run screenshots -- / /blog /about-us [--as member@example.com] [--out /tmp/shots]
// Signs in with the demo password when --as is given. Reports any page that scrolls sideways.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startProductionSite } from './production-site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const out = option('--out', '/tmp/shots');
const as = option('--as', null);
const paths = args.length ? args : ['/'];
fs.mkdirSync(out, { recursive: true });

const { base, stop } = await startProductionSite({ name: 'shots', portBase: 4700 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 780 : 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    if (as) {
      await page.goto(`${base}/login`);
      await page.getByLabel(/e-?mail/i).first().fill(as);
      await page.getByLabel(/password/i).first().fill('Demo@12345');
      await page.getByRole('button', { name: /log ?in|sign ?in/i }).first().click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    }
    for (const route of paths) {
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const file = path.join(out, `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}${wide > 0 ? `  (scrolls sideways by ${wide} px)` : ''}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
