#!/usr/bin/env node
// First-load JavaScript per route, read from a real browser load of the production build.
// Builds nothing: run `npm run build` first. Starts the production server on a fresh embedded
// database, opens each route in Chromium and sums the gzip size of every script the page loaded.
//   npm run size [-- /route /other-route]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const budgets = { '/': 180, '/login': 220 }; // KB gzip (issue budgets)
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/register', '/about-us', '/events', '/dashboard/peers'];

if (!fs.existsSync(path.join(repo, 'shell/dist/index.html')) || !fs.existsSync(path.join(repo, 'deploy/manifest.json'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const port = 4390 + Math.floor(Math.random() * 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'server/src/main.ts')], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 240) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  console.log('route'.padEnd(24), 'JS gzip'.padStart(10), 'files'.padStart(6), ' budget   largest');
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.push({ url: new URL(response.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length });
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.close();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const budget = budgets[route];
    const verdict = budget ? `${total <= budget ? 'ok  ' : 'OVER'} ${budget} KB` : '';
    const largest = scripts.sort((a, b) => b.gzip - a.gzip)[0];
    console.log(route.padEnd(24), `${total.toFixed(1)} KB`.padStart(10), String(scripts.length).padStart(6), ` ${verdict.padEnd(8)} ${largest ? `${largest.url} ${(largest.gzip / 1024).toFixed(1)} KB` : ''}`);
  }
  await browser.close();
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
