#!/usr/bin/env node
// The door's offline use, measured in a real browser: Chromium as a small phone (360×780, twice the pixels, touch) on
// the production build served on PostgreSQL (DATABASE_URL, a throw-away one under tools/with-postgres.sh), with one
// upcoming event (in 3 days, 8 hours long) of --tickets paid (free) tickets, each held by a Pakistani name, seeded
// straight into the database once the site is up. Staff (zainab.hussain@example.com) open `/staff/check-in?event=<id>`.
// A. Preparing on Slow 4G (Chrome DevTools' preset: 562.5 ms round trip, 1.4745 Mbit/s down, 675 kbit/s up): the page
//    opened unthrottled and hydrated, then throttled; the phone's name typed, "Prepare this phone for offline use"
//    pressed, and the time until "Ready offline" is visible. With it: the pack's answer (`POST .../door/devices`) on
//    the wire and decoded, and every byte the page and the service worker transferred meanwhile (the page's requests
//    as CDP reports them, the worker's as the browser context reports them). Each run a new phone (a fresh context).
// B. Bytes stored by a prepared phone: `navigator.storage.estimate()` before and after (usage, and per kind when the
//    browser says), the tickets in IndexedDB `pafla-offline-door`, and the Cache Storage caches named `pafla-offline-*`
//    (entries, and the sum of their bodies).
// C. Scan to answer with no network at CPU ×4: the last prepared phone offline, the page reloaded (from the service
//    worker), then for --scans different valid tickets: from the code form's submission to the result region showing
//    that holder admitted; then 10 refusals (the first codes again: already checked in). The codes are made as the
//    server signs them, with the Ed25519 key it keeps in `signing_keys`.
// Figures only, no verdict. Builds nothing: run `npm run build` first.
//   npm run bench:offline-door [-- --tickets 2000] [-- --runs 3] [-- --scans 30]
import { createPrivateKey, sign } from 'node:crypto';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { sessionCookies, startProductionSite } from './production-site.mjs';

const args = process.argv.slice(2);
const valueOf = (flag) => (args.indexOf(flag) >= 0 ? args[args.indexOf(flag) + 1] : undefined);
const tickets = Math.max(1, Number(valueOf('--tickets')) || 2000);
const runs = Math.max(1, Number(valueOf('--runs')) || 3);
const scans = Math.max(1, Math.min(tickets, Number(valueOf('--scans')) || 30));
const REFUSALS = Math.min(10, scans);

const STAFF = 'zainab.hussain@example.com';
const OWNERS = ['hira.baloch@example.com'];
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** Chrome DevTools' "Slow 4G" preset. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 184_320, uploadThroughput: 84_375 };
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const CPU = 4;
const TIMEOUT = 120_000;
const PAUSE_MS = 300;
const PREPARE = 'Prepare this phone for offline use';

if (!process.env.DATABASE_URL) {
  console.error('No DATABASE_URL: run it as `npm run bench:offline-door` (tools/with-postgres.sh gives it a throw-away PostgreSQL).');
  process.exit(1);
}

// Names as a door list in Lahore or Karachi reads them: one to three given names, one or two family names.
const GIVEN = [
  'Ali', 'Sana', 'Ayesha', 'Muhammad', 'Fatima', 'Hamza', 'Zainab', 'Bilal', 'Maryam', 'Usman', 'Hira', 'Imran', 'Nida', 'Faisal',
  'Sadia', 'Kamran', 'Rabia', 'Asad', 'Mahnoor', 'Tariq', 'Iqra', 'Shahid', 'Amna', 'Waqas', 'Khadija', 'Junaid', 'Bushra', 'Adeel',
  'Saima', 'Farhan', 'Noor', 'Zeeshan', 'Mehwish', 'Haris', 'Anam', 'Omer', 'Sidra', 'Danish', 'Uzma', 'Saad', 'Rukhsana', 'Yasir',
  'Samina', 'Abdul Rehman', 'Umm-e-Habiba', 'Syed Muhammad', 'Noor-ul-Ain', 'Ghulam Mustafa', 'Qurat-ul-Ain', 'Malik', 'Aqsa', 'Shoaib',
];
const FAMILY = [
  'Khan', 'Ahmed', 'Hussain', 'Malik', 'Qureshi', 'Siddiqui', 'Baloch', 'Chaudhry', 'Butt', 'Sheikh', 'Raza', 'Javed', 'Iqbal', 'Abbasi',
  'Mirza', 'Shah', 'Bukhari', 'Gillani', 'Rana', 'Awan', 'Khattak', 'Yousafzai', 'Memon', 'Soomro', 'Jatoi', 'Leghari', 'Niazi', 'Cheema',
  'Bhatti', 'Farooqui', 'Ansari', 'Zaidi', 'Naqvi', 'Rizvi', 'Kazmi', 'Hashmi', 'Paracha', 'Durrani', 'Afridi', 'Tareen', 'Warraich',
];
const CITIES = [['Lahore', 'Punjab'], ['Karachi', 'Sindh'], ['Islamabad', 'Islamabad Capital Territory'], ['Peshawar', 'Khyber Pakhtunkhwa'], ['Quetta', 'Balochistan'], ['Multan', 'Punjab']];

