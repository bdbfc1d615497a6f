// The published versions, `<remote>/<version>/` (immutable once published): in the deployment folder (DEPLOY_DIR), or,
// when STORAGE_S3_BUCKET is set as for the server, in that bucket under `remotes/`, which every server instance reads
// (through the server's storage interface, plugins/storage.ts). The pins: `manifest.json` in the deployment folder,
// unless they live in PostgreSQL (see pins.mjs).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const REMOTES = JSON.parse(fs.readFileSync(path.join(REPO, 'remotes.json'), 'utf8'));
export const deployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(REPO, 'deploy'));
export const pinsFile = () => path.join(deployDir(), 'manifest.json');

export class CliError extends Error {}

export function readPins() {
  try {
    return JSON.parse(fs.readFileSync(pinsFile(), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { pins: {}, history: [] };
    throw new CliError(`${pinsFile()} is not valid JSON: ${error.message}`);
  }
}

/** Serialized (a lock folder) and atomic (write a temp file, then rename) update of the pins; `change` may be async. */
export async function updatePins(change) {
  const dir = deployDir();
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.manifest.lock');
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock left by a crashed writer is taken over after 30 s.
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (age > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 60_000) throw new CliError('Timed out waiting for another pin to finish.');
      await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
    }
  }
  try {
    const next = await change(readPins());
    const tmp = `${pinsFile()}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`);
    fs.renameSync(tmp, pinsFile());
    return next;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const listFiles = (dir, base = dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });

/** One digest of a version's files (names and bytes), wherever they are kept. */
async function digest(files, read) {
  const hash = crypto.createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(file);
    hash.update(await read(file));
  }
  return hash.digest('hex');
}

const byVersion = (a, b) => a.localeCompare(b, undefined, { numeric: true });

