// The shell learns which version of each remote to load, and that version's routes, from this manifest.
// Pins live in DEPLOY_DIR/manifest.json on the embedded database, and in PostgreSQL's remote_pins when the site runs
// on PostgreSQL (written by the release tool, `npm run mfe`). Each published version's files are in the remotes'
// storage (`app.remoteFiles`): DEPLOY_DIR/<name>/<version>/, or a bucket's remotes/<name>/<version>/ shared by every
// instance (see plugins/storage.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { scopeOf, type ShellManifest } from '../../../../shared-api/src/routes.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { isRecord } from '../../lib/guards.js';
import type { Storage } from '../../plugins/storage.js';

export interface Pin {
  version: string;
  pinnedAt?: string;
  reason?: string;
  /**
   * The digest of the version's server bundle, recorded by the release tool when it pinned the version (`sha256-…`);
   * false when the version has none; true in a pin made before digests were recorded (its pages render in the
   * browser until the version is pinned again).
   */
  serverBundle?: string | boolean;
  /** 'browser': the release manager switched this remote's first views to the browser (`npm run mfe -- first-views`) */
  firstViews?: 'browser' | 'server';
}

/** A server bundle's digest as the release tool records it. */
export const BUNDLE_DIGEST = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** The digest the server checks a remote's server bundle against, or undefined when its pages render in the browser. */
export function bundleDigestOf(pin: Record<string, unknown>): string | undefined {
  if (pin.firstViews === 'browser') return undefined;
  return typeof pin.serverBundle === 'string' && BUNDLE_DIGEST.test(pin.serverBundle) ? pin.serverBundle : undefined;
}

export interface PinsFile {
  org?: ShellManifest['org'];
  pins: Record<string, Pin>;
  history?: unknown[];
}

export const PINS_FILE = 'manifest.json';

// Names and versions become URL and file path segments: only plain ones are accepted.
const safeSegment = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) && !value.includes('..');

/** A JSON file's content, checked where it is read; null when it is missing or broken. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** What the server reads of a published version itself: its route table and its federation manifest. */
export interface PublishedVersion {
  routes: unknown;
  federationManifest: unknown;
  /**
   * The version's federation manifest as browsers are given it: its entry's name carries a digest of the entry's bytes
   * (`remoteEntry.js?v=…`), so a browser keeps the entry as it keeps the version's other files, without asking again
   * on each page (site.ts answers that address as immutable). The same object when the entry could not be read.
   */
  browserManifest: unknown;
  /** That digest: the first 16 characters of the entry's SHA-256, in base64url; undefined when it could not be read. */
  entryDigest?: string;
}

/** The entry file's name and folder in a federation manifest (`metaData.remoteEntry`), when it names a plain file. */
export function remoteEntryOf(federationManifest: unknown): { name: string; path: string } | null {
  const entry = isRecord(federationManifest) && isRecord(federationManifest.metaData) ? federationManifest.metaData.remoteEntry : undefined;
  if (!isRecord(entry) || typeof entry.name !== 'string' || !/^[\w.-]+\.js$/.test(entry.name)) return null;
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  return folder.split('/').every((segment) => segment === '' || safeSegment(segment)) ? { name: entry.name, path: folder } : null;
}

/** The federation manifest with its entry's name given the digest of the entry's bytes (see PublishedVersion). */
function withEntryDigest(federationManifest: unknown, digest: string): unknown {
  if (!isRecord(federationManifest) || !isRecord(federationManifest.metaData)) return federationManifest;
  const { metaData } = federationManifest;
  const entry = metaData.remoteEntry;
  if (!isRecord(entry)) return federationManifest;
  return { ...federationManifest, metaData: { ...metaData, remoteEntry: { ...entry, name: `${String(entry.name)}?v=${digest}` } } };
}

/**
 * A published version's route table and federation manifest, read from the remotes' storage. How this cache stays
 * correct with several instances: a published version never changes (the release tool refuses to publish a version
 * again with other bytes), so what one process read stays true for every process; a version not published yet is
 * not remembered, so it is found as soon as it is. (`npm run build` replaces versions in place on a developer's
 * machine only: restart the server to see a rebuilt route table of the same version.)
 */
