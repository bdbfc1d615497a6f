#!/usr/bin/env node
// First-load JavaScript per route, read from a real browser load of the production build.
// Builds nothing: run `npm run build` first. Starts the production server on a fresh embedded
// database, opens each route in Chromium and sums the gzip size of every script the page loaded.
//   npm run size [-- /route /other-route]
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startProductionSite } from './production-site.mjs';

// KB gzip. '/' was 180 while the home page was an empty state; with its content the public-site budget is 200.
// The learning programme pages are public marketing pages too: they keep to the home page's budget.
const budgets = { '/': 200, '/login': 220, '/pafla-google-career-certificates': 200, '/pafla-google-soft-skills': 200 };
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/register', '/about-us', '/events', '/pafla-google-career-certificates', '/pafla-google-soft-skills', '/dashboard/peers'];

const { base, stop } = await startProductionSite({ name: 'size', portBase: 4390 });

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  console.log('route'.padEnd(24), 'JS gzip'.padStart(10), 'files'.padStart(6), ' budget   largest');
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = [];
    // Every body is read before the page closes: a body still being read when it closed went uncounted.
    const reads = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        response
          .body()
          .then((body) => scripts.push({ url: new URL(response.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length }))
          .catch(() => undefined),
      );
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await Promise.all(reads);
    await page.close();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const budget = budgets[route];
    const verdict = budget ? `${total <= budget ? 'ok  ' : 'OVER'} ${budget} KB` : '';
    const largest = scripts.sort((a, b) => b.gzip - a.gzip)[0];
    console.log(route.padEnd(24), `${total.toFixed(1)} KB`.padStart(10), String(scripts.length).padStart(6), ` ${verdict.padEnd(8)} ${largest ? `${largest.url} ${(largest.gzip / 1024).toFixed(1)} KB` : ''}`);
  }
  await browser.close();
} finally {
  stop();
}
