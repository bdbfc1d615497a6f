import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// The stitched production site (shell + published remotes + API) on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 4310);
const repo = path.resolve(__dirname, '..');
// Set once in the runner; workers inherit them. The site runs from a copy of the deployment folder,
// so tests may publish and pin without touching the developer's own.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `e2e-data-${Date.now()}`);
process.env.E2E_DEPLOY_DIR ??= path.join(os.tmpdir(), `e2e-deploy-${Date.now()}`);
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `e2e-mail-${Date.now()}`);
process.env.E2E_SMTP_PORT ??= String(port + 15);
const dataDir = process.env.E2E_DATA_DIR;
const deployDir = process.env.E2E_DEPLOY_DIR;

export default defineConfig({
  testDir: './tests',
  // The site's mail goes to a local SMTP server that keeps each message for the tests to read.
  globalSetup: './mail-capture.ts',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  // Pictures compared pixel by pixel, with room for anti-aliasing only: a colour step under 20 % is the same
  // pixel, and up to 0.2 % of a page's pixels may differ (a 36 px avatar drawn at 72 px is about 1 %).
  expect: { timeout: 10_000, toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.002 } },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: /visual\// },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@phone/, testIgnore: /visual\// },
    // Each visual test sets its own width; one browser setup for all, so pictures do not depend on the project.
    { name: 'visual', testMatch: /visual\/.*\.spec\.ts/ },
  ],
  webServer: {
    command: `rm -rf ${dataDir} ${deployDir} && cp -r ${path.join(repo, 'deploy')} ${deployDir} && node --import tsx ${path.join(repo, 'server/src/main.ts')}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      // Card payments through the test gateway's Approve and Decline page.
      PAYMENT_TEST_GATEWAY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEPLOY_DIR: deployDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    },
  },
});