/** A fixed sequence (the same names on every run): a linear congruential generator. */
function seeded(seed) {
  let state = seed;
  return (n) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

function holders(count) {
  const pick = seeded(20_240_611);
  return Array.from({ length: count }, (_, i) => {
    const given = [GIVEN[pick(GIVEN.length)], ...(pick(4) === 0 ? [GIVEN[pick(GIVEN.length)]] : [])].join(' ');
    const family = [FAMILY[pick(FAMILY.length)], ...(pick(6) === 0 ? [FAMILY[pick(FAMILY.length)]] : [])].join(' ');
    const [city, state] = CITIES[pick(CITIES.length)];
    const n = i + 1;
    return {
      first_name: given,
      last_name: family,
      email: `${given.toLowerCase().replace(/[^a-z]+/g, '.')}.${n}@example.pk`,
      cnic: `35202${String(1_000_000 + n).padStart(7, '0')}${n % 10}`,
      phone_number: `0300-${String(n).padStart(7, '0')}`,
      city,
      state,
      physical_address: `House ${(n % 300) + 1}, Street ${(n % 40) + 1}, ${city}`,
    };
  });
}

/** The event, its package and its tickets with paid (free) orders: what the bench scans. */
async function seed(db) {
  const { rows: owners } = await db.query('select id from users where email = any($1) order by id', [OWNERS]);
  const owner = owners[0]?.id ?? (await db.query('select id from users order by id limit 1')).rows[0].id;
  const start = new Date(Date.now() + 3 * 86_400_000);
  const end = new Date(start.getTime() + 8 * 3_600_000);
  const slug = `offline-door-bench-${Date.now()}`;
  const {
    rows: [event],
  } = await db.query(
    `insert into events (slug, title, excerpt, start_date, end_date, venue, city, organizer)
     values ($1, 'Pakistan Freelancers Convention', 'A day of talks and workshops.', $2, $3, 'Expo Centre', 'Lahore', 'PAFLA') returning id`,
    [slug, start, end],
  );
  const {
    rows: [pkg],
  } = await db.query(`insert into event_packages (event_id, name, price, capacity, seats_taken) values ($1, 'Standard pass', 0, $2, $3) returning id`, [
    event.id,
    tickets + 500,
    tickets,
  ]);
  const people = holders(tickets);
  const column = (name) => people.map((p) => p[name]);
  await db.query(
    `insert into tickets (user_id, event_id, package_id, idempotency_key, first_name, last_name, email, cnic, phone_number, city, state, country, physical_address, price)
     select $1, $2, $3, 'door-bench-' || n, f, l, e, c, p, ci, s, 'Pakistan', a, 0
     from unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[]) with ordinality as x(f, l, e, c, p, ci, s, a, n)`,
    [owner, event.id, pkg.id, column('first_name'), column('last_name'), column('email'), column('cnic'), column('phone_number'), column('city'), column('state'), column('physical_address')],
  );
  await db.query(
    `insert into orders (user_id, kind, ticket_id, event_id, package_id, idempotency_key, payment_method, status, subtotal, grand_total, paid_at,
       first_name, last_name, email, cnic, phone_number, city, state, country, physical_address)
     select user_id, 'ticket', id, event_id, package_id, 'door-bench-' || id, 4, 'paid', 0, 0, now(),
       first_name, last_name, email, cnic, phone_number, city, state, country, physical_address
     from tickets where event_id = $1`,
    [event.id],
  );
  await db.query('analyze tickets');
  await db.query('analyze orders');
  const { rows } = await db.query(`select id, event_id, package_id, first_name || ' ' || last_name as holder from tickets where event_id = $1 order by id`, [event.id]);
  return { eventId: Number(event.id), rows };
}

/** The codes the server prints: `T<ticket>.<event>.<package>.<Ed25519 signature, base64url>`. */
async function coder(db) {
  const { rows } = await db.query(`select secret from signing_keys where name = 'ticket-signature'`);
  if (!rows[0]) throw new Error('no ticket-signature key in signing_keys: the door was not prepared');
  const key = createPrivateKey({ key: Buffer.from(rows[0].secret, 'base64'), format: 'der', type: 'pkcs8' });
  return (t) => `T${t.id}.${t.event_id}.${t.package_id}.${sign(null, Buffer.from(`ticket:${t.id}:${t.event_id}:${t.package_id}`, 'utf8'), key).toString('base64url')}`;
}

const kib = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (n) => `${Math.round(n)} ms`;
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, q) => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
const spread = (xs, format) => `min ${format(Math.min(...xs))}  median ${format(quantile(xs, 0.5))}  max ${format(Math.max(...xs))}`;

