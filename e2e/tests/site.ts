// Each Playwright worker tests its own copy of the stitched production site (shell + published remotes + API): its
// own server on its own port, a fresh embedded database and data folder, its own copy of the deployment folder (tests
// publish and pin there) and its own mail catcher. Workers share nothing, so test files run side by side.
import { test as base, expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startMailCapture } from '../mail-capture';

export * from '@playwright/test';

const repo = path.resolve(__dirname, '../..');
/** The first worker's port; worker n listens on FIRST_PORT + n, its mail catcher on FIRST_PORT + 15 + n. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);

export interface Site {
  url: string;
  /** where this worker's site publishes and pins remotes */
  deployDir: string;
  /** where this worker's mail catcher writes each message as an .eml file */
  mailDir: string;
}

/**
 * Refuses a port another process already listens on: a site left running by an earlier, interrupted run would answer
 * this worker's health check and its pages, and every test would read that old build instead of this one.
 */
async function portFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is taken by another process (${error.code}): stop it (ss -ltnp | grep ${port}), or set E2E_PORT`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export const test = base.extend<object, { workerSite: Site }>({
  workerSite: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const smtpPort = FIRST_PORT + 15 + workerInfo.parallelIndex;
      const root = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-site-${workerInfo.parallelIndex}-`));
      const site: Site = { url: `http://127.0.0.1:${port}`, deployDir: path.join(root, 'deploy'), mailDir: path.join(root, 'mail') };
      await portFree(port);
      fs.cpSync(path.join(repo, 'deploy'), site.deployDir, { recursive: true });
      // Helpers that read mail or run the release tool find this worker's folders here.
      process.env.E2E_DEPLOY_DIR = site.deployDir;
      process.env.E2E_MAIL_DIR = site.mailDir;
      const stopMail = await startMailCapture(site.mailDir, smtpPort);
      const log = fs.openSync(path.join(root, 'server.log'), 'a');
      const server = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'server/src/main.ts')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          // The demo members, staff and content the specs sign in as and read, as in `npm start`.
          DEMO_CONTENT: '1',
          // Card payments through the test gateway's Approve and Decline page.
          PAYMENT_TEST_GATEWAY: '1',
          // JazzCash and Easypaisa through their simulators, as in `npm start`.
          PAYMENT_SIMULATORS: '1',
          // WhatsApp and SMS through their simulators, as in `npm start`.
          MESSAGING_SIMULATORS: '1',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(root, 'data'),
          DEPLOY_DIR: site.deployDir,
          PUBLIC_URL: site.url,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          // As behind a load balancer: a request that names its visitor's address (x-forwarded-for) is counted under
          // it, so a spec can register members from addresses of its own; every other request is 127.0.0.1's.
          TRUST_PROXY: '127.0.0.1',
        },
        stdio: ['ignore', log, log],
      });
      // The worker's folder goes when the fixture ends: a site that does not start has its log's end in the error.
      const logTail = () => fs.readFileSync(path.join(root, 'server.log'), 'utf8').split('\n').slice(-30).join('\n');
      try {
        await expect
          .poll(
            async () => {
              if (server.exitCode !== null) throw new Error(`the site stopped while starting (exit ${server.exitCode}):\n${logTail()}`);
              return (await fetch(`${site.url}/api/health`).catch(() => null))?.status;
            },
            { timeout: 120_000, intervals: [250] },
          )
          .toBe(200)
          .catch((error: Error) => {
            throw error.message.includes(logTail()) ? error : new Error(`${error.message}\nThe site's log ends:\n${logTail()}`);
          });
        await use(site);
      } finally {
        await stop(server);
        await stopMail();
        fs.closeSync(log);
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerSite }, use) => use(workerSite.url),
  // A page rendered on the server shows its controls before its code has hydrated them (docs/decisions/025): a person
  // waits for it to answer, and so do the tests, after every load of every page (a second browser's too: the class's
  // methods are wrapped once). first-view.spec.ts is what tests hydration itself.
  page: async ({ page }, use) => {
    waitAfterLoads(Object.getPrototypeOf(page) as Page);
    await use(page);
  },
});

const wrapped = new WeakSet<object>();
function waitAfterLoads(prototype: Page) {
  if (wrapped.has(prototype)) return;
  wrapped.add(prototype);
  for (const name of ['goto', 'reload'] as const) {
    const load = prototype[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value: async function (this: Page, ...args: unknown[]) {
        const response = await load.apply(this, args);
        await untilInteractive(this);
        return response;
      },
    });
  }
}

/** Until the page the server rendered has hydrated (`data-page-ready`); at once for any other page. */
export async function untilInteractive(page: Page) {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        return !root?.hasAttribute('data-first-view') || root.hasAttribute('data-page-ready');
      },
      null,
      { timeout: 20_000 },
    )
    // A page that never hydrates is for the test's own assertions to find.
    .catch(() => undefined);
}
