// Uploaded photos at the widths pages show them: a member's 2 MB phone photo shown at 44 px is a few KB in WebP.
// Each copy is made the first time it is asked for and kept beside the original (`<name>w<width>.webp`, or
// `.jpg`/`.png` for a browser without WebP); it goes when the original goes.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../../shared-api/src/enums.js';
import type { Storage, StoredFile } from '../../plugins/storage.js';
import { IMAGE_MAX_PIXELS } from './checked-image.js';

// One image at a time per worker thread, and no decoded-image cache: a phone photo decoded is ~50 MB.
sharp.cache(false);
sharp.concurrency(1);

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
type Format = 'webp' | 'jpg' | 'png';

const RASTER = /^([a-z0-9]+)\.(jpg|png)$/;

/** Whether the stored file is a photo that has smaller copies (JPG or PNG; SVGs scale by themselves). */
export const hasRenditions = (key: string) => RASTER.test(key);

const renditionKey = (key: string, width: ImageWidth, format: Format) => `${key.replace(RASTER, '$1')}w${width}.${format}`;

/** The copy's format: WebP when the browser says it takes it, else the original's own. */
export const formatFor = (key: string, accept: string | undefined): Format => (/\bimage\/webp\b/.test(accept ?? '') ? 'webp' : key.endsWith('.png') ? 'png' : 'jpg');

/**
 * The stored copy of `key` at `width` (never wider than the original) in `format`, made now if it was not yet;
 * null when the original is missing. An original the image library cannot read is answered as it is.
 */
export async function rendition(app: FastifyInstance, key: string, width: ImageWidth, format: Format): Promise<StoredFile | null> {
  const name = renditionKey(key, width, format);
  const kept = await app.storage.get(name);
  if (kept) return kept;
  const original = await app.storage.get(key);
  if (!original) return null;
  const bytes = await buffer(original.stream);
  let copy: Buffer;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
    copy = await (format === 'webp' ? image.webp({ quality: 78, effort: 4 }) : format === 'jpg' ? image.jpeg({ quality: 80, mozjpeg: true }) : image.png({ compressionLevel: 9 })).toBuffer();
  } catch (error) {
    app.log.warn({ key, err: error }, 'a stored image could not be resized; it is answered as it is');
    return { ...original, stream: Readable.from(bytes) };
  }
  await app.storage.put(name, copy, `image/${format === 'jpg' ? 'jpeg' : format}`);
  return app.storage.get(name);
}

/** Removes an upload and every copy made of it. */
export async function deleteWithRenditions(storage: Storage, key: string) {
  if (hasRenditions(key)) {
    await Promise.all(IMAGE_WIDTHS.flatMap((width) => (['webp', 'jpg', 'png'] as const).map((format) => storage.delete(renditionKey(key, width, format)))));
  }
  await storage.delete(key);
}