/** What the page's storage holds: the browser's estimate, the door's tickets, the kept page's caches. */
const stored = (page) =>
  page.evaluate(async () => {
    const estimate = await navigator.storage.estimate();
    const result = { usage: estimate.usage, quota: estimate.quota, details: estimate.usageDetails ?? null, tickets: null, caches: [] };
    const names = (await indexedDB.databases?.())?.map((d) => d.name) ?? [];
    if (names.includes('pafla-offline-door')) {
      result.tickets = await new Promise((resolve) => {
        const open = indexedDB.open('pafla-offline-door');
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('tickets').objectStore('tickets').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      });
    }
    for (const name of (await caches.keys()).filter((n) => n.startsWith('pafla-offline-'))) {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) bytes += (await (await cache.match(request)).blob()).size;
      result.caches.push({ name, entries: requests.length, bytes });
    }
    return result;
  });

const describeStore = (label, s) => {
  const details = s.details ? Object.entries(s.details).map(([k, v]) => `${k} ${kib(v)}`).join(', ') : 'no usageDetails';
  console.log(`  ${label.padEnd(8)} usage ${kib(s.usage)} (${details})`);
};

/** One phone prepared on Slow 4G: its figures, and the page, still open, for the scans. */
async function prepareOnce(browser, base, cookies, eventId, run, consoleLines) {
  const context = await browser.newContext({ ...PHONE });
  await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  const page = await context.newPage();
  const note = (where) => (msg) => {
    if (['error', 'warning'].includes(msg.type())) consoleLines.push(`run ${run} ${where} console.${msg.type()}: ${msg.text()} (${msg.location()?.url || 'no address'})`);
  };
  page.on('console', note('page'));
  context.on('console', (msg) => msg.worker?.() && note('worker')(msg));
  page.on('pageerror', (error) => consoleLines.push(`run ${run} page error: ${error.message}`));
  await page.goto(`${base}/staff/check-in?event=${eventId}`, { timeout: TIMEOUT });
  const button = page.getByRole('button', { name: PREPARE });
  await button.waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.waitForFunction((name) => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes(name) && !b.disabled), PREPARE, { timeout: TIMEOUT });
  await page.locator('#root[data-page-ready]').waitFor({ state: 'attached', timeout: TIMEOUT }).catch(() => undefined);
  const before = await stored(page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const requests = new Map();
  let measuring = false;
  cdp.on('Network.requestWillBeSent', (e) => measuring && requests.set(e.requestId, { url: e.request.url, method: e.request.method, encoded: 0, decoded: 0 }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'none';
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.encoded = e.encodedDataLength;
  });
  // The service worker's own fetches (it keeps the page's files): the browser context reports them, CDP's page session not.
  const workerRequests = [];
  const onWorker = (request) => {
    if (measuring && request.serviceWorker()) workerRequests.push(request);
  };
  context.on('request', onWorker);

  await page.getByLabel('This phone’s name').fill(`Bench phone ${run}`);
  measuring = true;
  const started = Date.now();
  await button.click();
  await page.getByText('Ready offline', { exact: true }).first().waitFor({ state: 'visible', timeout: TIMEOUT });
  const elapsed = Date.now() - started;
  measuring = false;
  const measured = await page.evaluate(() => performance.getEntriesByName('door-prepared').at(-1)?.duration ?? null);
  await new Promise((r) => setTimeout(r, 500)); // the last loadingFinished events
  context.off('request', onWorker);
  await cdp.send('Network.emulateNetworkConditions', UNTHROTTLED);

  const all = [...requests.values()];
  const pack = all.find((r) => r.method === 'POST' && r.url.includes(`/api/staff/events/${eventId}/door/devices`));
  const workerSizes = await Promise.all(
    workerRequests.map(async (request) => {
      const sizes = await request.sizes().catch(() => null);
      const timing = request.timing();
      return { url: request.url(), body: sizes?.responseBodySize ?? 0, bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0, ms: timing.responseEnd > 0 ? timing.responseEnd : null };
    }),
  );
  const after = await stored(page);
  return {
    context,
    page,
    cdp,
    figures: {
      ms: elapsed,
      measured,
      packEncoded: pack?.encoded ?? null,
      packDecoded: pack?.decoded ?? null,
      packEncoding: pack?.encoding ?? '–',
      pageRequests: all.length,
      pageBytes: all.reduce((sum, r) => sum + r.encoded, 0),
      workerRequests: workerSizes.length,
      workerBytes: workerSizes.reduce((sum, r) => sum + r.bytes, 0),
      workerBodies: workerSizes.filter((r) => r.body > 0).length,
      workerMs: workerSizes.map((r) => r.ms).filter((x) => x != null),
      before,
      after,
    },
  };
}

