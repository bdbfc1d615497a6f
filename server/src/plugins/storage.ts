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
  /** changes whenever the bytes do: answers `If-None-Match` for files the browser revalidates */
  etag: string;
}

/**
 * Where files live: a folder on disk by default, or an S3-compatible bucket shared by every instance. Two kinds of
 * files go through it, each in its own space (below): uploads, and the published versions of the remotes.
 */
export interface Storage {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** every key that starts with `prefix`, in no particular order */
  list(prefix: string): Promise<string[]>;
  /** the path the browser loads the file from */
  url(key: string): string;
}

export const STORAGE_URL_PREFIX = '/api/storage/';

// Keys are made by the server (random hex plus an extension), so anything else is refused outright:
// no slashes, no dots beyond the extension, no way out of the folder.
export const isStorageKey = (key: string) => STORAGE_KEY.test(key);

// A published remote's file: `<remote>/<version>/<path in its build>`, each segment plain (no `..`, no hidden files).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const isRemoteFileKey = (key: string) => {
  const segments = key.split('/');
  return segments.length >= 3 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
};

/** Which keys a storage holds, where the browser loads them from, and under which prefix a shared bucket keeps them. */
export interface KeySpace {
  isKey(key: string): boolean;
  urlPrefix: string;
  bucketPrefix: string;
}

export const UPLOADS: KeySpace = { isKey: isStorageKey, urlPrefix: STORAGE_URL_PREFIX, bucketPrefix: '' };
/** The remotes' published versions, immutable once published; the pins say which one each page loads. */
export const REMOTE_FILES: KeySpace = { isKey: isRemoteFileKey, urlPrefix: '/remotes/', bucketPrefix: 'remotes/' };

// SVG files among uploads are written by the server only (the seed's illustrations and logos); uploads are JPG or
// PNG, and WebP files are the server's own smaller copies of them. The others are what a remote's build holds.
const mimeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ico: 'image/x-icon',
};

/** A stored file's type, by its key's extension. */
export const mimeOf = (key: string) => mimeByExtension[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export class DiskStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly space: KeySpace = UPLOADS,
  ) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string) {
    if (!this.space.isKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer) {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
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
    if (!this.space.isKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) return null;
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      return { stream: fs.createReadStream(file), mime: mimeOf(key), bytes: stat.size, etag };
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return null;
      throw error;
    }
  }

  async delete(key: string) {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string) {
    let names: string[];
    try {
      names = (await fs.promises.readdir(this.root, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    }
    // Files being written (`.tmp`) and anything else that is not a key of this space are not listed.
    return names.filter((name) => name.startsWith(prefix) && this.space.isKey(name));
  }

  url(key: string) {
    return `${this.space.urlPrefix}${key}`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** uploaded files */
    storage: Storage;
    /** the remotes' published versions */
    remoteFiles: Storage;
  }
}

export interface StorageOptions {
  /** the folder of the files when no bucket is given */
  root: string;
  /** keep the files in this S3-compatible bucket instead, shared by every instance */
  s3?: S3StorageOptions;
  /** uploads unless said */
  space?: KeySpace;
}

/** The storage the options select, and what closes it. The S3 client is loaded only when a bucket is used. */
export async function openStorage({ root, s3, space = UPLOADS }: StorageOptions): Promise<{ storage: Storage; close(): void }> {
  if (!s3) return { storage: new DiskStorage(root, space), close: () => {} };
  const { S3Storage } = await import('./s3-storage.js');
  const storage = new S3Storage(s3, space);
  return { storage, close: () => storage.close() };
}

export interface StoragePluginOptions {
  /** the uploads' folder when no bucket is given */
  root: string;
  /** the published remotes' folder when no bucket is given (DEPLOY_DIR) */
  remotesRoot: string;
  /** one bucket for both, the remotes under `remotes/` */
  s3?: S3StorageOptions;
}

export default fp<StoragePluginOptions>(
  async (app, { root, remotesRoot, s3 }) => {
    const uploads = await openStorage({ root, s3 });
    const remotes = await openStorage({ root: remotesRoot, s3, space: REMOTE_FILES });
    app.decorate('storage', uploads.storage);
    app.decorate('remoteFiles', remotes.storage);
    app.addHook('onClose', async () => {
      uploads.close();
      remotes.close();
    });
  },
  { name: 'storage' },
);
