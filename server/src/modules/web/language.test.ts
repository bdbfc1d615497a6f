import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { pin, publishRemote } from '../../test/deploy.js';

const INDEX = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shell</title></head><body><div id="root"></div></body></html>';

describe('the page’s language: /ur/ addresses, alternates, the typeface, the offer of Urdu and the switch', () => {
  let ctx: TestContext;
  let root: string;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-language-'));
    const shellDir = path.join(root, 'shell');
    const deployDir = path.join(root, 'deploy');
    fs.mkdirSync(path.join(shellDir, 'fonts'), { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(shellDir, 'fonts', 'urdu.0a1b2c3d.woff2'), 'font');
    fs.writeFileSync(path.join(shellDir, 'fonts', 'urdu.json'), JSON.stringify({ file: '/fonts/urdu.0a1b2c3d.woff2', family: 'Noto Nastaliq Urdu', bytes: 4, characters: 2 }));
    publishRemote(deployDir, 'mfe-public', '0.1.0', [{ path: '/membership', page: 'membership', access: 'public', title: 'Membership' }]);
    pin(deployDir, { 'mfe-public': '0.1.0' });
    ctx = await startTestApp({ production: true, shellDir, deployDir });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${new URL(m[2]).pathname}`);

  test('an Urdu address is sent right to left, in Urdu, with the Urdu typeface; an English one is not', async () => {
    const urdu = await get('/ur/membership');
    assert.equal(urdu.statusCode, 200);
    assert.match(urdu.body, /<html lang="ur" dir="rtl">/);
    assert.match(urdu.body, /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/fonts\/urdu\.0a1b2c3d\.woff2">/);
    assert.match(urdu.body, /@font-face\{font-family:"Noto Nastaliq Urdu";[^}]*font-display:swap/);
    const home = await get('/ur/');
    assert.match(home.body, /<html lang="ur" dir="rtl">/);
    const english = await get('/membership');
    assert.match(english.body, /<html lang="en" dir="ltr">/);
    assert.doesNotMatch(english.body, /urdu\.0a1b2c3d\.woff2|@font-face/);
  });

  test('each page names its other language for search engines, both ways, English by default', async () => {
    const expected = ['en /membership', 'ur /ur/membership', 'x-default /membership'];
    assert.deepEqual(alternates((await get('/ur/membership')).body), expected);
    assert.deepEqual(alternates((await get('/membership?ref=home')).body), expected);
  });

  test('a first visit whose browser asks for Urdu is offered it, with a way to stay in English; a reader who chose is not', async () => {
    const asked = await get('/membership', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' });
    assert.match(asked.body, /<a href="\/language\/ur\?next=%2Fmembership"[^>]*>اردو میں پڑھیں<\/a>/);
    assert.match(asked.body, /href="\/language\/en\?next=%2Fmembership"[^>]*>Continue in English</);
    assert.equal(asked.headers.etag, undefined, 'a page made for one browser’s languages names no bytes to share');
    assert.match(String(asked.headers.vary), /accept-language/i);
    assert.doesNotMatch((await get('/membership', { 'accept-language': 'en-GB,en' })).body, /اردو میں پڑھیں/);
    assert.doesNotMatch((await get('/membership', { 'accept-language': 'ur', cookie: 'lang=en' })).body, /اردو میں پڑھیں/);
    assert.doesNotMatch((await get('/ur/membership', { 'accept-language': 'ur' })).body, /اردو میں پڑھیں/);
  });

  test('the switch keeps the choice and goes on to the same page in that language; only to a page of this site', async () => {
    const toUrdu = await get('/language/ur?next=%2Fmembership%3Fref%3Dhome');
    assert.equal(toUrdu.statusCode, 303);
    assert.equal(toUrdu.headers.location, '/ur/membership?ref=home');
    const cookies = [toUrdu.headers['set-cookie']].flat().join('\n');
    assert.match(cookies, /lang=ur; Path=\/; Max-Age=31536000; SameSite=Lax/);
    assert.match(cookies, /lang_pending=1/);
    const toEnglish = await get('/language/en?next=%2Fur%2Fmembership');
    assert.equal(toEnglish.headers.location, '/membership');
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      assert.equal((await get(`/language/ur?next=${encodeURIComponent(next)}`)).headers.location, '/ur/', next);
    }
    const unknown = await get('/language/fr?next=%2Fmembership');
    assert.equal(unknown.statusCode, 303);
    assert.equal(unknown.headers.location, '/membership');
    assert.equal(unknown.headers['set-cookie'], undefined);
  });

  test('a reader who chose Urdu is sent to a page’s Urdu address; an Urdu address is always shown in Urdu', async () => {
    const chosen = await get('/membership?ref=home', { cookie: 'auth=x; lang=ur' });
    assert.equal(chosen.statusCode, 302);
    assert.equal(chosen.headers.location, '/ur/membership?ref=home');
    assert.equal((await get('/ur/membership', { cookie: 'lang=en' })).statusCode, 200);
    assert.equal((await get('/membership', { cookie: 'lang=en' })).statusCode, 200);
  });
});
