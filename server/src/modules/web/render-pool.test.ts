// The render pool on its own (render-pool.ts), with a small hand-written shell bundle: a page renders in a worker
// thread with its API calls and its remote's bundle answered by the app's thread, and a worker that hangs, stops or
// answers what cannot cross threads fails only its own renders. server-render.test.ts runs the whole server both ways.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { bundleDigest, type ApiCall, type CoreOutcome, type FirstView } from './render-core.js';
import { renderPool } from './render-pool.js';

const SHELL_BUNDLE = `
const { isMainThread, threadId } = require('node:worker_threads');
let serverFetch;
exports.provided = { greeting: 'Salaam' };
exports.setServerFetch = (fetch) => { serverFetch = fetch; };
exports.setServerSanitizer = () => undefined;
exports.parseUserDetails = (raw) => (raw ? JSON.parse(raw) : null);
exports.renderFirstView = async (input) => {
  if (input.url === '/spin') for (;;) {}
  if (input.url === '/stop') process.exit(3);
  if (input.url === '/skip') return { skipped: 'no pinned route' };
  const answer = await (await serverFetch(new Request('http://first-view.invalid/api/echo?from=' + input.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"n":1}' }))).json();
  const Page = await input.loadPage({ id: 'home', remote: 'mfe-public', page: 'home' });
  const view = { html: Page({ answer, user: input.session && input.session.user }), reads: {}, queries: { queries: [] }, route: { id: 'home', remote: 'mfe-public', title: 'Home' }, title: 'Home', partial: false };
  if (input.url === '/function') view.reads.later = () => 'a function';
  view.thread = isMainThread ? 'main' : 'worker ' + threadId;
  return view;
};
`;

const REMOTE_BUNDLE = `
const greeting = require('greeting');
exports.pages = { home: async () => ({ default: ({ answer, user }) => '<h1>' + greeting + ', ' + (user ? user.name : 'visitor') + '</h1><p>' + answer.said + '</p>' }) };
`;

// Pinned with its bundle's digest, as the release tool pins it: only those bytes are evaluated (render-core.ts).
const manifest = { remotes: [{ name: 'mfe-public', version: '1.0.0', scope: 'mfe_public', entry: '/remotes/mfe-public/1.0.0/remoteEntry.js', routes: [], serverBundle: bundleDigest(REMOTE_BUNDLE) }] };
/** A rendered view, with the thread the test bundle says rendered it. */
function view(outcome: CoreOutcome) {
  assert.ok('html' in outcome, `rendered, not skipped: ${JSON.stringify(outcome)}`);
  return outcome as FirstView & { thread: string };
}
const input = (url: string, extra: { token?: string; userDetails?: string } = {}) => ({ url, manifest, token: null, ip: '203.0.113.9', budgetMs: 1000, diagnose: false, ...extra });

describe('render pool: first views rendered in worker threads', () => {
  let root: string;
  let shellFile: string;
  const calls: ApiCall[] = [];
  let bundleReads = 0;
  const make = (size: number, timeoutMs = 2000) =>
    renderPool({
      size,
      shellFile,
      timeoutMs,
      log: Fastify({ logger: false }).log,
      callApi: async (call) => {
        calls.push(call);
        return { status: 200, contentType: 'application/json', body: new TextEncoder().encode(JSON.stringify({ said: `you sent ${call.body} to ${call.url}` })) };
      },
      readBundle: async (key) => {
        bundleReads += 1;
        return key === 'mfe-public/1.0.0' ? REMOTE_BUNDLE : null;
      },
    });

  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-render-pool-'));
    shellFile = path.join(root, 'shell.js');
    fs.writeFileSync(shellFile, SHELL_BUNDLE);
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  test("renders in a worker thread, the page's calls made by the app's thread with the render's token and address", async () => {
    const pool = make(1);
    try {
      calls.length = 0;
      const session = { token: 'a'.repeat(43), userDetails: JSON.stringify({ name: 'Hira' }) };
      const dashboard = view(await pool.render(input('/dashboard', session)));
      assert.equal(dashboard.html, '<h1>Salaam, Hira</h1><p>you sent {"n":1} to /api/echo?from=/dashboard</p>');
      assert.match(dashboard.thread, /^worker \d+$/);
      // The page's language goes with its calls: English for an address without /ur.
      assert.deepEqual(calls, [{ method: 'POST', url: '/api/echo?from=/dashboard', token: 'a'.repeat(43), ip: '203.0.113.9', locale: 'en', contentType: 'application/json', body: '{"n":1}' }]);
      assert.deepEqual(await pool.render(input('/skip')), { skipped: 'no pinned route' });
    } finally {
      await pool.close();
    }
  });

  test("a remote's bundle is read once per worker, and renders side by side share the pool's workers", async () => {
    const pool = make(2);
    try {
      bundleReads = 0;
      const views = (await Promise.all(['/a', '/b', '/c', '/d'].map((url) => pool.render(input(url))))).map(view);
      const threads = new Set(views.map((one) => one.thread));
      assert.equal(threads.size, 2, 'four renders at once are spread over both workers');
      await pool.render(input('/e'));
      assert.equal(bundleReads, 2, 'each worker read the remote once');
    } finally {
      await pool.close();
    }
  });

  test('a render caught in a loop is stopped after its time; the next render is made by a new worker', async () => {
    const pool = make(1, 500);
    try {
      const first = view(await pool.render(input('/before')));
      await assert.rejects(pool.render(input('/spin')), /took longer than 500 ms/);
      const next = view(await pool.render(input('/after')));
      assert.match(next.html, /Salaam, visitor/);
      assert.notEqual(next.thread, first.thread);
    } finally {
      await pool.close();
    }
  });

  test('a worker that stops ends only its renders; the next render is made by a new worker', async () => {
    const pool = make(1);
    try {
      await assert.rejects(pool.render(input('/stop')), /exit code 3/);
      assert.match(view(await pool.render(input('/after'))).html, /Salaam, visitor/);
    } finally {
      await pool.close();
    }
  });

  test('an answer that cannot cross threads is a failed render, not a wait', async () => {
    const pool = make(1);
    try {
      await assert.rejects(pool.render(input('/function')), /could not be cloned/);
      assert.match(view(await pool.render(input('/after'))).html, /Salaam, visitor/);
    } finally {
      await pool.close();
    }
  });

  test('closing the pool ends the renders in flight and refuses new ones', async () => {
    const pool = make(1, 10_000);
    const stuck = assert.rejects(pool.render(input('/spin')), /closed/);
    await pool.close();
    await stuck;
    await assert.rejects(pool.render(input('/after')), /closed/);
  });
});
