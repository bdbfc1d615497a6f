import { defineConfig } from '@playwright/test';
import fs from 'node:fs';

// Every worker starts its own copy of the stitched production site on a fresh embedded database (tests/site.ts), so
// test files run side by side; the files of one worker run one after another. E2E_WORKERS sets how many (default 2).

// Debian's headless shell (chromium-headless-shell: Chromium's engine without the browser's own interface, the build
// Playwright itself runs headless tests in) when it is installed, as .ci/run installs it: the same pages drawn the same
// way, at about two thirds of the full browser's processor time, on two cores that the sites and browsers share.
// Otherwise the full browser, in its headless mode. CHROMIUM_PATH names another.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // Journeys of thirty pages and more, with two sites and two browsers sharing two cores.
  timeout: 120_000,
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI and in `npm test` (E2E_RETRIES=1), which lists every test that passed only when retried: a flaky
  // test is mended, not hidden.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Recording a trace slows every test by about a third: only a retried test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
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
    // A test runs once, at the width of the person it follows: a member's or a visitor's journey on the phone (@phone),
    // a staff journey on the desktop (no tag). Only a test whose page behaves differently at 360 px (menus, carousels,
    // sticky bars, what fits in view) runs at both widths (@both). first-view.spec.ts checks every route at 360 px too.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone\b/, testIgnore: /visual\// },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, grep: /@phone\b|@both\b/, testIgnore: /visual\// },
    // Each visual test sets its own width; one browser setup for all, so pictures do not depend on the project.
    { name: 'visual', testMatch: /visual\/.*\.spec\.ts/ },
  ],
});
