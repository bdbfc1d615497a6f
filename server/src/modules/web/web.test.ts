import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { pin, publishRemote } from '../../test/deploy.js';
import { hoistStyles, inlineJson, STATIC_FRAME, withRenderedRoot } from './shell-page.js';
import { EARLY_INPUT_SCRIPT } from '../../../../shared-api/src/islands.js';
import { createHash } from 'node:crypto';

const INDEX = '<!doctype html><html><head><title>Shell</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

describe('production: the shell, the remotes and the inlined manifest', () => {
  let ctx: TestContext;
  let root: string;
  let shellDir: string;
  let deployDir: string;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-web-'));
    shellDir = path.join(root, 'shell');
    deployDir = path.join(root, 'deploy');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(shellDir, 'main.1a2b3c4d.js'), 'console.log("shell")');
    fs.writeFileSync(path.join(shellDir, 'favicon.ico'), 'icon');
    fs.writeFileSync(path.join(shellDir, 'main.1a2b3c4d.js.map'), '{"sourcesContent":["secret source"]}');
    publishRemote(deployDir, 'mfe-account', '0.1.0', [
      { path: '/login', page: 'login', access: 'guest', title: 'Sign in </script><!-- <script>alert(1)</script>' },
      { path: '/', page: 'home', access: 'public', title: 'Home' },
      { path: '/dashboard/peers', page: 'peers', access: 'member', title: 'Peers' },
      { path: '/member/:memberId', page: 'member', access: 'member', title: 'Member' },
    ]);
    pin(deployDir, { 'mfe-account': '0.1.0' });
    fs.writeFileSync(path.join(deployDir, 'mfe-account', '0.1.0', 'remoteEntry.js.map'), '{"sourcesContent":["secret source"]}');
    // The federation manifest names its entry, as a build writes it.
    fs.writeFileSync(
      path.join(deployDir, 'mfe-account', '0.1.0', 'mf-manifest.json'),
      JSON.stringify({ id: 'mfe_account', name: 'mfe_account', metaData: { name: 'mfe_account', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' }, shared: [], exposes: [] }),
    );
    ctx = await startTestApp({ production: true, shellDir, deployDir });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string) => ctx.app.inject({ method: 'GET', url });

  test('answers every page URL with index.html and the manifest inlined before </head>; an address no page lives at with 404', async () => {
    for (const [url, status] of [['/', 200], ['/dashboard/peers', 200], ['/member/abc123?tab=bio', 200], ['/index.html', 404], ['/no/such/page', 404], ['/ur/no-such-page', 404]] as const) {
      const res = await page(url);
      assert.equal(res.statusCode, status, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.equal(res.headers['cache-control'], 'public, no-cache');
      // The manifest, then any other data blocks (the page's remote, for a public page), then </head>.
      const match = /<script type="application\/json" id="shell-manifest">(.*?)<\/script>(?:<script type="application\/json"[^>]*>[^<]*<\/script>)*<\/head>/.exec(res.body);
      assert.ok(match, url);
      const manifest = JSON.parse(match[1]);
      assert.equal(manifest.remotes[0].entry, '/remotes/mfe-account/0.1.0/mf-manifest.json');
      // production: no browser may swap a remote for a local build
      assert.equal(manifest.overridesAllowed, undefined);
    }
  });

  test('sends the layout’s outline in the root, to show until the shell renders, with no script and few bytes', async () => {
    for (const url of ['/', '/dashboard/peers']) {
      const res = await page(url);
      const root = /<div id="root">(.*)<\/div><\/body>/.exec(res.body)?.[1] ?? '';
      assert.equal(root, STATIC_FRAME, url);
    }
    assert.match(STATIC_FRAME, /background:#137f53/, 'the brand-coloured mark where the logo will be');
    assert.match(STATIC_FRAME, /^<style>[^<]*<\/style><div aria-hidden="true">/);
    assert.ok(!/<script|on\w+=/i.test(STATIC_FRAME));
    assert.ok(Buffer.byteLength(STATIC_FRAME) < 1200, `${Buffer.byteLength(STATIC_FRAME)} bytes`);
  });

  test('escapes the manifest so no value can close the script element', async () => {
    const res = await page('/login');
    assert.equal(res.body.match(/<\/script>/g)?.length, 2, 'only the two real closing tags');
    assert.ok(!res.body.includes('<!--'));
    assert.ok(res.body.includes(inlineJson('Sign in </script><!-- <script>alert(1)</script>')));
  });

  test('keeps the CSP free of inline script but the one a server-drawn page starts with, by its hash', async () => {
    const csp = String((await page('/')).headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;
    assert.equal(/script-src ([^;]*)/.exec(csp)?.[1], `'self' ${hash}`);
    assert.ok(!csp.includes('unsafe-inline') || /style-src 'self' 'unsafe-inline'/.test(csp));
    assert.ok(!/script-src[^;]*unsafe/.test(csp));
    // images: the site's own, data: icons and the profile picture's blob: preview; no other site
    assert.match(csp, /img-src 'self' data: blob:(;|$)/);
  });

  test('serves hashed shell assets as immutable and the rest as revalidated', async () => {
    const asset = await page('/main.1a2b3c4d.js');
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await page('/favicon.ico')).headers['cache-control'], 'no-cache');
  });

  test('serves remote versions: entry points revalidated, chunks immutable', async () => {
    const base = '/remotes/mfe-account/0.1.0';
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await page(`${base}/${file}`);
      assert.equal(res.statusCode, 200, file);
      assert.equal(res.headers['cache-control'], 'no-cache', file);
    }
    const chunk = await page(`${base}/__federation_expose_login.3fa9c1d2.js`);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await page(`${base}/routes.json`)).statusCode, 200);
  });

  test("names a version's entry by the digest of its bytes, and serves it so named as immutable", async () => {
    const base = '/remotes/mfe-account/0.1.0';
    const digest = createHash('sha256').update(fs.readFileSync(path.join(deployDir, 'mfe-account', '0.1.0', 'remoteEntry.js'))).digest('base64url').slice(0, 16);
    // The federation manifest as browsers get it, from its own address and in the first view of a page of the remote.
    const served = await page(`${base}/mf-manifest.json`);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'no-cache');
    assert.equal(served.json().metaData.remoteEntry.name, `remoteEntry.js?v=${digest}`);
    assert.equal(served.json().metaData.publicPath, 'auto');
    const again = await ctx.app.inject({ method: 'GET', url: `${base}/mf-manifest.json`, headers: { 'if-none-match': String(served.headers.etag) } });
    assert.equal(again.statusCode, 304);
    const firstPage = /<script type="application\/json" id="first-page">(.*?)<\/script>/.exec((await page('/')).body);
    assert.ok(firstPage, "a public page's first view names its remote");
    assert.equal(JSON.parse(firstPage[1]).manifest.metaData.remoteEntry.name, `remoteEntry.js?v=${digest}`);
    // Asked for by that name, the entry is kept for good; by its bare name or another digest, it is asked again.
    const named = await page(`${base}/remoteEntry.js?v=${digest}`);
    assert.equal(named.statusCode, 200);
    assert.equal(named.body, '/* entry */');
    assert.equal(named.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const url of [`${base}/remoteEntry.js`, `${base}/remoteEntry.js?v=AAAAAAAAAAAAAAAA`, `${base}/remoteEntry.js?v=${digest}&v=${digest}`]) {
      const res = await page(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
  });

  test('answers a revalidation of an unchanged entry point with 304 and no body', async () => {
    const url = '/remotes/mfe-account/0.1.0/remoteEntry.js';
    const first = await page(url);
    assert.equal(first.headers['content-type'], 'application/javascript; charset=utf-8');
    const etag = String(first.headers.etag);
    assert.ok(etag, 'an ETag to revalidate with');
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const other = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    assert.equal(other.statusCode, 200);
    assert.equal(other.body, first.body);
  });

  test('never serves a source map, of the shell or of a remote', async () => {
    for (const url of ['/main.1a2b3c4d.js.map', '/remotes/mfe-account/0.1.0/remoteEntry.js.map']) {
      const res = await page(url);
      assert.equal(res.statusCode, 404, url);
      assert.ok(!res.body.includes('secret source'), url);
    }
  });

  test('answers 404 (not the page) for missing files, the pins file and traversal attempts', async () => {
    for (const url of ['/remotes/manifest.json', '/remotes/mfe-account/9.9.9/remoteEntry.js', '/missing.3f3f3f3f.js', '/remotes/..%2f..%2fshell/index.html']) {
      const res = await page(url);
      assert.equal(res.statusCode, 404, url);
      assert.ok(!res.body.includes('shell-manifest'), url);
    }
  });

  test('keeps /api answers in the envelope', async () => {
    const res = await page('/api/unknown');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error, true);
    assert.equal((await page('/api/health')).statusCode, 200);
  });
});

