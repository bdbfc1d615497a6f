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
    fs.writeFileSync(
      path.join(shellDir, 'fonts', 'urdu.json'),
      JSON.stringify({ file: '/fonts/urdu.0a1b2c3d.woff2', family: 'Noto Nastaliq Urdu', bytes: 4, characters: 2, name: { file: '/fonts/urdu-name.4e5f6a7b.woff2', bytes: 4 } }),
    );
    publishRemote(deployDir, 'mfe-public', '0.1.0', [
      { path: '/membership', page: 'membership', access: 'public', title: 'Membership' },
      { path: '/staff/members', page: 'staff-members', access: 'staff', title: 'Members' },
    ]);
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
    // An English page preloads no Urdu face and sets no Urdu page's type; Urdu written on it asks for the face itself.
    assert.doesNotMatch(english.body, /rel="preload" as="font"|html\[lang=ur\] body/);
    // Its language switch writes اردو in a face of its own that holds those four letters alone, not in the whole face.
    assert.match(
      english.body,
      /@font-face\{font-family:"Noto Nastaliq Urdu name";[^}]*src:url\(\/fonts\/urdu-name\.4e5f6a7b\.woff2\)[^}]*unicode-range:U\+0627,U\+062F,U\+0631,U\+0648\}html \[hreflang=ur\] \[lang=ur\]\{font-family:"Noto Nastaliq Urdu name",system-ui,sans-serif\}/,
    );
    assert.doesNotMatch(urdu.body, /Noto Nastaliq Urdu name/);
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
    // The offer's Urdu letters are drawn in the Urdu face (a system font may lack ہ ے ۔), as is any Urdu written on an
    // English page (a staff form's Urdu fields); the face is declared for Urdu elements alone, and not preloaded.
    assert.match(asked.body, /<div lang="ur" dir="rtl"/);
    for (const body of [asked.body, (await get('/staff/members')).body]) {
      assert.match(body, /@font-face\{font-family:"Noto Nastaliq Urdu";[^}]*src:url\(\/fonts\/urdu\.0a1b2c3d\.woff2\)[^}]*\}html \[lang=ur\]\{font-family:"Noto Nastaliq Urdu"/);
      assert.doesNotMatch(body, /rel="preload" as="font"/);
    }
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

  test('the switch goes on to a page of this site whatever `next` holds, else to the chosen language’s home page; never a 500', async () => {
    const SITE = 'https://site.example';
    const hostile = [
      '/ur//evil.example',
      '/ur///evil.example',
      '/ur/\\evil.example',
      '/ur/\\\\evil.example',
      '/ur/%2F%2Fevil.example',
      '/ur/%2f/evil.example',
      '/ur/%5C%5Cevil.example',
      '/ur/\t/evil.example',
      '/ur/\n/evil.example',
      '/ur/\r\n/evil.example',
      '/\t/evil.example',
      '/ur\t//evil.example',
      '/ur/..//evil.example',
      '/ur/%2e%2e//evil.example',
      '/ur/./..//evil.example',
      '//evil.example',
      '/\\evil.example',
      '///evil.example',
      'https://evil.example',
      'HTTPS://evil.example/',
      'javascript:alert(1)',
      ' //evil.example',
      '\\\\evil.example',
      'evil.example',
      '',
    ];
    for (const locale of ['en', 'ur'] as const) {
      for (const next of hostile) {
        const res = await get(`/language/${locale}?next=${encodeURIComponent(next)}`);
        assert.equal(res.statusCode, 303, JSON.stringify(next));
        assert.equal(res.headers.location, locale === 'ur' ? '/ur/' : '/', `${locale} ${JSON.stringify(next)}`);
      }
      // Written raw in the query too, as a crafted link may be.
      for (const raw of ['/ur//evil.example', '/ur/%2F%2Fevil.example', '/ur/%5C%5Cevil.example', '/ur/%09/evil.example', '//evil.example']) {
        const res = await get(`/language/${locale}?next=${raw}`);
        assert.equal(res.headers.location, locale === 'ur' ? '/ur/' : '/', `${locale} ${raw}`);
      }
    }

    // What a member may really be on, or a link may hold: Urdu in the path or the search, a line break, a stray %, a NUL.
    const pages: Array<[next: string, english: string]> = [
      ['/ur/membership?q=اردو', '/membership?q=%D8%A7%D8%B1%D8%AF%D9%88'],
      ['/blogs/اردو-بلاگ', '/blogs/%D8%A7%D8%B1%D8%AF%D9%88-%D8%A8%D9%84%D8%A7%DA%AF'],
      ['/blogs/%D8%A7%D8%B1%D8%AF%D9%88', '/blogs/%D8%A7%D8%B1%D8%AF%D9%88'],
      ['/membership\r\nSet-Cookie: stolen=1', '/membershipSet-Cookie:%20stolen=1'],
      ['/events?q=100%', '/events?q=100%25'],
      ['/events?q=a b"<c>', '/events?q=a%20b%22%3Cc%3E'],
      ['/events\u0000', '/events%00'],
      ['/events#اردو', '/events#%D8%A7%D8%B1%D8%AF%D9%88'],
      ['/ur/../membership', '/membership'],
    ];
    for (const [next, english] of pages) {
      for (const locale of ['en', 'ur'] as const) {
        const res = await get(`/language/${locale}?next=${encodeURIComponent(next)}`);
        assert.equal(res.statusCode, 303, JSON.stringify(next));
        const location = String(res.headers.location);
        assert.equal(location, locale === 'ur' ? `/ur${english}` : english, `${locale} ${JSON.stringify(next)}`);
        const resolved = new URL(location, SITE);
        assert.equal(resolved.origin, SITE);
        assert.match(resolved.pathname, /^\/(?![/\\])/);
      }
    }
    // Bytes that are no UTF-8, and escapes cut short, as a crafted link may hold them.
    for (const raw of ['/events?q=%FF%FE', '/events%E0%A4%A', '/%ED%A0%80', '/events?q=%']) {
      const res = await get(`/language/ur?next=${raw}`);
      assert.equal(res.statusCode, 303, raw);
      const resolved = new URL(String(res.headers.location), SITE);
      assert.equal(resolved.origin, SITE, raw);
      assert.match(resolved.pathname, /^\/ur\//, raw);
    }
    // More than one `next`, or none: the home page.
    assert.equal((await get('/language/ur?next=%2Fevents&next=%2Fmembership')).headers.location, '/ur/');
    assert.equal((await get('/language/en')).headers.location, '/');
  });

  test('staff pages have only their English address: the Urdu one goes there, and neither a choice nor a browser’s languages move them', async () => {
    const urdu = await get('/ur/staff/members?q=ali&page=2');
    assert.equal(urdu.statusCode, 301);
    assert.equal(urdu.headers.location, '/staff/members?q=ali&page=2');
    assert.equal((await get('/ur/staff')).headers.location, '/staff');
    assert.equal((await get('/ur/staff/')).headers.location, '/staff/');
    assert.equal((await get('/ur/staff', { cookie: 'lang=ur' })).headers.location, '/staff');

    const readers: Array<Record<string, string>> = [{ cookie: 'auth=x; lang=ur' }, { 'accept-language': 'ur-PK,ur;q=0.9' }, { cookie: 'lang=ur', 'accept-language': 'ur' }];
    for (const headers of readers) {
      const page = await get('/staff/members?q=ali', headers);
      assert.equal(page.statusCode, 200, JSON.stringify(headers));
      assert.match(page.body, /<html lang="en" dir="ltr">/);
      // No Urdu page type and no offer of Urdu; the face is only declared, for the Urdu a staff form may hold.
      assert.doesNotMatch(page.body, /rel="preload" as="font"|html\[lang=ur\] body|اردو میں پڑھیں/);
      assert.deepEqual(alternates(page.body), [], 'a page in one language names no other');
    }

    // The switch keeps the choice for the rest of the site, and leaves a staff page in English.
    const switched = await get(`/language/ur?next=${encodeURIComponent('/staff/members?q=ali')}`);
    assert.equal(switched.statusCode, 303);
    assert.equal(switched.headers.location, '/staff/members?q=ali');
    assert.equal((await get(`/language/ur?next=${encodeURIComponent('/ur/staff')}`)).headers.location, '/staff');
    // A path that only starts like the staff area's is a page like any other.
    assert.equal((await get('/staffing', { cookie: 'lang=ur' })).headers.location, '/ur/staffing');
  });

  test('a reader who chose Urdu is sent to a page’s Urdu address; an Urdu address is always shown in Urdu', async () => {
    const chosen = await get('/membership?ref=home', { cookie: 'auth=x; lang=ur' });
    assert.equal(chosen.statusCode, 302);
    assert.equal(chosen.headers.location, '/ur/membership?ref=home');
    assert.equal((await get('/ur/membership', { cookie: 'lang=en' })).statusCode, 200);
    assert.equal((await get('/membership', { cookie: 'lang=en' })).statusCode, 200);
  });
});
