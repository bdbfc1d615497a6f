#!/usr/bin/env node
// A phone's first touch, measured in a real browser: Chromium as a small phone (360×780, twice the pixels, touch) on a
// slow connection (400 ms round trip, 400 kbit/s down and up) with a ×4 slower CPU. Each measurement is made twice: cold
// (a fresh browser, no cache, nothing stored) and warm (the same page loaded once before, fully and unthrottled, and
// the measured load then throttled with that cache).
// A. A visitor's first press on five public controls, made as soon as the control is visible, and made once:
//    menu      `/`, the header's menu button: answered when `#mobile-nav` is visible;
//    question  `/membership`, the first question: answered when it is open (`details[open]`, or `aria-expanded="true"`)
//              and its answer is visible;
//    register  the demo's first event, the phone's booking bar's Register Now: a visitor's leads to the sign-in page,
//              answered when that page shows its form (`/login`, the password field visible);
//    tab       the same event, its first tab not selected (Photos): answered when it is `aria-selected` and its panel
//              visible;
//    sign-in   `/login`, the demo member's e-mail and password typed as soon as the fields are visible, then Login:
//              answered ("done") when the page has left `/login`.
//    landing   `/login` as a person signs in: each field touched, then typed at 200 ms a key, then Login: answered
//              when the member's landing page it leads to is ready (`#root[data-page-ready]`).
//    dashboard-menu  `/dashboard`, signed in as the demo member: the dashboard menu's button; answered when
//              `#dashboard-menu` is visible.
//    Per control: when the press was made (from the navigation's start), when it was taken (its first visible sign: the
//    control or one of its two parents marked `aria-busy="true"`, `data-held` or `data-loading`, a busy submit button, or
//    the answer itself) and when it was answered, both after the press, each at the first frame that shows it.
// B. A member's pages (the demo member, signed in), in English and in Urdu: when each was ready (hydrated:
//    `#root[data-page-ready]`) and the blocking time of the long tasks until then. The order page is the member's own
//    first order (`/dashboard/orders/<id>`): the demo member holds no ticket, so no `/ticket/<id>/order` is hers.
// C. INP: on each page opened cold, one more ordinary press once it is usable (the control pressed again, the dashboard
//    menu's button, or where the press led away, the header's menu button), and the largest duration the Event Timing
//    API reported on the page (and on the page the press left) as its INP.
// Builds nothing: run `npm run build` first (and in the other checkout, for --against).
//   npm run bench:first-touch [-- --runs 3] [-- --against <dir>] [-- --only menu,tab,dashboard] [-- --no-warm]
//     [-- --no-urdu] [-- --prepare <module>]
// --against <dir> measures another checkout's build on its own server, alternately with this one, so that both meet
// the same moments of a busy machine. --only names the controls (menu, question, register, tab, sign-in, landing) or member pages
// (dashboard, order, quiz, membership) to measure. --prepare names a module whose default export, `({ base, token })`,
// puts each site in the state a page needs (by default tools/bench/enrol-quiz.mjs, so that /dashboard/11/start-quiz
// shows its quiz).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { publicPages, repo, sessionCookies, startProductionSite } from './production-site.mjs';

const args = process.argv.slice(2);
const valueOf = (flag) => (args.indexOf(flag) >= 0 ? args[args.indexOf(flag) + 1] : undefined);
const runs = Math.max(1, Number(valueOf('--runs')) || 3);
const against = valueOf('--against');
const warmToo = !args.includes('--no-warm');
const urdu = !args.includes('--no-urdu');
const only = valueOf('--only')?.split(',').map((name) => name.trim()).filter(Boolean);

const MEMBER = { email: 'hira.baloch@example.com', password: 'Demo@12345' };
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
const CPU = 4;
const TIMEOUT = 20_000;
const LABEL = 50;
const MENU_BUTTON = 'button[aria-controls="mobile-nav"]';
const DASHBOARD_MENU_BUTTON = 'button[aria-controls="dashboard-menu"]';

