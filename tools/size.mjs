#!/usr/bin/env node
// First-load JavaScript per route, read from a real browser load of the production build.
// Builds nothing: run `npm run build` first. Starts the production server on a fresh embedded
// database, opens each route in Chromium and sums the gzip size of every script the page loaded.
// Signed-in routes are opened as a demo member (or the account `--as` names).
// Two figures per route: the script the page ran before it was usable (asked for before `#root[data-page-ready]`:
// the whole page hydrated, or a page of islands with its islands above the fold, docs/decisions/028), and all the
// script its first view loaded (what hydrates once in view too). The budget is on the second. An Urdu page (`/ur/…`) also
// prints what its language costs: its catalogs and the Urdu typeface, each with a budget (docs/decisions/030).
//   npm run size [-- /route /other-route] [--as <email>] [--files]   (--files lists each script of each route)
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { publicPages, sessionCookies, startProductionSite } from './production-site.mjs';

// KB gzip. '/' was 180 while the home page was an empty state; with its content the public-site budget is 200.
// The learning programme pages are public marketing pages too: they keep to the home page's budget.
const visitorBudgets = { '/': 200, '/login': 220, '/pafla-google-career-certificates': 200, '/pafla-google-soft-skills': 200 };
// A member's first view of a dashboard page: the shell, the page's remote and page, and what the page's forms and
// lists load with it (docs/decisions/025).
const memberBudgets = Object.fromEntries(
  [
    '/dashboard',
    '/dashboard/peers',
    '/dashboard/events',
    '/dashboard/orders',
    '/dashboard/issues',
    '/dashboard/issues/new',
    '/dashboard/promotions',
    '/dashboard/bank-account',
    '/dashboard/membership',
    '/dashboard/edit-profile',
    '/dashboard/pafla-google-career-certificates',
    '/profile',
  ].map((route) => [route, 220]),
);
// An Urdu page (`/ur/…`, docs/decisions/030) may load, beyond its English page's budget, the catalogs of its language (the
// shell's, shared-ui's, shared-api's texts and the page's remote's: KB gzip) and the Urdu typeface (KB, woff2 as sent).
const urduBudgets = { catalogs: 30, font: 110 };
const englishOf = (route) => (route === '/ur' || route === '/ur/' ? '/' : route.startsWith('/ur/') ? route.slice(3) : route);
const isUrdu = (route) => englishOf(route) !== route;
const isCatalog = (url) => /locale-ur|texts-ur/.test(url);
const DEMO_MEMBER = 'hira.baloch@example.com';
const DEMO_PASSWORD = 'Demo@12345';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { as: { type: 'string' }, files: { type: 'boolean', default: false }, password: { type: 'string', default: DEMO_PASSWORD } } });

const { base, stop } = await startProductionSite({ name: 'size', portBase: 4390 });
const asked = positionals.length
  ? positionals.map((route) => ({ route, as: values.as ?? (englishOf(route) in memberBudgets ? DEMO_MEMBER : undefined) }))
  : [
      ...[...new Set([...(await publicPages(base)), '/register', '/about-us', '/pafla-google-career-certificates', '/pafla-google-soft-skills'])].map((route) => ({ route })),
      ...Object.keys(memberBudgets).map((route) => ({ route, as: values.as ?? DEMO_MEMBER })),
      // The same pages in Urdu: a few of each kind.
      ...['/ur/', '/ur/membership', '/ur/register', '/ur/login'].map((route) => ({ route })),
      ...['/ur/dashboard', '/ur/dashboard/events', '/ur/dashboard/edit-profile'].map((route) => ({ route, as: values.as ?? DEMO_MEMBER })),
    ];

