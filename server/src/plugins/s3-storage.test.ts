// Storage in an S3-compatible bucket, against a real S3 server on loopback: s3rver (npm), which keeps its buckets in a
// temporary folder and answers PutObject, GetObject, HeadObject, DeleteObject, ListObjects and CreateBucket as S3
// does, with the current AWS SDK (checked: NoSuchKey for a missing object, NoSuchBucket for a missing bucket). No
// Docker and no MinIO here, so this is the S3 server the tests can start themselves. The cases every storage must
// pass run against the folder (DiskStorage) too.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/database.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { openTestDatabase } from '../test/database.js';
import { registerMember } from '../test/http.js';
import { pixelsOf, pngBytes, uploadImage } from '../test/upload.js';
import { S3Storage, type S3StorageOptions } from './s3-storage.js';
import { DiskStorage, REMOTE_FILES, type Storage } from './storage.js';

// s3rver checks signatures made with its one built-in key pair.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKETS = ['cases', 'uploads', 'seeded'];

let s3: { server: S3rver; folder: string; endpoint: string };
const scratch: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-s3-test-'));
  scratch.push(dir);
  return dir;
};

before(async () => {
  const folder = tempDir();
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: BUCKETS.map((name) => ({ name, configs: [] })) });
  const { port } = await server.run();
  s3 = { server, folder, endpoint: `http://127.0.0.1:${port}` };
});
after(async () => {
  await s3.server.close();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

const bucketOptions = (bucket: string): S3StorageOptions => ({ bucket, region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials });
const client = () => new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials });
const keysIn = async (bucket: string) => {
  const c = client();
  try {
    const { Contents = [] } = await c.send(new ListObjectsV2Command({ Bucket: bucket }));
    return Contents.map((o) => o.Key!).sort();
  } finally {
    c.destroy();
  }
};
const key = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

const implementations: { name: string; open(): Storage & { close?(): void }; openRemotes(): Storage & { close?(): void } }[] = [
  { name: 'a folder (DiskStorage)', open: () => new DiskStorage(tempDir()), openRemotes: () => new DiskStorage(tempDir(), REMOTE_FILES) },
  { name: 'an S3 bucket (S3Storage)', open: () => new S3Storage(bucketOptions('cases')), openRemotes: () => new S3Storage(bucketOptions('cases'), REMOTE_FILES) },
];

for (const implementation of implementations) {
  describe(`files kept in ${implementation.name}`, () => {
    let storage: ReturnType<(typeof implementation)['open']>;
    before(() => (storage = implementation.open()));
    after(() => storage.close?.());

    test('gives back the bytes it was given, with the type the key’s extension says', async () => {
      // Larger than one network or file chunk, so the stream is read in several pieces.
      const picture = randomBytes(300_000);
      const pdf = Buffer.from('%PDF-1.4 a small document');
      const [pictureKey, pdfKey] = [key('png'), key('pdf')];
      await storage.put(pictureKey, picture, 'image/png');
      await storage.put(pdfKey, pdf, 'application/pdf');
      const [got, gotPdf] = [await storage.get(pictureKey), await storage.get(pdfKey)];
      assert.ok(got && gotPdf);
      assert.deepEqual([got.mime, got.bytes], ['image/png', picture.length]);
      assert.deepEqual(await buffer(got.stream), picture);
      assert.deepEqual([gotPdf.mime, gotPdf.bytes], ['application/pdf', pdf.length]);
      assert.deepEqual(await buffer(gotPdf.stream), pdf);
      assert.equal(storage.url(pictureKey), `/api/storage/${pictureKey}`);
    });

    test('answers null for a key it never stored', async () => {
      assert.equal(await storage.get(key('jpg')), null);
    });

    test('refuses a key that is not one of its own: no slashes, no other extensions', async () => {
      for (const bad of ['../../etc/passwd.png', 'nested/abcdef0123.png', 'abcdef0123.html', '']) {
        await assert.rejects(storage.put(bad, Buffer.from('x'), 'image/png'), /Not a storage key/);
        await assert.rejects(storage.delete(bad), /Not a storage key/);
        assert.equal(await storage.get(bad), null);
      }
    });

    test('holds published remotes’ files by version, apart from uploads, and lists them by prefix', async () => {
      const remotes = implementation.openRemotes();
      try {
        const version = `1.${randomBytes(3).readUIntBE(0, 3)}.0`;
        const files = { 'remoteEntry.js': 'entry', 'mf-manifest.json': '{}', 'static/css/main.3fa9c1d2.css': 'body{}' };
        for (const [file, text] of Object.entries(files)) await remotes.put(`mfe-public/${version}/${file}`, Buffer.from(text), 'text/plain');
        assert.deepEqual((await remotes.list(`mfe-public/${version}/`)).sort(), Object.keys(files).map((f) => `mfe-public/${version}/${f}`).sort());
        const entry = await remotes.get(`mfe-public/${version}/remoteEntry.js`);
        assert.ok(entry);
        assert.equal(entry.mime, 'application/javascript; charset=utf-8');
        assert.equal(await buffer(entry.stream).then(String), 'entry');
        assert.ok(entry.etag);
        assert.equal(remotes.url(`mfe-public/${version}/remoteEntry.js`), `/remotes/mfe-public/${version}/remoteEntry.js`);
        // The uploads' storage neither sees nor lists them, and each refuses the other's keys.
        assert.equal(await storage.get(`mfe-public/${version}/remoteEntry.js`), null);
        assert.ok((await storage.list('')).every((k) => !k.includes('/')));
        await assert.rejects(remotes.put(key('png'), Buffer.from('x'), 'image/png'), /Not a storage key/);
        for (const bad of ['mfe-public/../../etc/passwd', 'mfe-public/1.0.0/.hidden', 'mfe-public/remoteEntry.js']) assert.equal(await remotes.get(bad), null, bad);
      } finally {
        remotes.close?.();
      }
    });

    test('deletes a file, and deleting it again (or one never stored) is fine', async () => {
      const k = key('webp');
      await storage.put(k, Buffer.from('RIFF....WEBP'), 'image/webp');
      await storage.delete(k);
      assert.equal(await storage.get(k), null);
      await storage.delete(k);
      await storage.delete(key('svg'));
    });
  });
}