/** The controls of A: where each is, the CSS selector of the control (its first match), and where a second press goes. */
const CONTROLS = [
  { name: 'menu', where: '/', route: () => '/', control: MENU_BUTTON, again: MENU_BUTTON },
  { name: 'question', where: '/membership', route: () => '/membership', control: '#faqs :is(summary, button[aria-expanded])', again: '#faqs :is(summary, button[aria-expanded])' },
  { name: 'register', where: 'the event', route: (site) => site.event, control: '[role="region"][aria-label="Register for this event"] :is(a, button)', leaves: true },
  { name: 'tab', where: 'the event', route: (site) => site.event, control: '[role="tab"][aria-selected="false"]', again: '[role="tab"]', skip: (site) => !site.tabs && 'the event has no tabs' },
  { name: 'sign-in', where: '/login', route: () => '/login', control: 'form:has(input[type="password"]) button[type="submit"]', leaves: true, fields: true },
  // A member's press (signed in): the dashboard's menu on a phone.
  { name: 'dashboard-menu', where: '/dashboard (member)', route: () => '/dashboard', control: DASHBOARD_MENU_BUTTON, again: DASHBOARD_MENU_BUTTON, member: true },
  { name: 'landing', where: '/login, typed → member page', route: () => '/login', control: 'form:has(input[type="password"]) button[type="submit"]', leaves: true, fields: 'typed' },
];
/** A person's pace on a phone's keyboard: ms between two keys (the landing control types at it). */
const TYPING_MS = 200;
/** The member pages of B, by name; the order page is found per site. */
const MEMBER_PAGES = [
  { name: 'dashboard', route: () => '/dashboard' },
  { name: 'order', route: (site) => site.order, skip: (site) => !site.order && `${MEMBER.email} has no order` },
  { name: 'quiz', route: () => '/dashboard/11/start-quiz' },
  { name: 'membership', route: () => '/dashboard/membership' },
];
const known = [...CONTROLS, ...MEMBER_PAGES].map((item) => item.name);
const unknown = only?.filter((name) => !known.includes(name)) ?? [];
if (unknown.length) {
  console.error(`--only: no control or member page named ${unknown.join(', ')} (known: ${known.join(', ')})`);
  process.exit(2);
}
const chosen = (item) => !only || only.includes(item.name);
const prepare = (await import(pathToFileURL(path.resolve(valueOf('--prepare') ?? path.join(repo, 'tools/bench/enrol-quiz.mjs'))).href)).default;

/**
 * Runs in every document of a measured page: long tasks, Event Timing's largest duration, the moment the page is ready,
 * and once armed, the first press and a check at each frame of what it was answered with. What a press left behind (the
 * press, taken, answered) is kept in sessionStorage, so that the page it led to goes on checking.
 */
