// The server's side of the first view as HTML (docs/decisions/025), with small hand-written bundles in place of the
// built ones: which bundle renders, what the page's calls carry, and that nothing that fails reaches the visitor as
// an error. The built shell and remotes are rendered and hydrated in a browser by e2e/tests/platform/first-view.spec.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { pin, publishRemote } from '../../test/deploy.js';

const INDEX =
  '<!doctype html><html><head><title>Shell</title><script defer="defer" src="/main.1a2b3c4d.js"></script><link rel="preload" as="script" href="/325.8dd344c8.js"></head><body><div id="root"></div></body></html>';
const ROUTES = [
  { path: '/about-us', page: 'about-us', access: 'public' as const, title: 'About Us' },
  { path: '/blog', page: 'blog', access: 'public' as const, title: 'Blog', data: [{ call: 'getBlogs', query: { page: 1 } }] },
  { path: '/broken', page: 'broken', access: 'public' as const, title: 'Broken' },
  { path: '/dashboard/me', page: 'me', access: 'member' as const, title: 'Me' },
  { path: '/events', page: 'events', access: 'public' as const, title: 'Events' },
  { path: '/voices', page: 'voices', access: 'public' as const, title: 'Voices', hydrate: 'islands' as const },
  { path: '/waiting', page: 'waiting', access: 'public' as const, title: 'Waiting', hydrate: 'islands' as const },
  { path: '/moved', page: 'moved', access: 'public' as const, title: 'Moved' },
  { path: '/missing', page: 'missing', access: 'public' as const, title: 'Missing', hydrate: 'islands' as const },
  { path: '/plans', page: 'plans', access: 'public' as const, title: 'Plans' },
  { path: '/dashboard/voices', page: 'me', access: 'member' as const, title: 'Member voices', hydrate: 'islands' as const },
  // A remote built by hand past the route gate: the server still hydrates a staff page whole.
  { path: '/staff/voices', page: 'me', access: 'staff' as const, title: 'Staff voices', hydrate: 'islands' as const },
];
/** index.html with the islands' script in place of the shell's entry (docs/decisions/028). */
const ISLANDS_INDEX = INDEX.replace(/<script[^>]*><\/script><link[^>]*>/, '<script defer="defer" src="/islands.9f8e7d6c.js"></script>');

/**
 * A shell server bundle with the built one's exports: it gives remotes its `shared-ui` (a tag function), renders the
 * pinned route's page, and reads the member's profile through the server's fetch, as a page's read would.
 */
const SHELL_BUNDLE = `
let serverFetch;
exports.provided = { 'shared-ui': { tag: (name, text) => '<' + name + '>' + text + '</' + name + '>' } };
exports.setServerFetch = (fetch) => { serverFetch = fetch; };
exports.setServerSanitizer = () => undefined;
exports.parseUserDetails = (raw) => (raw ? JSON.parse(raw) : null);
exports.renderFirstView = async (input) => {
  const asked = input.url.split('?')[0];
  const path = asked === '/ur' ? '/' : asked.startsWith('/ur/') ? asked.slice(3) : asked;
  const remote = input.manifest.remotes.find((r) => r.routes.some((route) => route.path === path));
  // The shell's own pages are the browser's to draw, and so is every address for a shell built before it drew the
  // not-found page (here, under /left-to-the-browser); any other address is the not-found page.
  if (!remote && (path === '/logout' || path.startsWith('/left-to-the-browser'))) return { skipped: 'no pinned route' };
  if (!remote) return { html: '<h1>Page not found</h1>', reads: {}, queries: { queries: [] }, route: null, title: 'Page not found | Test', status: 404, partial: false, answered: true };
  const route = remote.routes.find((r) => r.path === path);
  if (route.access !== 'public' && !input.session) return { skipped: 'the guard decides' };
  const Page = await input.loadPage({ id: remote.scope + '/' + route.page, remote: remote.name, page: route.page });
  if (!Page) return { skipped: 'no server bundle' };
  // The page called "moved" says its record lives at /about-us (an old slug).
  if (route.page === 'moved') return { redirect: '/about-us' };
  let me = null;
  if (input.session) me = (await (await serverFetch(new Request('http://first-view.invalid/api/user/session'))).json()).data;
  // The page called "plans" reads a plan, as the membership page does.
  const plan = route.page === 'plans' ? (await (await serverFetch(new Request('http://first-view.invalid/api/packages/Surge'))).json()).data : null;
  // The page called "missing" read a record the API answered 404, and shows its not-found state.
  const status = route.page === 'missing' ? { status: 404 } : {};
  // The page called "waiting" made a read the server could not answer.
  return { html: Page({ me, plan }), reads: me ? { '["me"]': me.email } : {}, queries: { queries: [] }, route: { id: route.page, remote: remote.name, title: route.title }, title: route.title + ' | Test', ...status, partial: false, answered: route.page !== 'waiting' };
};
`;

