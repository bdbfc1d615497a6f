import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { pin, publishRemote } from '../../test/deploy.js';

const INDEX = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const PUBLIC_ROUTES = [
  // Reads name their calls; a call that does not exist, or is not public, is not answered.
  { path: '/blog', page: 'blog', access: 'public' as const, title: 'Blog', data: [{ call: 'getBlogs', query: { page: 1 } }, { call: 'noSuchCall' }, { call: 'getIssues' }] },
  // A remote built before calls had names writes the path: still answered.
  { path: '/blog/:blogSlug/:blogId', page: 'blog-post', access: 'public' as const, title: 'Blog', data: ['/blogs/:blogId'] },
  { path: '/press-release/:prSlug/:prId', page: 'press-release', access: 'public' as const, title: 'Press Release', data: [{ call: 'getPressRelease', params: { id: ':prId' } }] },
  { path: '/about-us', page: 'about-us', access: 'public' as const, title: 'About Us' },
  { path: '/membership', page: 'membership', access: 'public' as const, title: 'Membership', data: [{ call: 'getPackage', params: { name: 'Surge' } }] },
];

/** The JSON data block of that id in a page, or undefined. */
function block(html: string, id: string) {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

function deploy(root: string) {
  const deployDir = path.join(root, 'deploy');
  publishRemote(deployDir, 'mfe-public', '0.2.0', PUBLIC_ROUTES);
  publishRemote(deployDir, 'mfe-network', '0.1.0', [{ path: '/dashboard/peers', page: 'peers', access: 'member', title: 'Peers' }]);
  pin(deployDir, { 'mfe-public': '0.2.0', 'mfe-network': '0.1.0' });
  return deployDir;
}

describe('production: what a public page sends for its first view', () => {
  let ctx: TestContext;
  let root: string;
  let firstPost: { id: number; slug: string };

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-first-view-'));
    const shellDir = path.join(root, 'shell');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    ctx = await startTestApp({ production: true, shellDir, deployDir: deploy(root) });
    firstPost = (await ctx.app.inject({ method: 'GET', url: '/api/blogs?page=1' })).json().data.items[0];
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  test("names the page's remote and carries its federation manifest, so the shell starts it at once", async () => {
    const res = await page(`/blog/${firstPost.slug}/${firstPost.id}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(block(res.body, 'first-page'), {
      scope: 'mfe_public',
      entry: '/remotes/mfe-public/0.2.0/mf-manifest.json',
      page: 'blog-post',
      manifest: { id: 'mfe-public', name: 'mfe-public' },
    });
  });

  test('answers the reads the route declares, as the API answers an anonymous visitor', async () => {
    const post = await page(`/blog/${firstPost.slug}/${firstPost.id}`);
    const api = await page(`/api/blogs/${firstPost.id}`);
    assert.deepEqual(block(post.body, 'first-data'), { [`/api/blogs/${firstPost.id}`]: api.json() });

    // A read that fails, or names no public call, is left for the page to make (and show) itself.
    const list = block((await page('/blog?page=3')).body, 'first-data');
    assert.deepEqual(Object.keys(list), ['/api/blogs?page=1']);
    assert.equal(list['/api/blogs?page=1'].data.items[0].id, firstPost.id);

    // A call's path parameter from the route's own.
    const press = (await page('/api/pressreleases?page=1')).json().data.items[0];
    const release = block((await page(`/press-release/any-title/${press.id}`)).body, 'first-data');
    assert.deepEqual(Object.keys(release), [`/api/pressreleases/${press.id}`]);
  });

  test('answers an Urdu page’s reads in Urdu, as the API answers the page’s own calls, and an English page’s in English', async () => {
    const urdu = block((await page('/ur/membership')).body, 'first-data')?.['/api/packages/Surge'];
    assert.deepEqual([urdu?.data.name, urdu?.data.title], ['Surge', 'سرج']);
    assert.equal(urdu?.data.features[0].name, 'آواز اور معاون گروپ');
    const english = block((await page('/membership')).body, 'first-data')?.['/api/packages/Surge'];
    assert.deepEqual([english?.data.name, english?.data.title, english?.data.features[0].name], ['Surge', 'Surge', 'Voice & Support Group']);
  });

  test('sends no answers to a signed-in member, whose reads carry their token', async () => {
    const res = await page('/blog', { cookie: 'theme=light; auth=abcdefghijklmnopqrstuvwxyz0123456789' });
    assert.ok(block(res.body, 'first-page'));
    assert.equal(block(res.body, 'first-data'), undefined);
    // A cookie merely named like it is not a session.
    assert.ok(block((await page('/blog', { cookie: 'xauth=1' })).body, 'first-data'));
  });

  test('a crafted address cannot make the server read another call', async () => {
    for (const url of [`/blog/x/..%2F..%2Fhealth`, `/blog/x/1%3Fpage=2`]) {
      const res = await page(url);
      assert.equal(res.statusCode, 200, url);
      const data = block(res.body, 'first-data') ?? {};
      for (const key of Object.keys(data)) assert.match(key, /^\/api\/blogs\/[^/?]+$/, url);
      assert.ok(!res.body.includes('"status":"ok"'), url);
    }
  });

  test('sends nothing for member pages, pages without reads or remote, and unknown addresses', async () => {
    const member = await page('/dashboard/peers');
    assert.equal(block(member.body, 'first-page'), undefined);
    assert.equal(block(member.body, 'first-data'), undefined);
    const about = await page('/about-us');
    assert.equal(block(about.body, 'first-page').page, 'about-us');
    assert.equal(block(about.body, 'first-data'), undefined);
    const unknown = await page('/no/such/page');
    assert.equal(block(unknown.body, 'first-page'), undefined);
  });
});

describe('development: remote overrides', () => {
  test('the shell alone picks the remote build, so only the answers are sent', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-first-view-dev-'));
    const shellDir = path.join(root, 'shell');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    const dev = await startTestApp({ production: false, serveSite: true, allowRemoteOverrides: true, shellDir, deployDir: deploy(root) });
    try {
      const res = await dev.app.inject({ method: 'GET', url: '/blog' });
      assert.equal(block(res.body, 'first-page'), undefined);
      assert.ok(block(res.body, 'first-data')['/api/blogs?page=1']);
    } finally {
      await dev.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

test("a route named with the association's slug is found when the pins name only part of the org (its featured event)", async () => {
  const { pinnedRouteOf } = await import('./first-view.js');
  const route = { path: '/{org}-google-soft-skills', page: 'soft-skills', access: 'public' as const, title: 'Soft skills', hydrate: 'islands' as const };
  const manifest = {
    org: { featuredEvent: { path: '/event/a/1', label: 'A meetup' } } as never,
    remotes: [{ name: 'mfe-learning', scope: 'mfe_learning', version: '1.0.0', entry: '/remotes/mfe-learning/1.0.0/mf-manifest.json', routes: [route] }],
  };
  assert.equal(pinnedRouteOf(manifest, '/pafla-google-soft-skills')?.route.hydrate, 'islands');
  assert.equal(pinnedRouteOf(manifest, '/undefined-google-soft-skills'), null);
});