/** A browser context signed in as `email`, with the session cookies the sign-in page would set. */
async function signedIn(browser, email) {
  const context = await browser.newContext();
  await context.addCookies((await sessionCookies(base, email, values.password)).map((cookie) => ({ ...cookie, url: base })));
  return context;
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  console.log('route'.padEnd(44), 'usable at'.padStart(10), 'JS gzip'.padStart(10), 'files'.padStart(6), ' budget   largest');
  const contexts = new Map();
  let over = 0;
  for (const { route, as } of asked) {
    const key = as ?? '';
    if (!contexts.has(key)) contexts.set(key, as ? await signedIn(browser, as) : await browser.newContext());
    const page = await contexts.get(key).newPage();
    const scripts = [];
    const fonts = [];
    // Every body is read before the page closes: a body still being read when it closed went uncounted.
    const reads = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') reads.push(response.body().then((body) => fonts.push({ url: new URL(response.url()).pathname, bytes: body.length }), () => undefined));
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        response
          .body()
          .then((body) => scripts.push({ url: new URL(response.url()).pathname, href: response.url(), gzip: zlib.gzipSync(body, { level: 9 }).length }))
          .catch(() => undefined),
      );
    });
    // Requests still open, for the quiet wait below.
    const open = new Set();
    // When each script was asked for, and (from the page itself) when it was marked usable.
    const askedAt = new Map();
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('root')?.hasAttribute('data-page-ready')) window.__readyAt ??= Date.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-ready'] });
    });
    page.on('request', (request) => {
      open.add(request);
      if (request.resourceType() === 'script' && !askedAt.has(request.url())) askedAt.set(request.url(), Date.now());
    });
    for (const done of ['requestfinished', 'requestfailed']) page.on(done, (request) => open.delete(request));
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // A quiet network is not yet a shown page: a remote page marks the root once its code has rendered it. Pages of
    // the shell itself (not found, the staff home) have no mark, hence the bounded wait.
    await page.waitForSelector('#root[data-page-ready]', { state: 'attached', timeout: 10_000 }).catch(() => undefined);
    const readyAt = (await page.evaluate(() => window.__readyAt).catch(() => undefined)) ?? Date.now();
    const early = new Set([...askedAt].filter(([, at]) => at <= readyAt).map(([url]) => url));
    // Then quiet again: nothing in flight for half a second. (Playwright's own networkidle wait, asked a second time,
    // sometimes never answered on a page that had long been idle; this one gives up after 15 s.)
    const waitedFrom = Date.now();
    let quietSince = waitedFrom;
    while (Date.now() - waitedFrom < 15_000) {
      if (open.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) break;
      await page.waitForTimeout(100);
    }
    await Promise.all(reads);
    await page.close();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const usable = scripts.filter((s) => early.has(s.href)).reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const english = as ? memberBudgets[englishOf(route)] : visitorBudgets[englishOf(route)];
    const budget = english && isUrdu(route) ? english + urduBudgets.catalogs : english;
    if (budget && total > budget) over += 1;
    const verdict = budget ? `${total <= budget ? 'ok  ' : 'OVER'} ${budget} KB` : '';
    const largest = scripts.sort((a, b) => b.gzip - a.gzip)[0];
    const label = as ? `${route} (signed in)` : route;
    console.log(label.padEnd(44), `${usable.toFixed(1)} KB`.padStart(10), `${total.toFixed(1)} KB`.padStart(10), String(scripts.length).padStart(6), ` ${verdict.padEnd(8)} ${largest ? `${largest.url} ${(largest.gzip / 1024).toFixed(1)} KB` : ''}`);
    if (isUrdu(route)) {
      const catalogs = scripts.filter((s) => isCatalog(s.url)).reduce((sum, s) => sum + s.gzip, 0) / 1024;
      const font = fonts.reduce((sum, f) => sum + f.bytes, 0) / 1024;
      const fits = catalogs <= urduBudgets.catalogs && font <= urduBudgets.font;
      if (!fits) over += 1;
      console.log(`${''.padEnd(4)}Urdu: catalogs ${catalogs.toFixed(1)} KB gzip (budget ${urduBudgets.catalogs}), typeface ${font.toFixed(1)} KB (budget ${urduBudgets.font})${fits ? '' : '  OVER'}`);
    }
    if (values.files) for (const script of scripts) console.log(`    ${`${(script.gzip / 1024).toFixed(1)} KB`.padStart(9)}  ${script.url}${early.has(script.href) ? '' : '  (after it was usable)'}`);
  }
  await browser.close();
  if (over) console.log(`${over} route(s) over budget`);
} finally {
  stop();
}