function instrument() {
  const KEY = '__firstTouch';
  const load = () => { try { return JSON.parse(sessionStorage.getItem(KEY)) ?? {}; } catch { return {}; } };
  const save = (state) => { try { sessionStorage.setItem(KEY, JSON.stringify(state)); } catch { /* no storage on about:blank */ } };
  const now = () => performance.timeOrigin + performance.now();
  const seen = (window.__firstTouch = { long: [], ready: undefined, inp: 0 });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.long.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
  const onEvents = (list) => list.getEntries().forEach((e) => (seen.inp = Math.max(seen.inp, e.duration)));
  new PerformanceObserver(onEvents).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver(onEvents).observe({ type: 'first-input', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.getElementById('root')?.hasAttribute('data-page-ready')) return;
    seen.ready = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-ready'] });
  addEventListener('pagehide', () => save({ ...load(), inp: Math.max(load().inp ?? 0, seen.inp) }));

  const visible = (el) => Boolean(el?.isConnected && el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().height > 0);
  const byRef = (el, attribute) => el && document.getElementById(el.getAttribute(attribute) ?? '');
  const marked = (el) => ['aria-busy', 'data-held', 'data-loading'].some((a) => el.hasAttribute(a) && (a !== 'aria-busy' || el.getAttribute(a) === 'true'));
  const pending = (el) => Boolean(el) && [el, el.parentElement, el.parentElement?.parentElement].some((n) => n && marked(n));
  const answers = {
    menu: () => visible(document.getElementById('mobile-nav')),
    'dashboard-menu': () => visible(document.getElementById('dashboard-menu')),
    question: (el) => (el?.tagName === 'SUMMARY' ? el.parentElement.open && [...el.parentElement.children].some((c) => c !== el && visible(c)) : el?.getAttribute('aria-expanded') === 'true' && visible(byRef(el, 'aria-controls'))),
    register: () => location.pathname === '/login' && visible(document.querySelector('form input[type="password"]')),
    // Its panel by `aria-controls`, or the panel labelled by it (a client's id may differ from the server's).
    tab: (el) => el?.getAttribute('aria-selected') === 'true' && visible(byRef(el, 'aria-controls') ?? document.querySelector(`[role="tabpanel"][aria-labelledby="${CSS.escape(el.id)}"]`)),
    'sign-in': () => location.pathname !== '/login',
    landing: () => location.pathname !== '/login' && Boolean(document.getElementById('root')?.hasAttribute('data-page-ready')),
  };
  const busy = (el) => pending(el) || Boolean(el && (el.disabled || el.querySelector('[data-loading], .chakra-spinner')));

  // Until the second press: the first frame that shows a sign of the press, its answer, and the answer undone again.
  let control;
  const check = () => {
    const state = load();
    if (state.again) return;
    const el = control?.isConnected ? control : document.querySelector(state.selector);
    const answered = answers[state.name](el);
    const first = { taken: !state.taken && (answered || busy(el)), answered: !state.answered && answered, undone: state.answered && !answered && !state.undone };
    const at = now();
    for (const key of Object.keys(first)) if (first[key]) state[key] = at;
    if (Object.values(first).some(Boolean)) save(state);
    requestAnimationFrame(check);
  };
  window.__firstTouch.arm = (name, selector) => {
    save({ name, selector });
    const onPress = (event) => {
      if (!event.isTrusted) return;
      removeEventListener('pointerdown', onPress, true);
      removeEventListener('touchstart', onPress, true);
      control = document.querySelector(selector);
      save({ ...load(), press: performance.timeOrigin + event.timeStamp, pressAt: event.timeStamp, elsewhere: !control?.contains(event.target) });
      requestAnimationFrame(check);
    };
    addEventListener('pointerdown', onPress, true);
    addEventListener('touchstart', onPress, true);
  };
  // The page a press led to goes on checking for its answer.
  const state = load();
  if (state.name && state.press && !state.again) requestAnimationFrame(check);
}

let browser;
const sites = [{ label: against ? 'this build' : '', root: repo }];
if (against) sites.push({ label: 'before', root: path.resolve(against) });
try {
  const conditions = `${NETWORK.latency} ms round trip, ${(NETWORK.downloadThroughput * 8) / 1024} kbit/s down, ${(NETWORK.uploadThroughput * 8) / 1024} kbit/s up`;
  console.log(`Chromium as a phone (360×780, ×2, touch), ${conditions}, ×${CPU} CPU; ${runs} run(s) each cold${warmToo ? ' and warm' : ''}, medians`);
  for (const [i, site] of sites.entries()) Object.assign(site, await startProductionSite({ name: `first-touch-${i}`, portBase: 4330 + i * 100, root: site.root }));
  for (const site of sites) {
    site.event = (await publicPages(site.base))[2];
    site.tabs = (await (await fetch(site.base + site.event)).text()).includes('role="tab"');
    site.cookies = (await sessionCookies(site.base, MEMBER.email, MEMBER.password)).map((cookie) => ({ ...cookie, url: site.base }));
    const token = site.cookies.find((cookie) => cookie.name === 'auth').value;
    const orders = await (await fetch(`${site.base}/api/user/orders`, { headers: { authorization: `Bearer ${token}` } })).json();
    site.order = orders.data?.items?.[0] && `/dashboard/orders/${orders.data.items[0].id}`;
    if (MEMBER_PAGES.some((p) => p.name === 'quiz' && chosen(p))) await prepare({ base: site.base, token });
  }
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

  /** A fresh context as the phone; warm: with `url` loaded once before, unthrottled, until it was ready. */
  async function phone(site, url, { warm, member }) {
    const context = await browser.newContext(PHONE);
    if (member) await context.addCookies(site.cookies);
    if (warm) {
      const first = await context.newPage();
      await first.goto(url, { waitUntil: 'load' });
      await first.waitForSelector('#root[data-page-ready]', { state: 'attached', timeout: TIMEOUT });
      await first.close();
    }
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !warm });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    return { context, page };
  }

  const stored = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('__firstTouch')) ?? {}).catch(() => undefined);
  const afterPaint = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 500)))));
  const untilReady = (page) => page.waitForFunction(() => window.__firstTouch?.ready, null, { timeout: TIMEOUT, polling: 100 });
  /** Event Timing's largest duration on this page and on the one before it in the tab. */
  const inpOf = async (page) => Math.max((await stored(page))?.inp ?? 0, await page.evaluate(() => window.__firstTouch.inp));

  /** One first press on a control: ms from the navigation to the press, and from the press to its sign and its answer. */
  async function pressOnce(site, control, { warm, inp }) {
    const url = site.base + control.route(site);
    const { context, page } = await phone(site, url, { warm, member: control.member });
    try {
      await page.goto(url, { waitUntil: 'commit' });
      const target = page.locator(control.control).first();
      if (control.fields === 'typed') {
        // As a person signs in: a touch on each field, then its keys one by one.
        for (const [field, text] of [['form input[type="email"]', MEMBER.email], ['form input[type="password"]', MEMBER.password]]) {
          await page.locator(field).waitFor({ state: 'visible', timeout: TIMEOUT });
          await page.locator(field).tap({ timeout: TIMEOUT });
          await page.keyboard.type(text, { delay: TYPING_MS });
        }
      } else if (control.fields) {
        await page.locator('form input[type="email"]').waitFor({ state: 'visible', timeout: TIMEOUT });
        await page.locator('form input[type="email"]').fill(MEMBER.email);
        await page.locator('form input[type="password"]').fill(MEMBER.password);
      }
      await target.waitFor({ state: 'visible', timeout: TIMEOUT });
      await page.evaluate(([name, selector]) => window.__firstTouch.arm(name, selector), [control.name, control.control]);
      await target.tap({ timeout: TIMEOUT });
      let state;
      for (const started = Date.now(); Date.now() - started < TIMEOUT; await new Promise((r) => setTimeout(r, 250))) {
        state = (await stored(page)) ?? state;
        if (state?.answered) break;
      }
      const result = { press: state?.pressAt ?? NaN, taken: (state?.taken ?? NaN) - state?.press, answered: (state?.answered ?? NaN) - state?.press, notes: [] };
      if (state?.elsewhere) result.notes.push('the tap landed outside the control');
      if (!state?.answered) {
        console.log('DEBUG', page.url(), await page.evaluate(() => [document.getElementById('root')?.getAttributeNames().join(' '), document.title, JSON.stringify(window.__firstTouch && { ready: window.__firstTouch.ready }), sessionStorage.getItem('__firstTouch'), document.body.innerText.slice(100, 900), document.querySelector('form')?.outerHTML.slice(0, 1500)]).catch((e) => String(e)));
        return { ...result, notes: [...result.notes, `not answered within ${TIMEOUT / 1000} s`] };
      }
      await afterPaint(page);
      // A press given twice would undo its own answer (a menu opened, then shut).
      if ((await stored(page))?.undone) result.notes.push('answered, then undone');
      if (inp) {
        await page.evaluate(() => sessionStorage.setItem('__firstTouch', JSON.stringify({ ...JSON.parse(sessionStorage.getItem('__firstTouch')), again: true })));
        if (control.leaves) await untilReady(page);
        await page.locator(control.again ?? MENU_BUTTON).first().tap({ timeout: TIMEOUT });
        await afterPaint(page);
        result.inp = await inpOf(page);
      }
      return result;
    } finally {
      await context.close();
    }
  }

  /** One load of a member page: ms to ready and the blocking time until then; INP after a press on a harmless control. */
  async function memberLoad(site, route, { warm, inp }) {
    const url = site.base + route;
    const { context, page } = await phone(site, url, { warm, member: true });
    try {
      await page.goto(url, { waitUntil: 'commit' });
      if (!(await untilReady(page).then(() => true, () => false))) return { ready: NaN, blocking: NaN, notes: [`never ready within ${TIMEOUT / 1000} s`] };
      const result = await page.evaluate(() => {
        const { long, ready } = window.__firstTouch;
        return { ready, blocking: long.filter((t) => t.start < ready).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0), notes: [] };
      });
      if (inp) {
        const menu = page.locator('button[aria-controls="dashboard-menu"]').first();
        await ((await menu.isVisible()) ? menu : page.locator(MENU_BUTTON).first()).tap({ timeout: TIMEOUT });
        await afterPaint(page);
        result.inp = await inpOf(page);
      }
      return result;
    } finally {
      await context.close();
    }
  }

  const median = (values) => {
    const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
    return measured.length ? measured[Math.floor(measured.length / 2)] : NaN;
  };
  const ms = (values) => (Number.isFinite(median(values)) ? Math.round(median(values)).toLocaleString('en-US') : '—');
  /** A line of a table: its label, the cold cells, the warm cells (9 characters each), and any notes. */
  const row = (label, cold, warm, notes = '') => [label.padEnd(LABEL), ...cold.map((c) => c.padStart(9)), ' |', ...warm.map((c) => c.padStart(9)), notes].join(' ').trimEnd();
  const heading = (label, columns) => {
    const names = { press: 'press', taken: 'taken', answered: 'answered', inp: 'INP', ready: 'ready', blocking: 'blocking' };
    console.log(row('', ['cold'.padEnd(9 * columns.length + columns.length - 1)], ['warm'.padEnd(9)]));
    console.log(row(label, columns.map((c) => names[c]), columns.filter((c) => c !== 'inp').map((c) => names[c])));
  };

  /** Measures `item` on each site, alternately, `runs` times cold (with INP) and warm; prints a line per site. */
  async function compare(item, measure, columns) {
    const results = new Map(sites.map((site) => [site, { cold: [], warm: [] }]));
    const measured = sites.filter((site) => !item.skip?.(site));
    for (let i = 0; i < runs; i++) {
      for (const site of measured) results.get(site).cold.push(await measure(site, { warm: false, inp: true }));
      if (warmToo) for (const site of measured) results.get(site).warm.push(await measure(site, { warm: true, inp: false }));
    }
    for (const site of sites) {
      const label = site.label ? `${item.label(site)} [${site.label}]` : item.label(site);
      if (item.skip?.(site)) {
        console.log(label.padEnd(LABEL), `skipped: ${item.skip(site)}`);
        continue;
      }
      const { cold, warm } = results.get(site);
      const of = (list) => (key) => ms(list.map((r) => r[key]));
      const warmCells = warmToo ? columns.filter((c) => c !== 'inp').map(of(warm)) : ['skipped (--no-warm)'];
      const notes = [...new Set([...cold.flatMap((r) => r.notes.map((n) => `cold: ${n}`)), ...warm.flatMap((r) => r.notes.map((n) => `warm: ${n}`))])];
      console.log(row(label, columns.map(of(cold)), warmCells, notes.length ? `(${notes.join('; ')})` : ''));
    }
  }

  const controls = CONTROLS.filter(chosen);
  if (controls.length) {
    console.log('\nA. First press on a control, as a visitor (the dashboard menu: as the member) (ms; press: from the navigation; taken, answered: from the press)');
    console.log(`   the event: ${sites[0].event}`);
    heading('control', ['press', 'taken', 'answered', 'inp']);
    for (const control of controls) {
      const item = { ...control, label: () => `${control.name} ${control.where}` };
      await compare(item, (site, how) => pressOnce(site, control, how), ['press', 'taken', 'answered', 'inp']);
    }
  }

  const memberPages = MEMBER_PAGES.filter(chosen).flatMap((p) => [p, ...(urdu ? [{ ...p, route: (site) => p.route(site) && `/ur${p.route(site)}` }] : [])]);
  if (memberPages.length) {
    console.log(`\nB. A member's pages, signed in as ${MEMBER.email} (ms from the navigation; blocking: long tasks until ready)`);
    heading('page', ['ready', 'blocking', 'inp']);
    for (const memberPage of memberPages) {
      const item = { ...memberPage, label: (site) => `${memberPage.name} ${memberPage.route(site) ?? '(none)'}` };
      await compare(item, (site, how) => memberLoad(site, memberPage.route(site), how), ['ready', 'blocking', 'inp']);
    }
  }
  console.log('\nINP: the largest Event Timing duration on the page opened cold (and the page its press left), after one more press.');
} finally {
  await browser?.close();
  for (const site of sites) site.stop?.();
}