export function publishedVersions(files: () => Storage) {
  const cache = new Map<string, Promise<PublishedVersion | null>>();
  const readJsonFile = async (key: string) => {
    const file = await files().get(key);
    if (!file) return null;
    try {
      return JSON.parse(await text(file.stream)) as unknown;
    } catch {
      return null;
    }
  };
  const digestOf = async (key: string) => {
    const file = await files().get(key);
    return file ? createHash('sha256').update(await buffer(file.stream)).digest('base64url').slice(0, 16) : undefined;
  };
  const read = async (name: string, version: string): Promise<PublishedVersion | null> => {
    const [routes, federationManifest] = await Promise.all([readJsonFile(`${name}/${version}/routes.json`), readJsonFile(`${name}/${version}/mf-manifest.json`)]);
    if (!routes || !federationManifest) return null;
    const entry = remoteEntryOf(federationManifest);
    const entryDigest = entry ? await digestOf([name, version, entry.path, entry.name].filter(Boolean).join('/')).catch(() => undefined) : undefined;
    return { routes, federationManifest, browserManifest: entryDigest ? withEntryDigest(federationManifest, entryDigest) : federationManifest, ...(entryDigest ? { entryDigest } : {}) };
  };
  return (name: string, version: string): Promise<PublishedVersion | null> => {
    const key = `${name}/${version}`;
    let found = cache.get(key);
    if (!found) {
      found = read(name, version);
      cache.set(key, found);
      // Only what was found is kept: a missing version, or a storage that failed to answer, is asked again next time.
      found.then(
        (version) => version || cache.delete(key),
        () => cache.delete(key),
      );
    }
    return found;
  };
}

export type PublishedReader = ReturnType<typeof publishedVersions>;

/**
 * Reads the pins file and each pinned version's routes.json. A pin whose version is missing or unreadable is
 * left out, so the shell never tries to load a remote that isn't there.
 */
export async function resolveShellManifest(deployDir: string, published: PublishedReader): Promise<ShellManifest> {
  const pins = readJson(path.join(deployDir, PINS_FILE));
  const remotes = await resolvePins(published, isRecord(pins) && isRecord(pins.pins) ? pins.pins : {});
  // The pins' org goes out as the deploy tools wrote it: the shell fills in, from its defaults, what it leaves out.
  return isRecord(pins) && pins.org ? { org: pins.org as ShellManifest['org'], remotes } : { remotes };
}

/** Each pin (remote name → `{ version }`) with its published version's entry and routes, by name. */
export async function resolvePins(published: PublishedReader, pins: Record<string, unknown>): Promise<ShellManifest['remotes']> {
  const found = await Promise.all(
    Object.entries(pins).map(async ([name, pin]) => {
      const version = isRecord(pin) ? pin.version : undefined;
      if (!safeSegment(name) || !safeSegment(version)) return null;
      // routes.json is the remote's build's own (the pin gate checked it): its route table is passed on as it is.
      const routes = (await published(name, version))?.routes;
      if (!isRecord(routes) || !Array.isArray(routes.routes)) return null;
      const serverBundle = isRecord(pin) ? bundleDigestOf(pin) : undefined;
      return {
        name,
        scope: typeof routes.scope === 'string' && routes.scope ? routes.scope : scopeOf(name),
        version,
        entry: `/remotes/${name}/${version}/mf-manifest.json`,
        routes: routes.routes,
        ...(isRecord(routes.texts) && isRecord(routes.texts.ur) ? { texts: { ur: routes.texts.ur as Record<string, string> } } : {}),
        ...(serverBundle ? { serverBundle } : {}),
      };
    }),
  );
  return found.filter((remote) => remote !== null).sort((a, b) => a.name.localeCompare(b.name));
}

