import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { STORAGE_KEY } from '../../../shared-api/src/contracts/uploads.js';
import { errorCode } from '../lib/guards.js';

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
      return { stream: fs.createReadStream(file), mime: mimeByExtension[key.slice(key.lastIndexOf('.') + 1)], bytes: size };
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

export default fp<{ root: string }>(
  async (app, { root }) => {
    app.decorate('storage', new DiskStorage(root));
  },
  { name: 'storage' },
);
