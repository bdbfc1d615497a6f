#!/usr/bin/env node
// A phone's first view, measured in a real browser rather than simulated: Chromium throttled to Lighthouse's slow 4G
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a ×4 slower CPU, each page opened fresh (no cache).
// Prints per page the median first contentful paint, the largest contentful paint (the browser's last candidate before
// the page was ready), when the page was ready (hydrated: `#root[data-page-ready]`), and the blocking time of the long
// tasks the browser reported until then.
// Builds nothing: run `npm run build` first (and in the other checkout, for --against).
//   npm run bench:first-paint [-- /route /other-route] [-- --runs 5] [-- --against <dir>] [-- --as <email>] [-- --prepare <module>]
// --against <dir> measures another checkout's build on its own server, alternately with this one, so that both meet
// the same moments of a busy machine. --as opens the pages signed in as that demo account. --prepare names a module
// whose default export, `({ base, token })`, puts each site in the state a page needs before it is measured (e.g.
// tools/bench/enrol-quiz.mjs enrols the member in the course whose quiz /dashboard/11/start-quiz shows).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { publicPages, sessionCookies, startProductionSite } from './production-site.mjs';

const args = process.argv.slice(2);
const valueOf = (flag) => (args.indexOf(flag) >= 0 ? args[args.indexOf(flag) + 1] : undefined);
const valueAt = new Set(['--runs', '--as', '--against', '--prepare'].map((flag) => args.indexOf(flag)).filter((i) => i >= 0).map((i) => i + 1));
const asked = args.filter((a, i) => a.startsWith('/') && !valueAt.has(i));
const runs = Math.max(1, Number(valueOf('--runs')) || 5);
const against = valueOf('--against');
const as = valueOf('--as');
const prepare = valueOf('--prepare') && (await import(pathToFileURL(path.resolve(valueOf('--prepare'))).href)).default;

const sites = [{ label: against ? 'this build' : '', ...(await startProductionSite({ name: 'first-paint', portBase: 4190 })) }];
let browser;
try {
  if (against) sites.push({ label: 'before', ...(await startProductionSite({ name: 'first-paint-before', portBase: 4290, root: path.resolve(against) })) });
  for (const site of sites) if (as) site.cookies = (await sessionCookies(site.base, as)).map((cookie) => ({ ...cookie, url: site.base }));
  for (const site of sites) if (prepare) await prepare({ base: site.base, token: site.cookies?.find((cookie) => cookie.name === 'auth')?.value });
  const routes = asked.length ? asked : await publicPages(sites[0].base);
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

  /** One fresh load of a page, throttled: its first and largest paints, when it was ready and its blocking time until then. */
  async function measure(site, route) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      if (site.cookies) await context.addCookies(site.cookies);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = (window.__firstPaint = { long: [], ready: undefined, largest: [] });
        new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.long.push(e.duration))).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.largest.push(e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
        new MutationObserver((_, observer) => {
          if (document.getElementById('root')?.hasAttribute('data-page-ready')) {
            seen.ready = performance.now();
            observer.disconnect();
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-ready'] });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(site.base + route);
      await page.waitForFunction(() => window.__firstPaint.ready, null, { timeout: 60_000 });
      return await page.evaluate(() => {
        const { long, ready, largest } = window.__firstPaint;
        return {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          lcp: largest.filter((time) => time <= ready).at(-1) ?? NaN,
          ready,
          blocking: long.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
        };
      });
    } finally {
      await context.close();
    }
  }

  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`.padStart(10);
  console.log(`Chromium, slow 4G and ×4 CPU, ${runs} fresh load(s) per page, medians`);
  console.log('page'.padEnd(40), 'first paint'.padStart(11), 'largest'.padStart(10), 'ready'.padStart(10), 'blocking'.padStart(10));
  for (const route of routes) {
    const results = new Map(sites.map((site) => [site, []]));
    for (let i = 0; i < runs; i++) for (const site of sites) results.get(site).push(await measure(site, route));
    for (const site of sites) {
      const measured = results.get(site);
      const label = site.label ? `${route} [${site.label}]` : route;
      console.log(label.padEnd(40), ms(median(measured.map((m) => m.fcp))).padStart(11), ms(median(measured.map((m) => m.lcp))), ms(median(measured.map((m) => m.ready))), ms(median(measured.map((m) => m.blocking))));
    }
  }
} finally {
  await browser?.close();
  for (const site of sites) site.stop();
}