/** The resolved manifest, re-read only when the pins file changes (one stat per call). */
export function manifestCache(deployDir: string, published: PublishedReader) {
  let stamp = '';
  let manifest: Promise<ShellManifest> = Promise.resolve({ remotes: [] });
  return (): Promise<ShellManifest> => {
    let current = 'missing';
    try {
      const stat = fs.statSync(path.join(deployDir, PINS_FILE));
      current = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      // no pins yet: an empty manifest
    }
    if (current !== stamp) {
      const reading = resolveShellManifest(deployDir, published);
      manifest = reading;
      stamp = current;
      // A failed read is tried again on the next call.
      reading.catch(() => {
        if (manifest === reading) stamp = '';
      });
    }
    return manifest;
  };
}

/**
 * The resolved manifest from the pins in PostgreSQL, for every instance of the site alike.
 *
 * How it stays correct: the release tool changes remote_pins only together with a new row of the append-only
 * remote_pin_history, in one transaction, and takes that row's id under a lock every writer holds, so ids become visible
 * in order. Each call asks for the history's highest id (one index lookup) before anything else; when it differs from
 * the id the cached manifest was read under, the pins are read again. Asking first means a pin committed between the
 * two reads is at worst read one request early, never missed. How stale: not at all after the commit — a request that
 * starts once the release tool has said "Pinned" serves the new pin; only requests already past their check serve the
 * old one. With no history yet (nothing imported: see `npm run mfe -- import-pins`), the file's pins are served.
 * When the database or the remotes' storage cannot answer, the last pins read are served, so pages keep loading.
 */
export function databaseManifest(db: Kysely<Database>, published: PublishedReader, log: FastifyBaseLogger, fallback: () => Promise<ShellManifest>) {
  let cached: { id: number; manifest: ShellManifest } | null = null;
  // Requests arriving while the pins are read share that read.
  let reading: { id: number; manifest: Promise<ShellManifest> } | null = null;

  const read = async (id: number) => {
    const rows = await db.selectFrom('remote_pins').select(['remote', 'version', 'server_bundle_digest', 'first_views']).execute();
    const pins = rows.map((row) => [row.remote, { version: row.version, serverBundle: row.server_bundle_digest ?? undefined, firstViews: row.first_views ?? undefined }]);
    const manifest: ShellManifest = { remotes: await resolvePins(published, Object.fromEntries(pins)) };
    if (!cached || cached.id < id) cached = { id, manifest };
    return manifest;
  };

  return async (): Promise<ShellManifest> => {
    let id: number | null;
    try {
      const row = await db.selectFrom('remote_pin_history').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      id = row?.id ?? null;
    } catch (error) {
      if (!cached) throw error;
      log.warn({ err: error }, 'the pins could not be read; the last pins read are served');
      return cached.manifest;
    }
    if (id === null) return fallback();
    if (cached?.id === id) return cached.manifest;
    if (reading?.id !== id) {
      const manifest = read(id);
      reading = { id, manifest };
      void manifest.catch(() => undefined).finally(() => {
        if (reading?.manifest === manifest) reading = null;
      });
    }
    try {
      return await reading.manifest;
    } catch (error) {
      // The pins were read but a version's files could not be (the bucket did not answer): the last pins read are
      // served, and the new ones are read again on the next request.
      if (!cached) throw error;
      log.warn({ err: error }, 'the pinned versions could not be read; the last pins read are served');
      return cached.manifest;
    }
  };
}

/**
 * The pinned manifest from where this site keeps its pins: PostgreSQL's tables when it runs on PostgreSQL (several
 * instances read one set of pins), DEPLOY_DIR/manifest.json on the embedded database. `database` is asked on each call,
 * since the database opens after the routes are set up.
 */
export function pinnedManifest(database: () => DatabaseHandle, deployDir: string, published: PublishedReader, log: FastifyBaseLogger) {
  const fromFile = manifestCache(deployDir, published);
  let fromDatabase: { db: Kysely<Database>; read: () => Promise<ShellManifest> } | null = null;
  return async (): Promise<ShellManifest> => {
    const handle = database();
    if (handle.kind !== 'postgres') return fromFile();
    if (fromDatabase?.db !== handle.db) fromDatabase = { db: handle.db, read: databaseManifest(handle.db, published, log, fromFile) };
    return fromDatabase.read();
  };
}
