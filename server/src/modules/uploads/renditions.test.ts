import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { newStorageKey } from '../../lib/crypto.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { registerMember } from '../../test/http.js';
import { jpegBytes, uploadImage } from '../../test/upload.js';

/** A phone photo as members upload them: 1600 × 1200, with detail to compress. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f6f8f' } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 97) % 1600}" cy="${(i * 53) % 1200}" r="${20 + (i % 7) * 9}" fill="#${(i * 2654435).toString(16).slice(-6).padStart(6, 'a')}"/>`).join('')}</svg>`) }])
    .jpeg({ quality: 92 })
    .toBuffer();

describe('uploaded photos at the widths pages show them', () => {
  let ctx: TestContext;
  let key: string;
  let original: Buffer;
  before(async () => {
    ctx = await startTestApp();
    const member = await registerMember(ctx.app, ctx.db);
    original = await photo();
    const res = await uploadImage(ctx.app, member.token, original, 'photo.jpg', 'image', 'image/jpeg');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    key = res.body.data;
  });
  after(() => ctx.close());

  const get = (url: string, accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8') => ctx.app.inject({ method: 'GET', url, headers: { accept } });

  test('a browser that takes WebP gets a WebP copy at the width asked, a fraction of the original', async () => {
    const res = await get(`/api/storage/${key}?w=192`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.equal(res.headers.vary, 'accept');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 192, 144]);
    assert.ok(res.rawPayload.length * 20 < original.length, `${res.rawPayload.length} of ${original.length} bytes`);
  });

  test('the copy is made once and kept beside the original', async () => {
    const first = await get(`/api/storage/${key}?w=384`);
    const kept = fs.readdirSync(path.join(ctx.dataDir, 'storage')).filter((f) => f.startsWith(key.replace('.jpg', 'w384')));
    assert.deepEqual(kept, [key.replace('.jpg', 'w384.webp')]);
    const again = await get(`/api/storage/${key}?w=384`);
    assert.deepEqual(again.rawPayload, first.rawPayload);
  });

  test('a browser without WebP gets a JPEG; a copy is never wider than the original; no w, the original', async () => {
    const jpeg = await get(`/api/storage/${key}?w=768`, 'image/png,image/*;q=0.8');
    assert.equal(jpeg.headers['content-type'], 'image/jpeg');
    assert.equal((await sharp(jpeg.rawPayload).metadata()).width, 768);
    const small = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#000' } }).png().toBuffer();
    const member = await registerMember(ctx.app, ctx.db);
    const smallKey = (await uploadImage(ctx.app, member.token, small)).body.data;
    assert.equal((await sharp((await get(`/api/storage/${smallKey}?w=1280`)).rawPayload).metadata()).width, 120);
    const stored = await sharp((await get(`/api/storage/${key}`)).rawPayload).metadata();
    assert.deepEqual([stored.format, stored.width, stored.height], ['jpeg', 1600, 1200]);
  });

  test('a width not on the list is refused; files that scale by themselves ignore it; a stored photo that cannot be read is sent as it is', async () => {
    for (const w of ['100', '0', '-96', '96.5', 'abc', '1e9']) {
      const res = await get(`/api/storage/${key}?w=${w}`);
      assert.equal(res.statusCode, 400, w);
      assert.match(res.json().message, /w must be one of 96, 192, 384, 768, 1280/);
    }
    const { logo } = await ctx.db.selectFrom('partners').select('logo').executeTakeFirstOrThrow();
    const svg = await get(`/api/storage/${logo}?w=96`);
    assert.equal(svg.headers['content-type'], 'image/svg+xml');
    assert.doesNotMatch(String(svg.headers.vary ?? ''), /(^|,\s*)accept(\s*,|$)/);
    // Uploads are decoded before they are stored; a file kept from before that may not be a picture at all.
    const broken = Buffer.concat([jpegBytes().subarray(0, 20), randomBytes(64), Buffer.from([0xff, 0xd9])]);
    const brokenKey = newStorageKey('jpg');
    await ctx.app.storage.put(brokenKey, broken, 'image/jpeg');
    const res = await get(`/api/storage/${brokenKey}?w=96`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.rawPayload, broken);
  });

  test('when an upload no record took is removed, its copies go with it', async () => {
    const app = ctx.app;
    const member = await registerMember(app, ctx.db);
    const gone = (await uploadImage(app, member.token, await photo(), 'p.jpg', 'image', 'image/jpeg')).body.data;
    await get(`/api/storage/${gone}?w=96`);
    await get(`/api/storage/${gone}?w=96`, 'image/jpeg');
    const files = () => fs.readdirSync(path.join(ctx.dataDir, 'storage')).filter((f) => f.startsWith(gone.replace('.jpg', '')));
    assert.equal(files().length, 3);
    // Unattached uploads are kept a day.
    await ctx.advance(24 * 60 * 60 + 1);
    assert.deepEqual(files(), []);
  });
});
