import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerMember } from '../../test/http.js';
import { jpegBytes, multipartBody, pngBytes, uploadImage } from '../../test/upload.js';

describe('image uploads', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  const storedFiles = () => fs.readdirSync(path.join(ctx.dataDir, 'storage')).sort();

  test('stores a PNG under a random key, owned by the member, served with long-lived caching', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const bytes = pngBytes();
    const res = await uploadImage(ctx.app, member.token, bytes, '../../etc/passwd.png');
    assert.equal(res.status, 200);
    assert.match(res.body.data, /^[0-9a-f]{32}\.png$/);
    const row = await ctx.db.selectFrom('uploads').selectAll().where('name', '=', res.body.data).executeTakeFirstOrThrow();
    assert.deepEqual([row.user_id, row.mime, row.bytes], [member.userId, 'image/png', bytes.length]);
    const file = await ctx.app.inject({ method: 'GET', url: `/api/storage/${res.body.data}` });
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, bytes);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
  });

  test('accepts a JPEG, whatever its name says', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await uploadImage(ctx.app, member.token, jpegBytes(), 'photo.gif', 'image', 'application/octet-stream');
    assert.equal(res.status, 200);
    assert.match(res.body.data, /\.jpg$/);
  });

  test('refuses a text file named .png, and stores nothing', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const before = storedFiles();
    const res = await uploadImage(ctx.app, member.token, Buffer.from('<script>alert(1)</script> definitely a picture'), 'avatar.png');
    assert.equal(res.status, 422);
    assert.equal(res.body.message, 'You can only upload JPG/PNG file!');
    assert.deepEqual(storedFiles(), before);
    assert.equal((await ctx.db.selectFrom('uploads').select('id').where('user_id', '=', member.userId).execute()).length, 0);
  });

  test('refuses an image over 2 MB with 413, and stores nothing', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const before = storedFiles();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await uploadImage(ctx.app, member.token, big);
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'Image must smaller than 2MB!');
    assert.deepEqual(storedFiles(), before);
  });

  test('needs a signed-in member, the field `image`, and multipart', async () => {
    assert.equal((await uploadImage(ctx.app, null, pngBytes())).status, 401);
    const member = await registerMember(ctx.app, ctx.db);
    const wrongField = await uploadImage(ctx.app, member.token, pngBytes(), 'a.png', 'file');
    assert.equal(wrongField.status, 422);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/upload-image', payload: { image: 'x' }, headers: bearer(member.token) });
    assert.equal(json.statusCode, 415);
    assert.equal(json.json().error, true);
  });

  test('stores only the first file when a request carries two', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const one = multipartBody('image', 'a.png', 'image/png', pngBytes());
    const boundary = one.headers['content-type'].split('boundary=')[1];
    const second = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`);
    const payload = Buffer.concat([one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length), second, pngBytes(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/upload-image', payload, headers: { ...one.headers, ...bearer(member.token) } });
    assert.equal(res.statusCode, 200);
    assert.equal((await ctx.db.selectFrom('uploads').select('id').where('user_id', '=', member.userId).execute()).length, 1);
  });

  test('answers 404 for an unknown file and refuses paths that are not storage keys', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/storage/${'0'.repeat(32)}.png` });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error, true);
    for (const url of ['/api/storage/..%2F..%2Fpackage.json', '/api/storage/%2e%2e', '/api/storage/abc.txt']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      assert.ok([400, 404].includes(res.statusCode), `${url}: ${res.statusCode}`);
      assert.equal(res.json().error, true);
    }
  });

  test('limits uploads per IP address', async () => {
    const app = await ctx.another({ rateLimits: { uploadPerIp: { max: 1, windowMs: 60_000 } } });
    const member = await registerMember(app, ctx.db);
    assert.equal((await uploadImage(app, member.token, pngBytes())).status, 200);
    assert.equal((await uploadImage(app, member.token, pngBytes())).status, 429);
  });
});