/** One code submitted offline: ms until the result region shows `expected`. */
const scan = (page, code, expected) =>
  page.evaluate(
    ({ code, expected }) =>
      new Promise((resolve, reject) => {
        const input = document.getElementById('check-in-code');
        const region = document.querySelector('[role="status"][aria-label="Check-in result"]');
        const button = [...(input.form?.querySelectorAll('button[type="submit"]') ?? [])].find((b) => b.textContent?.includes('Check in'));
        if (!input || !region || !button) return reject(new Error('no code form or result region on the page'));
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, code);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const timer = setTimeout(() => reject(new Error(`no "${expected}" after 30 s; the region says: ${region.textContent}`)), 30_000);
        let started = 0;
        const observer = new MutationObserver(() => {
          if (!region.textContent?.includes(expected)) return;
          const took = performance.now() - started;
          observer.disconnect();
          clearTimeout(timer);
          resolve(took);
        });
        // React sets the value on its next render: the press waits one frame for the field to hold the code.
        requestAnimationFrame(() => {
          observer.observe(region, { childList: true, subtree: true, characterData: true });
          started = performance.now();
          button.click();
        });
      }),
    { code, expected },
  );

let site;
let browser;
let db;
const consoleLines = [];
try {
  site = await startProductionSite({ name: 'offline-door-bench', portBase: 4700, env: { DATABASE_URL: process.env.DATABASE_URL } });
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const { base } = site;
  const seedStart = Date.now();
  const { eventId, rows } = await seed(db);
  console.log(`Site ${base} on PostgreSQL; event ${eventId}: ${rows.length} tickets with paid orders (seeded in ${ms(Date.now() - seedStart)})`);
  console.log(`Phone ${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, touch`);
  console.log(
    `Slow 4G: latency ${SLOW_4G.latency} ms, download ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s (${SLOW_4G.downloadThroughput.toLocaleString('en')} bytes/s), ` +
      `upload ${(SLOW_4G.uploadThroughput * 8) / 1000} kbit/s (${SLOW_4G.uploadThroughput.toLocaleString('en')} bytes/s)`,
  );
  const cookies = await sessionCookies(base, STAFF);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });

  console.log(`\nA. Preparing on Slow 4G (${runs} run${runs === 1 ? '' : 's'}, each a new phone)`);
  const results = [];
  let last;
  for (let run = 1; run <= runs; run++) {
    const phone = await prepareOnce(browser, base, cookies, eventId, run, consoleLines);
    const f = phone.figures;
    results.push(f);
    console.log(
      `  run ${run}: Ready offline after ${ms(f.ms)} (the page's door-prepared measure ${f.measured == null ? '–' : ms(f.measured)}); ` +
        `pack ${kib(f.packEncoded)} on the wire, ${kib(f.packDecoded)} decoded (content-encoding ${f.packEncoding}); page ${f.pageRequests} requests ${kib(f.pageBytes)}, ` +
        `service worker ${f.workerRequests} requests ${kib(f.workerBytes)} (${f.workerBodies} with a body over the network)`,
    );
    if (last) await last.context.close();
    last = phone;
  }
  const times = results.map((f) => f.ms);
  const totals = results.map((f) => f.pageBytes + f.workerBytes);
  console.log(`  time to Ready offline: ${spread(times, ms)}`);
  console.log(`  bytes while preparing (page + worker): ${spread(totals, kib)}`);
  const slowestWorker = Math.max(0, ...results.flatMap((f) => f.workerMs));
  console.log(
    results.some((f) => f.workerRequests > 0)
      ? `  The worker's fetches are not in CDP's page session: counted from the browser context's requests (headers and bodies; those the ` +
        `HTTP cache answered carry no body). Slow 4G is set on the page's session only; the worker's slowest fetch took ${ms(slowestWorker)}.`
      : "  No request of the service worker was reported: the bytes above are the page's alone.",
  );

  console.log('\nB. Bytes stored by the last phone');
  const { before, after } = last.figures;
  describeStore('before', before);
  describeStore('after', after);
  console.log(`  IndexedDB pafla-offline-door: ${after.tickets ?? 'no'} tickets`);
  for (const c of after.caches) console.log(`  Cache Storage ${c.name}: ${c.entries} entries, ${kib(c.bytes)}`);
  if (after.caches.length === 0) console.log('  Cache Storage: no pafla-offline-* cache');

  console.log(`\nC. Scan to answer with no network, CPU ×${CPU} (the last phone)`);
  const code = await coder(db);
  const { page, context, cdp } = last;
  await context.setOffline(true);
  await cdp.send('Network.emulateNetworkConditions', { ...UNTHROTTLED, offline: true });
  await page.reload({ timeout: TIMEOUT });
  await page.getByRole('heading', { name: 'Check-in' }).first().waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.locator('#check-in-code').waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.getByText('No network: working from this phone’s list').first().waitFor({ state: 'visible', timeout: TIMEOUT }).catch(() => console.log('  (the page did not say it works from its list)'));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  // Different holders one after the other: each result differs from the one before it.
  const chosen = [];
  for (const t of rows) {
    if (chosen.length === scans) break;
    if (!chosen.some((c) => c.holder === t.holder)) chosen.push(t);
  }
  const admitted = [];
  for (const t of chosen) {
    admitted.push(await scan(page, code(t), `${t.holder} is checked in.`));
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  const refused = [];
  for (const t of chosen.slice(0, REFUSALS)) {
    refused.push(await scan(page, code(t), `${t.holder} was already checked in`));
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const line = (xs) => `min ${ms(Math.min(...xs))}  median ${ms(quantile(xs, 0.5))}  p90 ${ms(quantile(xs, 0.9))}  max ${ms(Math.max(...xs))}`;
  console.log(`  admitted (${admitted.length}): ${line(admitted)}`);
  console.log(`  already checked in (${refused.length}): ${line(refused)}`);

  const rowsOut = [
    ['preparing, Slow 4G', `${runs} run${runs === 1 ? '' : 's'}`, `median ${ms(quantile(times, 0.5))}`, `max ${ms(Math.max(...times))}`],
    ['pack answer', 'wire / decoded', kib(quantile(results.map((f) => f.packEncoded ?? 0), 0.5)), kib(quantile(results.map((f) => f.packDecoded ?? 0), 0.5))],
    ['bytes while preparing', 'page + worker', kib(quantile(totals, 0.5)), `${results[0].pageRequests + results[0].workerRequests} requests`],
    ['stored after preparing', 'estimate', kib(after.usage), `+${kib(after.usage - before.usage)}`],
    ['offline scan, CPU ×4', `${admitted.length} admitted`, `median ${ms(quantile(admitted, 0.5))}`, `p90 ${ms(quantile(admitted, 0.9))}`],
    ['offline refusal, CPU ×4', `${refused.length} again`, `median ${ms(quantile(refused, 0.5))}`, `p90 ${ms(quantile(refused, 0.9))}`],
  ];
  console.log('\nSummary');
  for (const r of rowsOut) console.log(`  ${r[0].padEnd(26)}${r[1].padEnd(17)}${r[2].padEnd(18)}${r[3]}`);
  if (consoleLines.length) {
    console.log('\nConsole errors and warnings');
    for (const l of consoleLines) console.log(`  ${l}`);
  }
} catch (error) {
  console.error(error);
  if (consoleLines.length) console.error(`Console errors and warnings:\n  ${consoleLines.join('\n  ')}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await db?.end().catch(() => undefined);
  site?.stop();
}
