import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { renderDocumentPdf } from '../../lib/pdf.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerMember, type Registered } from '../../test/http.js';
import { jpegBytes, multipartBody, pdfBytes, pixelsOf, pngBytes, uploadImage, uploadPdf } from '../../test/upload.js';
import { NOT_A_PDF, PDF_INCOMPLETE, PDF_LOCKED, PDF_WITHOUT_PAGES } from './pdf-check.js';

const DAMAGED = 'This picture is damaged or incomplete and cannot be opened. Please choose another picture.';

/** One PNG chunk (length, type, data, CRC), to build files that are not what they claim. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says `width` × `height` (8-bit grey), followed by the given chunks. */
function pngClaiming(width: number, height: number, ...chunks: Buffer[]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), ...chunks, chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG that claims `width` × `height` but carries only a few rows of image data: small, until it is decoded. */
const pngBomb = (width: number, height: number) => pngClaiming(width, height, chunk('IDAT', deflateSync(Buffer.alloc(4 * (width + 1)))));

/** A photo with what a phone camera writes: turned by its EXIF orientation (6: a quarter turn), the camera's name and where it was taken. */
const cameraPhoto = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#2f6f8f' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Pixel Phone', Artist: 'Sana Malik' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 21/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

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
    const file = await ctx.app.inject({ method: 'GET', url: `/api/storage/${res.body.data}` });
    assert.equal(file.statusCode, 200);
    const row = await ctx.db.selectFrom('uploads').selectAll().where('name', '=', res.body.data).executeTakeFirstOrThrow();
    assert.deepEqual([row.user_id, row.mime, row.bytes], [member.userId, 'image/png', file.rawPayload.length]);
    // The picture as it was sent, pixel for pixel (a PNG is encoded again without loss).
    assert.deepEqual(await pixelsOf(file.rawPayload), await pixelsOf(bytes));
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

  test('stores the photo decoded and encoded anew: upright, with none of the camera’s metadata such as where it was taken', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const photo = await cameraPhoto();
    const sent = await sharp(photo).metadata();
    assert.deepEqual([sent.width, sent.height, sent.orientation, Boolean(sent.exif), photo.includes('Sana Malik')], [60, 40, 6, true, true]);
    const res = await uploadImage(ctx.app, member.token, photo, 'IMG_2041.jpg', 'image', 'image/jpeg');
    assert.equal(res.status, 200, res.body.message);
    const stored = (await ctx.app.inject({ method: 'GET', url: `/api/storage/${res.body.data}` })).rawPayload;
    const kept = await sharp(stored).metadata();
    // Turned as the camera meant, so it shows upright wherever it is shown, with nothing left to turn it again.
    assert.deepEqual([kept.format, kept.width, kept.height, kept.orientation], ['jpeg', 40, 60, undefined]);
    assert.equal(kept.exif, undefined, 'no EXIF: no GPS position, no camera');
    assert.equal(kept.xmp, undefined);
    assert.ok(!stored.includes('Sana Malik') && !stored.includes('Pixel Phone'));
  });

  test('a PNG keeps every pixel and its transparency; a logo with a palette stays one, at its size', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect x="10" y="10" width="120" height="100" fill="#1f7a4d"/><circle cx="220" cy="60" r="50" fill="#f2b705" fill-opacity="0.6"/></svg>');
    for (const logo of [await sharp(svg).png().toBuffer(), await sharp(svg).png({ palette: true, colours: 16 }).toBuffer()]) {
      const res = await uploadImage(ctx.app, member.token, logo, 'logo.png');
      assert.equal(res.status, 200, res.body.message);
      const stored = (await ctx.app.inject({ method: 'GET', url: `/api/storage/${res.body.data}` })).rawPayload;
      assert.deepEqual(await pixelsOf(stored), await pixelsOf(logo));
      const [sent, kept] = await Promise.all([sharp(logo).metadata(), sharp(stored).metadata()]);
      assert.deepEqual([kept.hasAlpha, kept.isPalette], [true, sent.isPalette]);
      assert.ok(stored.length < logo.length * 1.5, `${stored.length} bytes stored for ${logo.length} sent`);
    }
  });

  test('refuses a small PNG that claims 40000 × 40000 pixels (1.6 gigapixels decoded), and stores nothing', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const before = storedFiles();
    const bomb = pngBomb(40_000, 40_000);
    assert.ok(bomb.length < 1024, `${bomb.length} bytes`);
    const res = await uploadImage(ctx.app, member.token, bomb, 'avatar.png');
    assert.equal(res.status, 422);
    const message = 'This picture is too large: 40000 × 40000 pixels. Please choose a picture of at most 50 megapixels, such as 8192 × 6144 pixels.';
    assert.equal(res.body.message, message);
    assert.deepEqual((res.body.data as unknown as { errors: Record<string, string> }).errors, { image: message });
    assert.deepEqual(storedFiles(), before);
    assert.equal((await ctx.db.selectFrom('uploads').select('id').where('user_id', '=', member.userId).execute()).length, 0);
  });

  test('takes a picture at the pixel limit (8192 × 6144, a 50-megapixel phone photo fits) and refuses one row more', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const [width, height] = [8192, 6144];
    const largest = await sharp(Buffer.alloc(width * height, 200), { raw: { width, height, channels: 1 } }).png().toBuffer();
    const res = await uploadImage(ctx.app, member.token, largest, 'panorama.png');
    assert.equal(res.status, 200, res.body.message);
    const kept = await sharp((await ctx.app.inject({ method: 'GET', url: `/api/storage/${res.body.data}` })).rawPayload).metadata();
    assert.deepEqual([kept.width, kept.height], [width, height]);
    const over = await uploadImage(ctx.app, member.token, pngBomb(width, height + 1), 'panorama.png');
    assert.equal(over.status, 422);
    assert.match(over.body.message, /^This picture is too large: 8192 × 6145 pixels\./);
    assert.equal((await ctx.db.selectFrom('uploads').select('id').where('user_id', '=', member.userId).execute()).length, 1);
  });

  test('refuses a picture with no image data or cut short, and stores nothing', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const before = storedFiles();
    const noise = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
    const [photo, png] = await Promise.all([noise().jpeg().toBuffer(), noise().png().toBuffer()]);
    const broken = {
      'a PNG header with no image data': pngClaiming(64, 64),
      'a JPEG cut short': photo.subarray(0, Math.floor(photo.length / 2)),
      'a PNG cut short': png.subarray(0, Math.floor(png.length / 2)),
      'a JPEG header and noise': Buffer.concat([jpegBytes().subarray(0, 20), Buffer.alloc(64, 0x5a), Buffer.from([0xff, 0xd9])]),
    };
    for (const [what, bytes] of Object.entries(broken)) {
      const res = await uploadImage(ctx.app, member.token, bytes, 'avatar.png');
      assert.equal(res.status, 422, what);
      assert.equal(res.body.message, DAMAGED, what);
      assert.deepEqual((res.body.data as unknown as { errors: Record<string, string> }).errors, { image: DAMAGED }, what);
    }
    assert.deepEqual(storedFiles(), before);
    assert.equal((await ctx.db.selectFrom('uploads').select('id').where('user_id', '=', member.userId).execute()).length, 0);
  });

  test('an animated PNG is not taken: pictures are JPG or PNG stills', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const frame = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f6f8f' } }).png().toBuffer();
    // An animation control chunk before the image data is what makes a PNG animated.
    const control = Buffer.alloc(8);
    control.writeUInt32BE(2, 0);
    const animated = Buffer.concat([frame.subarray(0, 33), chunk('acTL', control), frame.subarray(33)]);
    const res = await uploadImage(ctx.app, member.token, animated, 'wave.png');
    assert.equal(res.status, 422);
    assert.equal(res.body.message, 'You can only upload JPG/PNG file!');
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

/**
 * A PDF 1.5 as current writers save them: the catalog, the page tree and the page inside a compressed object stream,
 * found through a cross-reference stream. `encrypted`: the object stream's bytes are ciphertext, as in a PDF with a
 * password, and the trailer names its encryption.
 */
function pdfWithObjectStream({ encrypted = false } = {}) {
  const objects = ['<< /Type /Catalog /Pages 3 0 R >>', '<< /Type /Pages /Kids [4 0 R] /Count 1 >>', '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] >>'];
  // The stream begins with each object's number and where it starts after the index (objects are a line each).
  const index = objects.map((_, i) => `${i + 2} ${objects.slice(0, i).reduce((start, object) => start + object.length + 1, 0)}`).join(' ') + '\n';
  const packed = encrypted ? Buffer.alloc(200, 0xa7) : deflateSync(Buffer.from(index + objects.join('\n'), 'latin1'));
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  const at = () => parts.reduce((sum, part) => sum + part.length, 0);
  offsets[1] = at();
  parts.push(Buffer.from(`1 0 obj\n<< /Type /ObjStm /N 3 /First ${index.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`), packed, Buffer.from('\nendstream\nendobj\n'));
  const xrefAt = at();
  // Cross-reference entries (/W [1 4 2]): free, in file at an offset, or in object stream 1 at an index.
  const entry = (type: number, field: number, second: number) => Buffer.from([type, (field >>> 24) & 255, (field >>> 16) & 255, (field >>> 8) & 255, field & 255, second >> 8, second & 255]);
  const table = Buffer.concat([entry(0, 0, 65535), entry(1, offsets[1], 0), entry(2, 1, 0), entry(2, 1, 1), entry(2, 1, 2), entry(1, xrefAt, 0)]);
  const secret = encrypted ? ' /Encrypt << /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >> /ID [<01> <01>]' : '';
  parts.push(Buffer.from(`5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 2 0 R${secret} /Length ${table.length} >>\nstream\n`), table, Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`));
  return Buffer.concat(parts);
}

describe('PDF uploads', () => {
  let ctx: TestContext;
  let staff: Registered;
  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  const storedFiles = () => fs.readdirSync(path.join(ctx.dataDir, 'storage')).sort();
  const uploadsOfStaff = async () => (await ctx.db.selectFrom('uploads').select('name').where('user_id', '=', staff.userId).execute()).length;
  const release = () => renderDocumentPdf({ title: 'Freelancers welcome faster payouts', subtitle: 'Press release · Lahore', sections: [{ paragraphs: ['Members can now be paid in two days.'] }], footer: 'Press office' });

  test('takes a whole PDF with pages, as it is: the documents the site makes, and one saved with compressed objects', async () => {
    for (const pdf of [await release(), pdfWithObjectStream(), pdfBytes()]) {
      const res = await uploadPdf(ctx.app, staff.token, pdf);
      assert.equal(res.status, 200, res.body.message);
      assert.match(res.body.data, /^[0-9a-f]{32}\.pdf$/);
      const file = await ctx.app.inject({ method: 'GET', url: `/api/storage/${res.body.data}` });
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.deepEqual(file.rawPayload, pdf);
    }
  });

  test('refuses what is not a whole PDF with a page, with a message that says why, and stores nothing', async () => {
    const before = [storedFiles(), await uploadsOfStaff()];
    const whole = await release();
    const plain = pdfBytes().toString('latin1');
    const refused: Array<[string, Buffer, string]> = [
      ['a web page named .pdf', Buffer.from('<html><body>report</body></html>'), NOT_A_PDF],
      ['a PDF cut short', whole.subarray(0, Math.floor(whole.length / 2)), PDF_INCOMPLETE],
      ['a PDF header and nothing else', Buffer.from('%PDF-1.7\n'), PDF_INCOMPLETE],
      ['a PDF with its end marker far from the end', Buffer.concat([pdfBytes(), Buffer.alloc(4096, 0x20)]), PDF_INCOMPLETE],
      ['a header and an end marker with no page between', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), PDF_WITHOUT_PAGES],
      ['a script between a PDF header and end marker', Buffer.from('%PDF-1.4\n<script>fetch("/api/user/profile")</script>\n%%EOF\n'), PDF_WITHOUT_PAGES],
      ['a page tree with no page in it', Buffer.from(plain.replace('/Type /Page /Parent', '/Type /Pages /Parent'), 'latin1'), PDF_WITHOUT_PAGES],
      ['a PDF whose pages are locked by a password', pdfWithObjectStream({ encrypted: true }), PDF_LOCKED],
    ];
    for (const [what, bytes, message] of refused) {
      const res = await uploadPdf(ctx.app, staff.token, bytes);
      assert.equal(res.status, 422, what);
      assert.equal(res.body.message, message, what);
      assert.deepEqual((res.body.data as unknown as { errors: Record<string, string> }).errors, { file: message }, what);
    }
    assert.deepEqual([storedFiles(), await uploadsOfStaff()], before);
  });

  test('refuses a PDF over 20 MB with 413, and stores nothing', async () => {
    const before = storedFiles();
    const page = pdfBytes().toString('latin1');
    const big = Buffer.concat([Buffer.from(page.replace('%%EOF\n', ''), 'latin1'), Buffer.alloc(20 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const res = await uploadPdf(ctx.app, staff.token, big);
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'The PDF must be smaller than 20 MB.');
    assert.deepEqual(storedFiles(), before);
  });
});
