// The deployment folder: `<remote>/<version>/` (immutable once published) and `manifest.json`, the pins (unless they
// live in PostgreSQL: see pins.mjs).
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

/** Serialized (a lock folder) and atomic (write a temp file, then rename) update of the pins. */
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
    const next = change(readPins());
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
    return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });

const digest = (dir) => {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
};

export const publishedVersions = (remote) => {
  const dir = path.join(deployDir(), remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => fs.existsSync(path.join(dir, v, 'mf-manifest.json')))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
};

/**
 * Copies a built remote into the deployment folder; the same version with other bytes is refused,
 * unless `replace` (local development only: `npm run build` rebuilds versions in place).
 */
export function publishBuild(remote, { replace = false } = {}) {
  // MFE_SOURCE_ROOT: where the remotes' folders are (the repository, unless a test says otherwise).
  const root = path.resolve(process.env.MFE_SOURCE_ROOT || REPO);
  const version = JSON.parse(fs.readFileSync(path.join(root, remote, 'package.json'), 'utf8')).version;
  const built = path.join(root, remote, 'dist', version);
  if (!fs.existsSync(path.join(built, 'mf-manifest.json'))) throw new CliError(`${remote}@${version} is not built (${built}).`);
  const target = path.join(deployDir(), remote, version);
  if (fs.existsSync(target)) {
    if (digest(target) === digest(built)) return { remote, version, unchanged: true };
    if (replace) fs.rmSync(target, { recursive: true, force: true });
    else throw new CliError(`${remote}@${version} is already published with different content; bump the version in ${remote}/package.json.`);
  }
  const tmp = `${target}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(built, tmp, { recursive: true });
  fs.renameSync(tmp, target);
  return { remote, version, unchanged: false };
}

export const shellDir = () => path.resolve(process.env.SHELL_DIR || path.join(REPO, 'shell', 'dist'));

export function readShellManifest() {
  const file = path.join(shellDir(), 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new CliError(`The shell is not built (${file}): run \`npm run build -w shell\`.`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A published version's federation manifest and route table. */
export function readPublished(remote, version) {
  const dir = path.join(deployDir(), remote, version);
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) throw new CliError(`${remote}@${version} is not published.`);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const routesFile = path.join(dir, 'routes.json');
  const routes = fs.existsSync(routesFile) ? JSON.parse(fs.readFileSync(routesFile, 'utf8')).routes : undefined;
  return { remote, version, manifest, routes };
}
