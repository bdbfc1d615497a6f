#!/usr/bin/env node
// The shared packages' promise, rehearsed (decision 015): a minor release of shared-api with a new entry and a new
// name in its main entry, the shell rebuilt against it, and no remote rebuilt. Prints what the shell now provides,
// what each pinned remote needs, and the pin gate's verdict for every pin; exit code 1 if any pin would be refused.
// The workspace is untouched: the new shared-api is a copy, the shell is written to the output folder.
//   npm run release-rehearsal [-- --out <dir>] [--deploy <deploy folder>]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gate } from './mfe/gate.mjs';
import { closePublishedStore, publishedStore, readPublished } from './mfe/deploy.mjs';
import { openPinStore } from './mfe/pins.mjs';
import { compareSurfaces, readSurface } from './shared-surface.mjs';

const require = createRequire(import.meta.url);
const semver = require('semver');
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? path.resolve(process.argv[i + 1]) : fallback;
};
const out = arg('out', path.join(repo, '.rehearsal'));
// The pins and the published versions are read where the release tool reads them: DEPLOY_DIR (or --deploy), PostgreSQL
// when DATABASE_URL is set, the bucket when STORAGE_S3_BUCKET is set.
process.env.DEPLOY_DIR = arg('deploy', process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : path.join(repo, 'deploy'));

/** The copy of shared-api at its next minor version, with a new entry and a new name in the main entry. */
function nextSharedApi() {
  // Inside the repository, whatever the output folder: the copy resolves its own dependencies (ky, zustand…) from
  // the workspace's node_modules, as the real package does.
  const packages = path.join(repo, '.rehearsal', `packages-${process.pid}`);
  const dir = path.join(packages, 'shared-api');
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(packages, { recursive: true, force: true });
  fs.mkdirSync(packages, { recursive: true });
  fs.cpSync(path.join(repo, 'shared-api'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const from = pkg.version;
  pkg.version = semver.inc(from, 'minor');
  pkg.exports = { ...pkg.exports, './release-notes': './src/release-notes.ts' };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'src', 'release-notes.ts'), `export const RELEASE_NOTES = ['shared-api ${pkg.version}: a new entry, nothing removed'];\n`);
  fs.appendFileSync(path.join(dir, 'src', 'index.ts'), `\nexport const SHARED_API_RELEASE = '${pkg.version}';\n`);
  return { packages, dir, from, to: pkg.version };
}

/** The pinned versions, each with its federation manifest, route table and the digest of its files. */
async function readPinned() {
  const pinStore = await openPinStore();
  try {
    const { pins } = await pinStore.read();
    const published = await publishedStore();
    return await Promise.all(
      Object.entries(pins).map(async ([remote, pin]) => ({ ...(await readPublished(remote, pin.version)), digest: await published.digest(remote, pin.version) })),
    );
  } finally {
    await pinStore.close();
  }
}

const started = Date.now();
const release = nextSharedApi();
process.on('exit', () => fs.rmSync(release.packages, { recursive: true, force: true }));
const recorded = JSON.parse(fs.readFileSync(path.join(repo, 'shared-api', 'surface.json'), 'utf8'));
const { added, problems } = compareSurfaces('shared-api', recorded, readSurface(release.dir));
if (problems.length) throw new Error(problems.join('\n'));
console.log(`shared-api ${release.from} → ${release.to}: adds ${added.join('; ')}; the surface check accepts it as a minor release.`);

const pinned = await readPinned();

const shellOut = path.join(out, 'shell');
execFileSync(path.join(repo, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
  cwd: path.join(repo, 'shell'),
  env: { ...process.env, SHARED_PACKAGES_DIR: release.packages, SHELL_OUT_DIR: shellOut },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const shellManifest = JSON.parse(fs.readFileSync(path.join(shellOut, 'mf-manifest.json'), 'utf8'));
const provided = shellManifest.shared.find((s) => s.name === 'shared-api')?.version;
console.log(`Shell rebuilt in ${Math.round((Date.now() - started) / 1000)} s into ${path.relative(repo, shellOut)}; it provides shared-api ${provided}.`);

let refused = 0;
for (const candidate of pinned) {
  const needs = candidate.manifest.shared.find((s) => s.name === 'shared-api')?.requiredVersion ?? 'nothing';
  const reasons = gate({ shellManifest, candidate, others: pinned.filter((p) => p !== candidate) });
  const rebuilt = (await (await publishedStore()).digest(candidate.remote, candidate.version)) !== candidate.digest;
  refused += reasons.length + (rebuilt ? 1 : 0);
  console.log(`${reasons.length || rebuilt ? '✗' : '✓'} ${candidate.remote}@${candidate.version} needs shared-api ${needs}: ${reasons.length ? reasons.join(' ') : 'loads as pinned'}${rebuilt ? ' (its files changed: it was rebuilt)' : ', not rebuilt'}.`);
}
await closePublishedStore();
process.exit(refused ? 1 : 0);