/** A remote version's server bundle: its pages use the shell's shared-ui, as remotes do. */
const remoteBundle = (version: string) => `
const ui = require('shared-ui');
let renders = 0;
exports.pages = {
  events: async () => ({ default: () => ui.tag('p', 'render #' + (renders += 1)) }),
  'about-us': async () => ({ default: () => ui.tag('h1', 'About us, rendered by ${version}') }),
  blog: async () => ({ default: () => ui.tag('h1', 'Blog') }),
  broken: async () => ({ default: () => { throw new Error('this page cannot render on the server'); } }),
  me: async () => ({ default: ({ me }) => ui.tag('h1', 'Signed in as ' + (me ? me.email : 'nobody')) }),
  voices: async () => ({ default: () => ui.tag('h1', 'Voices') }),
  waiting: async () => ({ default: () => ui.tag('h1', 'Waiting') }),
  moved: async () => ({ default: () => ui.tag('h1', 'Moved') }),
  missing: async () => ({ default: () => ui.tag('h1', 'This event does not exist') }),
  plans: async () => ({ default: ({ plan }) => ui.tag('h1', plan.title) }),
};
`;

function block(html: string, id: string) {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

// The same behaviour whether pages render in worker threads (the default) or in the app's own thread (RENDER_WORKERS=0).
for (const renderWorkers of [1, 0]) describe(`production: pages rendered on the server with the pinned bundles, ${renderWorkers ? 'in a worker thread' : "in the app's thread"}`, () => {
  let ctx: TestContext;
  let root: string;
  let deployDir: string;
  let shellDir: string;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-server-render-'));
    shellDir = path.join(root, 'shell');
    fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(shellDir, 'islands.html'), ISLANDS_INDEX);
    fs.writeFileSync(path.join(shellDir, 'server', 'shell.js'), SHELL_BUNDLE);
    deployDir = path.join(root, 'deploy');
    for (const version of ['0.2.0', '0.3.0', '0.4.0']) {
      publishRemote(deployDir, 'mfe-public', version, ROUTES);
      // 0.4.0 was built before remotes had server bundles.
      if (version === '0.4.0') continue;
      fs.mkdirSync(path.join(deployDir, 'mfe-public', version, 'server'));
      fs.writeFileSync(path.join(deployDir, 'mfe-public', version, 'server', 'pages.js'), remoteBundle(version));
    }
    pin(deployDir, { 'mfe-public': '0.2.0' });
    ctx = await startTestApp({ production: true, shellDir, deployDir, renderWorkers });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  test("renders the pinned remote's page into the root, marked for hydration, with its title", async () => {
    const res = await page('/about-us');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<div id="root" data-first-view><h1>About us, rendered by 0.2.0<\/h1><\/div>/);
    assert.match(res.body, /<title>About Us \| Test<\/title>/);
    assert.ok(res.body.includes('<script defer="defer" src="/main.1a2b3c4d.js"></script>'), "the shell's entry, to hydrate");
    assert.ok(!res.body.includes('rel="preload"'), 'no preloads to compete with the HTML and run before the first paint');
    assert.equal(res.headers['cache-control'], 'public, no-cache');
    assert.match(String(res.headers.vary), /^Cookie/);
  });

  test('a page drawn in Urdu reads the API in Urdu, as its own calls from the browser do', async () => {
    assert.match((await page('/ur/plans')).body, /<h1>سرج<\/h1>/);
    assert.match((await page('/plans')).body, /<h1>Surge<\/h1>/);
  });

  test('each render’s time is counted in the metrics, by how it ended', async () => {
    const rendered = async () => (await ctx.app.metrics.renders.get()).values.find((v) => v.metricName === 'first_view_render_seconds_count' && v.labels.outcome === 'rendered')?.value ?? 0;
    const before = await rendered();
    // A POST through the server clears the pages kept for visitors: the next view is rendered again.
    await ctx.app.inject({ method: 'POST', url: '/api/nothing-here' });
    assert.equal((await page('/about-us')).statusCode, 200);
    assert.equal(await rendered(), before + 1);
  });

  test("a page whose route hydrates as islands is sent with the islands' script, marked so, and no shell entry", async () => {
    const res = await page('/voices');
    assert.match(res.body, /<div id="root" data-first-view data-islands><h1>Voices<\/h1><\/div>/);
    assert.ok(res.body.includes('<script defer="defer" src="/islands.9f8e7d6c.js"></script>'));
    assert.ok(!res.body.includes('/main.1a2b3c4d.js'), "the shell's entry is not loaded");
    assert.ok(block(res.body, 'first-page'), "the remote's manifest, for the islands that are its own");
    // A route without it hydrates whole, as before.
    assert.ok((await page('/about-us')).body.includes('/main.1a2b3c4d.js'));
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/islands.html' })).statusCode, 404, 'the template is never served as it is');
  });

  test("a member's page of islands is sent with the islands' script, marked to be read again from history, with the shell's code to fetch ahead; a staff page hydrates whole", async () => {
    const member = (await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'hira.baloch@example.com', password: 'Demo@12345' } })).json().data;
    const cookie = `auth=${member.token}; user_details=${encodeURIComponent(JSON.stringify({ member_id: member.member_id, is_profile_completed: true, role: 'member' }))}`;
    const res = await page('/dashboard/voices', { cookie });
    assert.match(res.body, /<div id="root" data-first-view data-islands data-personal-page><h1>Signed in as hira\.baloch@example\.com<\/h1><\/div>/);
    assert.ok(res.body.includes('/islands.9f8e7d6c.js') && !res.body.includes('<script defer="defer" src="/main.1a2b3c4d.js">'));
    // The next page of the dashboard hydrates whole: the shell's entry and its first chunk come while the member reads.
    assert.deepEqual(block(res.body, 'scripts-ahead'), ['/main.1a2b3c4d.js', '/325.8dd344c8.js']);
    assert.equal(res.headers['cache-control'], 'private, no-cache');
    // A public page of islands is not a member's page, signed in or not.
    assert.ok(!(await page('/voices', { cookie })).body.includes('data-personal-page'));

    const staff = (await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'zainab.hussain@example.com', password: 'Demo@12345' } })).json().data;
    const staffCookie = `auth=${staff.token}; user_details=${encodeURIComponent(JSON.stringify({ member_id: staff.member_id, is_profile_completed: true, role: 'staff' }))}`;
    const tool = await page('/staff/voices', { cookie: staffCookie });
    assert.match(tool.body, /<div id="root" data-first-view><h1>Signed in as zainab\.hussain@example\.com<\/h1><\/div>/);
    assert.ok(tool.body.includes('<script defer="defer" src="/main.1a2b3c4d.js"></script>'));
  });

  test("a page whose record lives at another address is answered with a permanent redirect there, not the page", async () => {
    const res = await page('/moved');
    assert.equal(res.statusCode, 301);
    assert.equal(res.headers.location, '/about-us');
    assert.equal(res.body, '');
  });

  test('an address no page lives at is answered 404 with the not-found page the shell drew, in English and in Urdu', async () => {
    for (const [url, lang] of [['/no-such-page', '<html lang="en" dir="ltr">'], ['/ur/no-such-page?from=a-search', '<html lang="ur" dir="rtl">']]) {
      const res = await page(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.ok(res.body.includes(lang), url);
      assert.match(res.body, /<div id="root" data-first-view><h1>Page not found<\/h1><\/div>/);
      assert.match(res.body, /<title>Page not found \| Test<\/title>/);
      // Hydrated whole by the shell's entry, which draws the same page; never a 304 for it.
      assert.ok(res.body.includes('/main.1a2b3c4d.js'));
      assert.equal(res.headers.etag, undefined);
    }
    // Asked again (kept for visitors a few seconds), and by a monitor's HEAD: still 404.
    assert.equal((await page('/no-such-page')).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'HEAD', url: '/about-us' })).statusCode, 200);
  });

  test('an address no page lives at is 404 even when the page is left to the browser; the shell’s own pages are not', async () => {
    const res = await page('/left-to-the-browser/anything');
    assert.equal(res.statusCode, 404);
    assert.match(res.body, /<div id="root"><style>/, 'the static frame: the browser draws the not-found page');
    assert.equal((await page('/ur/left-to-the-browser')).statusCode, 404);
    assert.equal((await page('/logout')).statusCode, 200);
  });

  test('a page whose record does not exist is answered 404 with its not-found state, a known page 200', async () => {
    const res = await page('/missing');
    assert.equal(res.statusCode, 404);
    assert.match(res.body, /<div id="root" data-first-view data-islands><h1>This event does not exist<\/h1><\/div>/);
    assert.equal(res.headers['cache-control'], 'public, no-cache');
    assert.equal((await page('/ur/missing')).statusCode, 404);
    assert.equal((await page('/about-us')).statusCode, 200);
    assert.equal((await page('/ur/about-us')).statusCode, 200);
  });

  test('a page hydrates whole when a read it made has no answer: only its own code would ask it', async () => {
    const res = await page('/waiting');
    assert.match(res.body, /<div id="root" data-first-view><h1>Waiting<\/h1><\/div>/);
    assert.ok(res.body.includes('/main.1a2b3c4d.js'));
    assert.ok(!res.body.includes('/islands.9f8e7d6c.js'));
  });

  test('a rendered page carries no first-data answers: its reads are in the HTML already', async () => {
    const res = await page('/blog');
    assert.match(res.body, /data-first-view><h1>Blog<\/h1>/);
    assert.equal(block(res.body, 'first-data'), undefined);
    assert.ok(block(res.body, 'first-page'), 'the remote still starts loading at once, to hydrate');
  });

  test('a pin and a rollback change the rendered HTML at the next request, with no restart', async () => {
    pin(deployDir, { 'mfe-public': '0.3.0' });
    assert.match((await page('/about-us')).body, /rendered by 0\.3\.0/);
    pin(deployDir, { 'mfe-public': '0.2.0' });
    assert.match((await page('/about-us')).body, /rendered by 0\.2\.0/);
  });

  test('a version without a server bundle is rendered in the browser, as before', async () => {
    pin(deployDir, { 'mfe-public': '0.4.0' });
    try {
      const res = await page('/blog');
      assert.equal(res.statusCode, 200);
      assert.ok(!res.body.includes('data-first-view'));
      assert.match(res.body, /<div id="root"><style>/, 'the static frame');
      assert.ok(res.body.includes('<link rel="preload" as="script" href="/325.8dd344c8.js">'), 'a page the browser draws keeps its preloads');
      assert.ok(block(res.body, 'first-data')['/api/blogs?page=1'], 'with the answers decision 004 sends');
    } finally {
      pin(deployDir, { 'mfe-public': '0.2.0' });
    }
  });

  test('a page that throws on the server is rendered in the browser, never answered with an error', async () => {
    const res = await page('/broken');
    assert.equal(res.statusCode, 200);
    assert.ok(!res.body.includes('data-first-view'));
    assert.match(res.body, /<div id="root"><style>/);
  });

  test("a member's page is rendered with their data, through their own token, and never kept by a shared cache", async () => {
    const signIn = async (email: string) => (await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'Demo@12345' } })).json().data;
    const [hira, bilal] = await Promise.all([signIn('hira.baloch@example.com'), signIn('bilal.khan@example.com')]);
    const cookie = (member: { token: string; member_id: string }) =>
      `auth=${member.token}; user_details=${encodeURIComponent(JSON.stringify({ member_id: member.member_id, is_profile_completed: true, role: 'member' }))}`;
    // Side by side: each render's calls carry its own request's token.
    const [forHira, forBilal] = await Promise.all([page('/dashboard/me', { cookie: cookie(hira) }), page('/dashboard/me', { cookie: cookie(bilal) })]);
    assert.match(forHira.body, /Signed in as hira\.baloch@example\.com/);
    assert.match(forBilal.body, /Signed in as bilal\.khan@example\.com/);
    assert.equal(forHira.headers['cache-control'], 'private, no-cache');
    // A visitor is sent to sign in by the browser's guard: nothing is rendered for them.
    const visitor = await page('/dashboard/me');
    assert.ok(!visitor.body.includes('data-first-view'));
  });

  test("a signed-in page is drawn for the account as it is now, and the browser's session cookie is brought up to date", async () => {
    const staff = (await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'zainab.hussain@example.com', password: 'Demo@12345' } })).json().data;
    // The cookie was written before the account was made staff.
    const stale = encodeURIComponent(JSON.stringify({ member_id: staff.member_id, is_profile_completed: staff.is_profile_completed, role: 'member' }));
    const res = await page('/about-us', { cookie: `auth=${staff.token}; user_details=${stale}` });
    const written = [res.headers['set-cookie']].flat().join('\n');
    assert.match(written, /^user_details=[^;]+; Path=\/; Max-Age=2592000; SameSite=Lax$/);
    assert.equal(JSON.parse(decodeURIComponent(/^user_details=([^;]+)/.exec(written)![1])).role, 'staff');
    // A cookie that is right is left alone.
    const fresh = encodeURIComponent(JSON.stringify({ member_id: staff.member_id, is_profile_completed: staff.is_profile_completed, role: 'staff' }));
    assert.equal((await page('/about-us', { cookie: `auth=${staff.token}; user_details=${fresh}` })).headers['set-cookie'], undefined);
    // A token the server refuses: the page is a visitor's, and the browser is signed out.
    const refused = await page('/about-us', { cookie: `auth=${'a'.repeat(43)}; user_details=${fresh}` });
    assert.deepEqual([refused.headers['set-cookie']].flat(), ['auth=; Path=/; Max-Age=0; SameSite=Lax', 'user_details=; Path=/; Max-Age=0; SameSite=Lax']);
  });

  test("a visitor's page is rendered once for many visits, until something changes through the server", async () => {
    const renderNumber = async (headers: Record<string, string> = {}) => Number(/render #(\d+)/.exec((await page('/events', headers)).body)?.[1]);
    const first = await renderNumber();
    assert.equal(await renderNumber(), first);
    // A member's page is theirs: rendered for each request.
    const cookie = `auth=${'a'.repeat(43)}`;
    assert.equal(await renderNumber({ cookie }), first + 1);
    assert.equal(await renderNumber({ cookie }), first + 2);
    assert.equal(await renderNumber(), first);
    // Any change made through this server (here a failed sign-in) renders the page anew.
    await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'nobody@example.com', password: 'wrong password' } });
    assert.equal(await renderNumber(), first + 3);
  });

  test("a browser that has a visitor's page is answered 304 without it, until the page changes", async () => {
    const first = await page('/about-us', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/"[\w-]{27}"$/);
    const again = await page('/about-us', { 'if-none-match': etag, 'accept-encoding': 'br' });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    assert.equal(again.headers.vary, 'Cookie, accept-encoding, accept-language');
    // Another version pinned: other bytes, so the page is sent.
    pin(deployDir, { 'mfe-public': '0.3.0' });
    try {
      const changed = await page('/about-us', { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.match(changed.body, /rendered by 0\.3\.0/);
      assert.notEqual(changed.headers.etag, etag);
    } finally {
      pin(deployDir, { 'mfe-public': '0.2.0' });
    }
    // A member's page is theirs: no ETag, and always sent.
    const member = await page('/about-us', { cookie: `auth=${'a'.repeat(43)}`, 'if-none-match': etag });
    assert.equal(member.statusCode, 200);
    assert.equal(member.headers.etag, undefined);
  });

  test('never serves a server bundle to a browser, nor its digest', async () => {
    for (const url of ['/server/shell.js', '/remotes/mfe-public/0.2.0/server/pages.js']) assert.equal((await page(url)).statusCode, 404, url);
    const res = await page('/about-us');
    assert.ok(!res.body.includes('sha256-'), 'the inlined manifest carries no digest');
    assert.ok(!JSON.stringify((await page('/remotes.json')).json()).includes('sha256-'));
  });

  /** Publishes a version with this server bundle, pins it as the release tool does, and answers /about-us's HTML. */
  const aboutUsWith = async (version: string, bundle: string, { tamper, extra }: { tamper?: string; extra?: object } = {}) => {
    publishRemote(deployDir, 'mfe-public', version, ROUTES);
    const file = path.join(deployDir, 'mfe-public', version, 'server', 'pages.js');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bundle);
    pin(deployDir, { 'mfe-public': version }, extra ? { 'mfe-public': extra } : {});
    if (tamper !== undefined) fs.writeFileSync(file, tamper);
    try {
      return (await page('/about-us')).body;
    } finally {
      pin(deployDir, { 'mfe-public': '0.2.0' });
    }
  };

  test('a server bundle whose bytes are not the ones pinned is never evaluated: the browser renders the page', async () => {
    const marker = path.join(root, `tampered-${renderWorkers}`);
    const tampered = `require('shared-ui'); globalThis.process?.getBuiltinModule?.('node:fs')?.writeFileSync(${JSON.stringify(marker)}, 'ran'); ${remoteBundle('tampered')}`;
    const body = await aboutUsWith(`0.5.${renderWorkers}`, remoteBundle(`0.5.${renderWorkers}`), { tamper: tampered });
    assert.ok(!body.includes('data-first-view'), 'left to the browser');
    assert.ok(!body.includes('rendered by tampered'));
    assert.equal(fs.existsSync(marker), false, 'the changed bundle did not run');
    // The same bytes as pinned render on the server.
    assert.match(await aboutUsWith(`0.6.${renderWorkers}`, remoteBundle(`0.6.${renderWorkers}`)), /data-first-view><h1>About us, rendered by 0\.6\./);
  });

  test("a remote's server bundle gets the shell's shared modules and no Node built-in", async () => {
    for (const builtin of ['fs', 'node:child_process', 'net']) {
      const body = await aboutUsWith(`0.7.${renderWorkers}-${builtin.replace(/\W/g, '')}`, `const x = require(${JSON.stringify(builtin)}); ${remoteBundle('with a built-in')}`);
      assert.ok(!body.includes('data-first-view'), `${builtin}: left to the browser`);
    }
  });

  test('a pin made before digests, and a remote whose first views the release manager switched to the browser, render in the browser', async () => {
    assert.ok(!(await aboutUsWith(`0.8.${renderWorkers}`, remoteBundle('legacy'), { extra: { serverBundle: true } })).includes('data-first-view'));
    assert.ok(!(await aboutUsWith(`0.9.${renderWorkers}`, remoteBundle('switched'), { extra: { firstViews: 'browser' } })).includes('data-first-view'));
  });

  if (renderWorkers) {
    test("a render worker's environment holds none of the server's secrets", async () => {
      const body = await aboutUsWith(
        '0.10.0',
        `const ui = require('shared-ui'); exports.pages = { 'about-us': async () => ({ default: () => ui.tag('h1', 'env: ' + Object.keys(process.env).sort().join(',')) }) };`,
      );
      const keys = /env: ([^<]*)</.exec(body)?.[1];
      assert.notEqual(keys, undefined, 'rendered on the server');
      assert.ok(Object.keys(process.env).length > 3, 'the app itself has an environment');
      assert.ok(keys === '' || keys === 'NODE_ENV', `the worker sees only the mode, not: ${keys}`);
    });
  }
});
