import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');

/**
 * A new version of a remote, built from a copy of its source with `edit` applied, and published (not pinned) to the
 * test site's deploy folder. `mfe(...)` runs the release tool against that folder.
 */
export function buildVariant(remote: string, suffix: string, edit: (dir: string) => void) {
  const root = path.join(repo, 'e2e', `.variant-${suffix}`);
  const pinnedVersion: string = JSON.parse(fs.readFileSync(path.join(repo, remote, 'package.json'), 'utf8')).version;
  const version = `${pinnedVersion}-e2e.${suffix}`;
  const mfe = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(repo, 'tools/mfe.mjs'), ...args], {
      env: { ...process.env, DEPLOY_DIR: process.env.E2E_DEPLOY_DIR, MFE_SOURCE_ROOT: root },
      encoding: 'utf8',
    });
  const dir = path.join(root, remote);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(repo, remote, 'src'), path.join(dir, 'src'), { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, remote, 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version }));
  fs.writeFileSync(
    path.join(dir, 'webpack.config.cjs'),
    `const { federatedApp } = require(${JSON.stringify(path.join(repo, 'tools/webpack/preset.cjs'))});\nmodule.exports = federatedApp({ dir: __dirname, kind: 'remote' });\n`,
  );
  edit(dir);
  execFileSync(path.join(repo, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: dir, stdio: 'ignore' });
  mfe('publish', remote);
  return { version, pinnedVersion, mfe, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