describe('an S3 bucket', () => {
  test('keeps each object’s type, for anything that reads the bucket directly', async () => {
    const storage = new S3Storage(bucketOptions('cases'));
    const c = client();
    try {
      const k = key('svg');
      await storage.put(k, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
      const head = await c.send(new HeadObjectCommand({ Bucket: 'cases', Key: k }));
      assert.equal(head.ContentType, 'image/svg+xml');
    } finally {
      storage.close();
      c.destroy();
    }
  });

  test('a bucket that does not exist is an error, not a missing file', async () => {
    const storage = new S3Storage(bucketOptions('no-such-bucket'));
    try {
      await assert.rejects(storage.get(key('png')), (error: Error) => error.name === 'NoSuchBucket');
    } finally {
      storage.close();
    }
  });
});

describe('several server instances sharing one bucket', () => {
  let ctx: TestContext;
  let second: FastifyInstance;
  let secondDataDir: string;
  let token: string;
  before(async () => {
    ctx = await startTestApp({ s3Storage: bucketOptions('uploads') });
    // Another machine: the same database and bucket, its own data folder.
    secondDataDir = tempDir();
    second = await ctx.another({ dataDir: secondDataDir });
    token = (await registerMember(ctx.app, ctx.db)).token;
  });
  after(() => ctx.close());

  const onDisk = (dataDir: string, name: string) => fs.existsSync(path.join(dataDir, 'storage', name));

  test('a picture uploaded through one instance is in the bucket and served by both', async () => {
    const picture = pngBytes();
    const res = await uploadImage(ctx.app, token, picture);
    assert.equal(res.status, 200, res.body.message);
    const name = res.body.data;
    assert.ok((await keysIn('uploads')).includes(name));
    assert.ok(!onDisk(ctx.dataDir, name) && !onDisk(secondDataDir, name));
    for (const app of [ctx.app, second]) {
      const file = await app.inject({ method: 'GET', url: `/api/storage/${name}` });
      assert.equal(file.statusCode, 200);
      assert.deepEqual(await pixelsOf(file.rawPayload), await pixelsOf(picture));
      assert.equal(file.headers['content-type'], 'image/png');
      assert.equal(file.headers['content-length'], String(file.rawPayload.length));
      assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(file.headers['x-content-type-options'], 'nosniff');
    }
  });

  test('a smaller copy made by one instance is kept in the bucket and served by the other', async () => {
    const res = await uploadImage(ctx.app, token, pngBytes());
    const name = res.body.data;
    const url = `/api/storage/${name}?w=96`;
    const accept = 'image/avif,image/webp,*/*;q=0.8';
    const made = await second.inject({ method: 'GET', url, headers: { accept } });
    assert.equal(made.statusCode, 200);
    assert.equal(made.headers['content-type'], 'image/webp');
    assert.ok((await keysIn('uploads')).includes(name.replace('.png', 'w96.webp')));
    const kept = await ctx.app.inject({ method: 'GET', url, headers: { accept } });
    assert.equal(kept.statusCode, 200);
    assert.deepEqual(kept.rawPayload, made.rawPayload);
  });

  test('a file the bucket does not hold is a 404', async () => {
    const res = await second.inject({ method: 'GET', url: `/api/storage/${key('png')}` });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, 'This file does not exist.');
  });
});

describe('a fresh database with the S3 bucket selected', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dataDir: string;
  before(async () => {
    // A database nobody has seeded: the server seeds it on start, into the bucket.
    database = await openTestDatabase({ empty: true });
    dataDir = tempDir();
    app = buildApp({ database, dataDir, deployDir: path.join(dataDir, 'deploy'), s3Storage: bucketOptions('seeded') });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  test('is seeded with its demo pictures and documents in the bucket, not in the folder', async () => {
    const uploads = await database.db.selectFrom('uploads').select(['name', 'bytes', 'mime']).execute();
    assert.ok(uploads.length >= 48, `only ${uploads.length} seeded files`);
    const inBucket = new Set(await keysIn('seeded'));
    assert.deepEqual(
      uploads.filter((u) => !inBucket.has(u.name)).map((u) => u.name),
      [],
    );
    const avatar = uploads.find((u) => u.mime === 'image/png')!;
    const res = await app.inject({ method: 'GET', url: `/api/storage/${avatar.name}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.rawPayload.length, avatar.bytes);
    // The seed's own pictures (an event's poster here) are in the bucket too.
    const event = await database.db.selectFrom('events').select('image').where('image', 'is not', null).executeTakeFirstOrThrow();
    assert.ok(inBucket.has(event.image!));
    const poster = await app.inject({ method: 'GET', url: `/api/storage/${event.image}` });
    assert.equal(poster.statusCode, 200);
    assert.equal(poster.headers['content-type'], 'image/svg+xml');
    assert.ok(!fs.existsSync(path.join(dataDir, 'storage')));
  });
});
