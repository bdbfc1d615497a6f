import { expect, test, type Page } from '../site';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Decision 015, shown: shared-api released as a new minor version (a new entry, a new name), the shell rebuilt
// against it, and no remote rebuilt. Every pinned remote, built against the previous shared-api, still loads.
const repo = path.resolve(__dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 4310) + 30;
const base = `http://127.0.0.1:${port}`;
const work = path.join(os.tmpdir(), `e2e-rehearsal-${process.pid}`);
let server: ChildProcess | undefined;
let rehearsal = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rehearsal = execFileSync(process.execPath, [path.join(repo, 'tools/release-rehearsal.mjs'), '--out', work, '--deploy', process.env.E2E_DEPLOY_DIR!], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  server = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_CONTENT: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DEPLOY_DIR: process.env.E2E_DEPLOY_DIR,
      SHELL_DIR: path.join(work, 'shell'),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 120_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

const unavailable = (page: Page) => page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' });

test('after a shared-api minor release and a shell rebuild alone, every pinned remote still loads', async ({ page }) => {
  expect(rehearsal).toMatch(/shared-api 1\.\d+\.\d+ → 1\.\d+\.0: adds SHARED_API_RELEASE in shared-api; entry shared-api\/release-notes/);
  expect(rehearsal).toMatch(/it provides shared-api 1\.\d+\.0\./);
  const pinned = rehearsal.split('\n').filter((line) => /^[✓✗] mfe-/.test(line));
  expect(pinned).toHaveLength(6);
  for (const line of pinned) expect(line).toMatch(/^✓ .* needs shared-api \^1\.\d+\.\d+: loads as pinned, not rebuilt\.$/);

  const shellManifest = JSON.parse(fs.readFileSync(path.join(work, 'shell', 'mf-manifest.json'), 'utf8'));
  const provided: string = shellManifest.shared.find((s: { name: string }) => s.name === 'shared-api').version;
  const workspace: string = JSON.parse(fs.readFileSync(path.join(repo, 'shared-api/package.json'), 'utf8')).version;
  expect(provided).not.toBe(workspace);

  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const visit = async (url: string, heading: string | RegExp) => {
    await page.goto(`${base}${url}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(unavailable(page)).toHaveCount(0);
  };
  await visit('/about-us', 'About Us'); // mfe-public
  await visit('/our-voice', 'Our Voice'); // mfe-network
  await visit('/events', 'Events'); // mfe-ticketing
  await visit('/pafla-google-career-certificates', /Google Career Certificates/); // mfe-learning
  await page.goto(`${base}/login?referrer=%2Fdashboard%2Fissues`); // mfe-account
  await page.getByLabel('Email').fill('hira.baloch@example.com');
  await page.getByLabel('Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/issues$/); // mfe-safety-net
  await expect(page.getByRole('heading', { level: 1, name: 'Your Issues' })).toBeVisible();
  await expect(unavailable(page)).toHaveCount(0);
  // The shell in the browser is the rebuilt one: its shared-api is the new release.
  const served = await page.evaluate(async () => {
    const manifest = (await (await fetch('/mf-manifest.json')).json()) as { shared: Array<{ name: string; version: string }> };
    return manifest.shared.find((s) => s.name === 'shared-api')?.version;
  });
  expect(served).toBe(provided);
  expect(errors).toEqual([]);
});
