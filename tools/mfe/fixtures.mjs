// Deployment folders for the release tool's tests, shaped like real build output.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function sandbox() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-test-'));
  const env = { DEPLOY_DIR: path.join(root, 'deploy'), SHELL_DIR: path.join(root, 'shell'), MFE_SOURCE_ROOT: path.join(root, 'src') };
  fs.mkdirSync(env.DEPLOY_DIR, { recursive: true });
  return { root, env, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

const shared = (name, version, requiredVersion = `^${version}`) => ({ id: name, name, version, singleton: true, requiredVersion });

export const SHELL_SHARED = [
  shared('react', '19.3.1'),
  shared('react-dom', '19.3.1'),
  shared('shared-api', '0.1.0'),
  shared('shared-ui', '0.1.0'),
  shared('shared-ui/forms', '0.1.0'),
];

export function writeShell(env, { pluginVersion = '2.9.2', sharedModules = SHELL_SHARED } = {}) {
  fs.mkdirSync(env.SHELL_DIR, { recursive: true });
  fs.writeFileSync(path.join(env.SHELL_DIR, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: { pluginVersion }, shared: sharedModules, exposes: [] }));
}

/** A remote build in `out` with its federation manifest, an entry and its route table. */
export function remoteBuild(out, remote, version, { routes, needs = ['react', 'shared-ui'], sharedUi = '0.1.0', pluginVersion = '2.9.2', entry = `entry of ${remote}@${version}` } = {}) {
  fs.mkdirSync(out, { recursive: true });
  const table = routes ?? [{ path: `/${remote}`, page: 'home', access: 'public', title: remote }];
  const versions = { react: '19.3.1', 'react-dom': '19.3.1', 'shared-api': '0.1.0', 'shared-ui': sharedUi, 'shared-ui/forms': sharedUi };
  const manifest = {
    name: remote.replace(/-/g, '_'),
    metaData: { pluginVersion },
    shared: needs.map((n) => shared(n, versions[n])),
    exposes: [...new Set(table.map((r) => r.page))].map((page) => ({ name: page, path: `./${page}` })),
  };
  fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(out, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(out, 'routes.json'), JSON.stringify({ name: remote, version, routes: table }));
  return out;
}

/** A built remote in the source tree, ready for `publish`. */
export function sourceBuild(env, remote, version, options) {
  fs.mkdirSync(path.join(env.MFE_SOURCE_ROOT, remote), { recursive: true });
  fs.writeFileSync(path.join(env.MFE_SOURCE_ROOT, remote, 'package.json'), JSON.stringify({ name: remote, version }));
  return remoteBuild(path.join(env.MFE_SOURCE_ROOT, remote, 'dist', version), remote, version, options);
}

export const publish = (env, remote, version, options) => remoteBuild(path.join(env.DEPLOY_DIR, remote, version), remote, version, options);
