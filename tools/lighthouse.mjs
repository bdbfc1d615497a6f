#!/usr/bin/env node
// Lighthouse (mobile preset) on the production build, in Debian's Chromium: performance and
// accessibility scores with LCP, CLS and TBT for the public pages that matter most.
// Builds nothing: run `npm run build` first. Starts the production server on a fresh embedded database.
//   npm run lighthouse [-- /route /other-route] [-- --runs 3] [-- --explain] [-- --calibrate] [-- --compare] [-- --against <dir>] [-- --as <email>]
// --compare measures each page twice in one run, alternately: as served (first views rendered on the server) and
// from a second server on the same build with SERVER_RENDER=0, the first view the browser renders (as before
// docs/decisions/025). --against <dir> measures, alternately in the same way, this build and the one in another
// checkout (an earlier commit, built there: `git worktree add ../before <rev> && cd ../before && npm install && npm
// run build`), each on its own fresh database. --as opens the pages signed in as that demo account.
// --calibrate scales the CPU slowdown to this host's speed, as Lighthouse's throttling guide advises for
// hosts slower than a fast desktop; without it, the stock mobile preset (×4) is used.
// With several runs, the median by performance. A page below target (or every page, with --explain) gets
// its biggest layout shifts, long tasks and scripts by CPU time listed under it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { publicPages, sessionCookies, startProductionSite } from './production-site.mjs';

const targets = { performance: 90, accessibility: 95 };
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 1;
const valueAt = new Set(['--runs', '--as', '--against'].map((flag) => args.indexOf(flag)).filter((i) => i >= 0).map((i) => i + 1));
const asked = args.filter((a, i) => a.startsWith('/') && !valueAt.has(i));
const explain = args.includes('--explain');
const calibrate = args.includes('--calibrate');
const compare = args.includes('--compare');
const asAt = args.indexOf('--as');
const as = asAt >= 0 ? args[asAt + 1] : undefined;
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args[againstAt + 1] : undefined;
if (compare && against) {
  console.error('--compare and --against each add a second site: give one of them.');
  process.exit(2);
}

/**
 * The CPU slowdown that makes this host behave like the phone the mobile preset models. The preset's ×4
 * assumes a fast desktop (benchmark index about 1500); Lighthouse's throttling guide maps a host's index to
 * a multiplier: 150 → ×1, 800 → ×2, 1300 → ×3, then one more step per 233 points.
 */
function cpuMultiplierFor(index) {
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return 1 + Math.max(0, index - 150) / 650;
}

/** What costs the most on a page: the biggest layout shifts, long tasks and scripts by CPU time. */
function explainPage(lhr, base) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcp = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  if (lcp) console.log(`   largest paint: ${lcp.snippet.slice(0, 110)}`);
  for (const shift of items('layout-shifts').slice(0, 3)) {
    console.log(`   layout shift ${shift.score.toFixed(3)}: ${shift.node?.snippet?.slice(0, 110) ?? 'unknown element'}`);
  }
  for (const task of items('long-tasks').slice(0, 3)) {
    console.log(`   long task ${Math.round(task.duration)} ms (simulated) from ${String(task.url).replace(base, '') || 'the page'}`);
  }
  for (const script of items('bootup-time').slice(0, 3)) {
    console.log(`   script ${String(script.url).replace(base, '')}: ${Math.round(script.scripting)} ms scripting, ${Math.round(script.scriptParseCompile)} ms compile`);
  }
}

const sites = [{ label: compare ? 'server' : against ? 'this build' : '', ...(await startProductionSite({ name: 'lighthouse', portBase: 4490 })) }];
if (against) sites.push({ label: 'before', ...(await startProductionSite({ name: 'lighthouse-before', portBase: 4590, root: path.resolve(against) })) });
if (compare) sites.push({ label: 'browser', ...(await startProductionSite({ name: 'lighthouse-browser', portBase: 4590, env: { SERVER_RENDER: '0' } })) });
const stop = () => sites.forEach((site) => site.stop());
const { base } = sites[0];
let chrome;
let machine;

/** The session cookies of a demo account on a site, as the sign-in page sets them. */
async function cookiesOf(site, email) {
  return (await sessionCookies(site, email)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

try {
  const routes = asked.length ? asked : await publicPages(base);
  for (const site of sites) site.cookie = as ? await cookiesOf(site.base, as) : undefined;

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  // The first load compresses and caches the immutable chunks; measure from the second on, as a real server would serve them.
  for (const site of sites) await fetch(`${site.base}/`).then((r) => r.text());
  const warm = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  machine = warm.lhr.environment.benchmarkIndex;
  const cpuSlowdown = calibrate ? Math.round(cpuMultiplierFor(machine) * 10) / 10 : 4;
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const config = { extends: 'lighthouse:default', settings: { throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: cpuSlowdown } } };

  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${runs} run(s) per page`);
  console.log('page'.padEnd(48), 'perf'.padStart(5), 'a11y'.padStart(5), 'LCP'.padStart(8), 'CLS'.padStart(6), 'TBT'.padStart(8), 'FCP'.padStart(8));
  let failed = false;
  for (const route of routes) {
    const results = new Map(sites.map((site) => [site, []]));
    // Alternately, so that both servers meet the same moments of a busy machine.
    for (let i = 0; i < runs; i++) {
      for (const site of sites) {
        const { lhr } = await lighthouse(site.base + route, site.cookie ? { ...flags, extraHeaders: { Cookie: site.cookie } } : flags, config);
        results.get(site).push(lhr);
      }
    }
    for (const site of sites) {
      const measured = results.get(site);
      measured.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = measured[Math.floor(measured.length / 2)];
      if (lhr.runtimeError) console.log(`   Lighthouse could not measure ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const perf = Math.round(lhr.categories.performance.score * 100);
      const a11y = Math.round(lhr.categories.accessibility.score * 100);
      const audit = (id) => lhr.audits[id].displayValue ?? '';
      const ok = perf >= targets.performance && a11y >= targets.accessibility;
      // The page as served must meet the targets; the browser-rendered one is there to compare.
      failed ||= !ok && site === sites[0];
      const label = site.label ? `${route} [${site.label}]` : route;
      console.log(label.padEnd(48), String(perf).padStart(5), String(a11y).padStart(5), audit('largest-contentful-paint').padStart(8), audit('cumulative-layout-shift').padStart(6), audit('total-blocking-time').padStart(8), audit('first-contentful-paint').padStart(8), ok ? '' : ' below target');
      if (!ok || explain) explainPage(lhr, site.base);
      for (const [id, a] of Object.entries(lhr.audits)) {
        if (lhr.categories.accessibility.auditRefs.some((r) => r.id === id) && a.score === 0) console.log(`   accessibility: ${a.title}`);
      }
    }
  }
  console.log(`this machine's Lighthouse benchmark index: ${Math.round(machine)}; CPU slowdown ×${cpuSlowdown}${calibrate ? ' (calibrated to this host)' : ' (the stock mobile preset)'}`);
  console.log(`targets: performance ≥ ${targets.performance}, accessibility ≥ ${targets.accessibility}`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await chrome?.kill();
  stop();
}