describe('development: remote overrides', () => {
  test('the manifest tells the shell that a browser may point a remote at a local build', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-web-dev-'));
    const deployDir = path.join(root, 'deploy');
    publishRemote(deployDir, 'mfe-account', '0.1.0', [{ path: '/login', page: 'login', access: 'guest', title: 'Login' }]);
    pin(deployDir, { 'mfe-account': '0.1.0' });
    const dev = await startTestApp({ production: false, allowRemoteOverrides: true, deployDir });
    try {
      const res = await dev.app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(res.json().overridesAllowed, true);
    } finally {
      await dev.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

test("a rendered page's styles go to the head, in their order, and out of the text of what they styled", () => {
  const rendered =
    '<style data-emotion="css-global abc">:root{--x:1}</style><h2><style data-emotion="css 1a">.css-1a{color:red}</style><a class="css-1a">Getting paid</a></h2>' +
    '<p><style data-emotion="css 2b">.css-2b>span{margin:0}</style>text</p>';
  assert.deepEqual(hoistStyles(rendered), {
    body: '<h2><a class="css-1a">Getting paid</a></h2><p>text</p>',
    styles: '<style data-emotion="css-global abc">:root{--x:1}</style><style data-emotion="css 1a">.css-1a{color:red}</style><style data-emotion="css 2b">.css-2b>span{margin:0}</style>',
  });
  const page = withRenderedRoot(`<html><head><title>t</title></head><body><div id="root">${STATIC_FRAME}</div></body></html>`, rendered, true);
  assert.match(page, /<title>t<\/title><style data-emotion="css-global abc">.*<\/style><\/head>/);
  // The page's one inline script comes first in its head, before anything a person could press is drawn.
  assert.ok(page.startsWith(`<html><head><script>${EARLY_INPUT_SCRIPT}</script><title>`));
  assert.match(page, /<div id="root" data-first-view data-islands><h2><a class="css-1a">Getting paid<\/a><\/h2><p>text<\/p><\/div>/);
});
