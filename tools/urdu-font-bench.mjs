#!/usr/bin/env node
// What the Urdu typeface costs a phone (docs/decisions/030-urdu.md): a small Urdu page, a heading and two paragraphs,
// opened fresh in Chromium throttled as tools/first-paint.mjs throttles it (Lighthouse's slow 4G: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up; a ×4 slower CPU), once with the system's font and once with each candidate face: the
// package's own Arabic file and the subset tools/urdu-font.mjs cuts from it, preloaded and declared with
// `font-display: swap` as the Urdu pages declare it. Prints, per candidate, the woff2 bytes and the medians of the first
// contentful paint and of the moment the text is drawn in the web font (the first frame after the face has loaded).
// Candidates whose package is not installed are skipped. Serves the pages itself, on the loopback.
//   node_modules/.bin/node tools/urdu-font-bench.mjs [--runs 5] [--port 4560] [--shots <dir>]
// --shots saves each page at 360 px wide, to look at the lines of each face.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const valueOf = (flag) => (args.indexOf(flag) >= 0 ? args[args.indexOf(flag) + 1] : undefined);
const runs = Math.max(1, Number(valueOf('--runs')) || 5);
const port = Number(valueOf('--port')) || 4560;
const shots = valueOf('--shots') && path.resolve(valueOf('--shots'));

const TEXT = {
  heading: 'فری لانسرز ایسوسی ایشن میں خوش آمدید',
  paragraphs: [
    'ہم پاکستان کے فری لانسرز کی ایک غیر منافع بخش تنظیم ہیں۔ ہمارا مقصد آپ کے حقوق کی آواز بننا، ایک مضبوط اور بڑی ' +
      'برادری قائم کرنا، اراکین کو فائدے پہنچانا اور سیکھنے کے وسائل مہیا کرنا ہے۔',
    'رکنیت مفت ہے۔ آج ہی رجسٹر کیجیے، اپنا پروفائل مکمل کیجیے اور ڈائریکٹری میں اپنی جگہ بنائیے۔ تقریبات، کورسز اور ' +
      'مشکل وقت میں ساتھ دینے والے ہمارے امدادی فنڈ کے بارے میں جاننے کے لیے ہمارے ساتھ رہیے۔ کیا آپ تیار ہیں؟',
  ],
};

const require = createRequire(path.join(repo, 'shell/package.json'));
const installed = (name) => {
  try {
    return require.resolve(`${name}/metadata.json`);
  } catch {
    return null;
  }
};

/** The faces to compare: each installed package's own Arabic file, and the subset the build cuts from it. */
function candidates() {
  const faces = [{ label: 'system font (no web font)' }];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'urdu-font-bench-'));
  for (const name of ['@fontsource/noto-nastaliq-urdu', '@fontsource/noto-naskh-arabic']) {
    if (!installed(name)) {
      console.log(`${name} is not installed: skipped`);
      continue;
    }
    const { family } = JSON.parse(fs.readFileSync(installed(name), 'utf8'));
    const own = require.resolve(`${name}/files/${path.basename(name)}-arabic-400-normal.woff2`);
    faces.push({ label: `${family}, package file`, family, bytes: fs.readFileSync(own) });
    const out = path.join(work, path.basename(name));
    const built = spawnSync(process.execPath, [path.join(repo, 'tools/urdu-font.mjs'), '--source', name, '--out', out], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(built.stderr);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'urdu.json'), 'utf8'));
    faces.push({ label: `${family}, subset`, family, bytes: fs.readFileSync(path.join(out, path.basename(manifest.file))) });
  }
  fs.rmSync(work, { recursive: true, force: true });
  return faces.map((face, i) => ({ ...face, page: `/${i}.html`, font: face.bytes && `/${i}.woff2` }));
}

/** The Urdu page: the face preloaded and declared inline (swap), then the system's fonts after it. */
const pageOf = (face) => `<!doctype html>
<html lang="ur" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXT.heading}</title>
${face.font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${face.font}">` : ''}
<style>
${face.font ? `@font-face { font-family: '${face.family}'; font-style: normal; font-weight: 400 700; font-display: swap; src: url(${face.font}) format('woff2'); }` : ''}
body { margin: 0; padding: 16px; font-family: ${face.font ? `'${face.family}', ` : ''}system-ui, sans-serif; font-size: 18px; line-height: 2.3; color: #1a202c; }
h1 { font-size: 28px; line-height: 2.1; margin: 0 0 8px; font-weight: 400; }
p { margin: 0 0 12px; }
</style></head>
<body><h1>${TEXT.heading}</h1>${TEXT.paragraphs.map((text) => `<p>${text}</p>`).join('')}</body></html>`;

const faces = candidates();
const files = new Map(faces.flatMap((face) => [[face.page, { type: 'text/html; charset=utf-8', body: Buffer.from(pageOf(face)) }], ...(face.font ? [[face.font, { type: 'font/woff2', body: face.bytes }]] : [])]));
const server = http.createServer((request, response) => {
  const file = files.get(new URL(request.url, 'http://localhost').pathname);
  if (!file) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length, 'cache-control': 'no-store' }).end(file.body);
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${port}`;

let browser;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

  /** One fresh, throttled load: the first contentful paint and the frame in which the web font is first drawn. */
  async function measure(face) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen = (window.__urduFont = { drawn: undefined });
        document.fonts.addEventListener('loadingdone', () => requestAnimationFrame(() => (seen.drawn ??= performance.now())));
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(base + face.page);
      await page.waitForFunction((webFont) => performance.getEntriesByName('first-contentful-paint').length && (!webFont || window.__urduFont.drawn), Boolean(face.font), { timeout: 60_000 });
      const measured = await page.evaluate((family) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
        const loaded = family ? [...document.fonts].some((f) => f.family.replace(/['"]/g, '') === family && f.status === 'loaded') : true;
        return { fcp, drawn: window.__urduFont.drawn === undefined ? fcp : Math.max(fcp, window.__urduFont.drawn), loaded };
      }, face.family);
      if (!measured.loaded) throw new Error(`${face.label}: the face did not load`);
      return measured;
    } finally {
      await context.close();
    }
  }

  const results = new Map(faces.map((face) => [face, []]));
  for (let i = 0; i < runs; i++) for (const face of faces) results.get(face).push(await measure(face));

  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
  console.log(`Chromium, slow 4G and ×4 CPU, ${runs} fresh load(s) per page, medians`);
  console.log('face'.padEnd(34), 'woff2 bytes'.padStart(12), 'first paint'.padStart(12), 'font drawn'.padStart(12));
  for (const face of faces) {
    const measured = results.get(face);
    const bytes = face.bytes ? face.bytes.length.toLocaleString('en-US') : '—';
    console.log(face.label.padEnd(34), bytes.padStart(12), ms(median(measured.map((m) => m.fcp))).padStart(12), ms(median(measured.map((m) => m.drawn))).padStart(12));
  }

  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const [i, face] of faces.entries()) {
      await page.goto(base + face.page);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(shots, `${i}-${face.label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`), fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser?.close();
  server.close();
}
