// A stored picture's size in pixels, so pages reserve its box before it loads (no layout shift on a slow phone).
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Storage } from '../plugins/storage.js';

/** The picture's width and height; `fallback` when it is missing or cannot be read. */
export async function imageSize(storage: Storage, key: string, fallback = { width: 1200, height: 630 }) {
  const file = await storage.get(key);
  if (!file) return fallback;
  try {
    const { width, height } = await sharp(await buffer(file.stream)).metadata();
    return width && height ? { width, height } : fallback;
  } catch {
    return fallback;
  }
}
