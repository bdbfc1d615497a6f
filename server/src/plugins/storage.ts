import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { STORAGE_KEY } from '../../../shared-api/src/contracts/uploads.js';
import { errorCode } from '../lib/guards.js';
import type { S3StorageOptions } from './s3-storage.js';

export interface StoredFile {
  stream: Readable;
  mime: string;
  bytes: number;
}

/** Where uploaded files live: a folder on disk by default; an S3-compatible bucket can implement the same. */
export interface Storage {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** the path the browser loads the file from */
  url(key: string): string;
}

export const STORAGE_URL_PREFIX = '/api/storage/';

// Keys are made by the server (random hex plus an extension), so anything else is refused outright:
// no slashes, no dots beyond the extension, no way out of the folder.
export const isStorageKey = (key: string) => STORAGE_KEY.test(key);

// SVG files are written by the server only (the seed's illustrations and logos); uploads are JPG or PNG, and WebP
// files are the server's own smaller copies of them.
const mimeByExtension: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf', svg: 'image/svg+xml', webp: 'image/webp' };

/** A stored file's type, by its key's extension. */
export const mimeOf = (key: string) => mimeByExtension[key.slice(key.lastIndexOf('.') + 1)];

export class DiskStorage implements Storage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string) {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer) {
    const target = this.pathOf(key);
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const { size } = await fs.promises.stat(file);
      return { stream: fs.createReadStream(file), mime: mimeOf(key), bytes: size };
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string) {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  url(key: string) {
    return `${STORAGE_URL_PREFIX}${key}`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export interface StorageOptions {
  /** the folder of the files when no bucket is given */
  root: string;
  /** keep the files in this S3-compatible bucket instead, shared by every instance */
  s3?: S3StorageOptions;
}

/** The storage the options select, and what closes it. The S3 client is loaded only when a bucket is used. */
export async function openStorage({ root, s3 }: StorageOptions): Promise<{ storage: Storage; close(): void }> {
  if (!s3) return { storage: new DiskStorage(root), close: () => {} };
  const { S3Storage } = await import('./s3-storage.js');
  const storage = new S3Storage(s3);
  return { storage, close: () => storage.close() };
}

export default fp<StorageOptions>(
  async (app, options) => {
    const { storage, close } = await openStorage(options);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => close());
  },
  { name: 'storage' },
);