/** The deployment folder: a version is copied aside and renamed into place, so it appears whole or not at all. */
function folderVersions() {
  return {
    where: deployDir(),
    async versions(remote) {
      const dir = path.join(deployDir(), remote);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((v) => fs.existsSync(path.join(dir, v, 'mf-manifest.json')))
        .sort(byVersion);
    },
    async read(remote, version, file) {
      try {
        return fs.readFileSync(path.join(deployDir(), remote, version, file));
      } catch (error) {
        if (error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async digest(remote, version) {
      const dir = path.join(deployDir(), remote, version);
      return digest(listFiles(dir), async (file) => fs.readFileSync(path.join(dir, file)));
    },
    async put(remote, version, built, { replace }) {
      const target = path.join(deployDir(), remote, version);
      if (replace) fs.rmSync(target, { recursive: true, force: true });
      const tmp = `${target}.tmp-${process.pid}`;
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.cpSync(built, tmp, { recursive: true });
      fs.renameSync(tmp, target);
    },
    async close() {},
  };
}

/**
 * The bucket, through the server's own S3 storage (so the tool and the servers agree on where each file is). A bucket
 * has no rename: every other file is written first and mf-manifest.json last, and a version counts as published only
 * once its mf-manifest.json is there, so no server or gate ever reads half a version.
 */
async function bucketVersions(s3) {
  const { tsImport } = await import('tsx/esm/api');
  const { openStorage, mimeOf, REMOTE_FILES } = await tsImport('../../server/src/plugins/storage.ts', import.meta.url);
  const { storage, close } = await openStorage({ root: deployDir(), s3, space: REMOTE_FILES });
  const { buffer } = await import('node:stream/consumers');
  const filesOf = async (remote, version) => (await storage.list(`${remote}/${version}/`)).map((key) => key.slice(`${remote}/${version}/`.length));
  const read = async (remote, version, file) => {
    const found = await storage.get(`${remote}/${version}/${file}`);
    return found ? buffer(found.stream) : null;
  };
  return {
    where: `the bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}, under remotes/`,
    async versions(remote) {
      const manifests = (await storage.list(`${remote}/`)).filter((key) => key.split('/').length === 3 && key.endsWith('/mf-manifest.json'));
      return manifests.map((key) => key.split('/')[1]).sort(byVersion);
    },
    read,
    async digest(remote, version) {
      return digest(await filesOf(remote, version), async (file) => read(remote, version, file));
    },
    async put(remote, version, built, { replace }) {
      const files = listFiles(built);
      const last = 'mf-manifest.json';
      for (const file of [...files.filter((f) => f !== last), last]) {
        const key = `${remote}/${version}/${file}`;
        await storage.put(key, fs.readFileSync(path.join(built, file)), mimeOf(key));
      }
      // A version rebuilt in place (`--replace`, a developer's bucket only) loses the files its new build no longer has.
      if (replace) {
        const kept = new Set(files);
        for (const file of await filesOf(remote, version)) if (!kept.has(file)) await storage.delete(`${remote}/${version}/${file}`);
      }
    },
    close: async () => close(),
  };
}

let opened;

/** Where published versions are kept: the bucket when STORAGE_S3_BUCKET is set (as for the server), else the folder. */
export async function publishedStore(env = process.env) {
  if (!opened) {
    const bucket = env.STORAGE_S3_BUCKET;
    opened = bucket
      ? bucketVersions({
          bucket,
          region: env.STORAGE_S3_REGION || 'us-east-1',
          endpoint: env.STORAGE_S3_ENDPOINT || undefined,
          forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE === '1',
        })
      : Promise.resolve(folderVersions());
  }
  return opened;
}

/** Closes the bucket's connections, if one was opened. */
export async function closePublishedStore() {
  if (!opened) return;
  const store = await opened;
  opened = undefined;
  await store.close();
}

export const publishedVersions = async (remote) => (await publishedStore()).versions(remote);

/**
 * Publishes a built remote; the same version with other bytes is refused,
 * unless `replace` (local development only: `npm run build` rebuilds versions in place).
 */
export async function publishBuild(remote, { replace = false } = {}) {
  // MFE_SOURCE_ROOT: where the remotes' folders are (the repository, unless a test says otherwise).
  const root = path.resolve(process.env.MFE_SOURCE_ROOT || REPO);
  const version = JSON.parse(fs.readFileSync(path.join(root, remote, 'package.json'), 'utf8')).version;
  const built = path.join(root, remote, 'dist', version);
  if (!fs.existsSync(path.join(built, 'mf-manifest.json'))) throw new CliError(`${remote}@${version} is not built (${built}).`);
  const store = await publishedStore();
  if ((await store.versions(remote)).includes(version)) {
    const builtDigest = await digest(listFiles(built), async (file) => fs.readFileSync(path.join(built, file)));
    if ((await store.digest(remote, version)) === builtDigest) return { remote, version, unchanged: true };
    if (!replace) throw new CliError(`${remote}@${version} is already published with different content; bump the version in ${remote}/package.json.`);
  }
  await store.put(remote, version, built, { replace });
  return { remote, version, unchanged: false };
}

export const shellDir = () => path.resolve(process.env.SHELL_DIR || path.join(REPO, 'shell', 'dist'));

export function readShellManifest() {
  const file = path.join(shellDir(), 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new CliError(`The shell is not built (${file}): run \`npm run build -w shell\`.`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The file of a version's server bundle, beside its browser build (docs/decisions/025). */
export const SERVER_BUNDLE = 'server/pages.js';

/**
 * A server bundle's digest, as the pin records it and the server checks it before it evaluates the bundle
 * (`sha256-<base64>`, server/src/modules/web/render-core.ts).
 */
export const bundleDigest = (bytes) => `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;

/** A published version's federation manifest and route table, and its server bundle's digest (false: it has none). */
export async function readPublished(remote, version) {
  const store = await publishedStore();
  const [manifest, routes, serverBundle] = await Promise.all([
    store.read(remote, version, 'mf-manifest.json'),
    store.read(remote, version, 'routes.json'),
    store.read(remote, version, SERVER_BUNDLE),
  ]);
  if (!manifest) throw new CliError(`${remote}@${version} is not published (${store.where}).`);
  return {
    remote,
    version,
    manifest: JSON.parse(manifest.toString('utf8')),
    routes: routes ? JSON.parse(routes.toString('utf8')).routes : undefined,
    serverBundle: serverBundle ? bundleDigest(serverBundle) : false,
  };
}
