import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// A second version of mfe-public whose help page differs, built once from a copy of the remote.
const repo = path.resolve(__dirname, '../../..');
const variantRoot = path.join(repo, 'e2e', '.variant');
const pinnedVersion: string = JSON.parse(fs.readFileSync(path.join(repo, 'mfe-public', 'package.json'), 'utf8')).version;
const VERSION = `${pinnedVersion}-e2e.1`;

function mfe(...args: string[]) {
  return execFileSync(process.execPath, [path.join(repo, 'tools/mfe.mjs'), ...args], {
    env: { ...process.env, DEPLOY_DIR: process.env.E2E_DEPLOY_DIR, MFE_SOURCE_ROOT: variantRoot },
    encoding: 'utf8',
  });
}

test.beforeAll(() => {
  test.setTimeout(180_000);
  const dir = path.join(variantRoot, 'mfe-public');
  fs.rmSync(variantRoot, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(repo, 'mfe-public', 'src'), path.join(dir, 'src'), { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'mfe-public', 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version: VERSION }));
  fs.writeFileSync(
    path.join(dir, 'webpack.config.cjs'),
    `const { federatedApp } = require(${JSON.stringify(path.join(repo, 'tools/webpack/preset.cjs'))});\nmodule.exports = federatedApp({ dir: __dirname, kind: 'remote' });\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'src/pages/help/index.tsx'),
    `import { PageSection, Text } from 'shared-ui';\nexport default function HelpPage() {\n  return <PageSection title="Help centre"><Text>Answers to common questions.</Text></PageSection>;\n}\n`,
  );
  execFileSync(path.join(repo, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: dir, stdio: 'ignore' });
  mfe('publish', 'mfe-public');
});

test.afterAll(() => fs.rmSync(variantRoot, { recursive: true, force: true }));

test('a re-pin changes what the browser shows on the next page load, and a rollback restores it', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', exact: true, level: 1 })).toBeVisible();

  expect(mfe('pin', 'mfe-public', VERSION, '--reason', 'new help centre')).toContain(`Pinned mfe-public@${VERSION}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  // The rest of the remote is the new version too, and the other remotes are untouched.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  expect(mfe('rollback', 'mfe-public', '--reason', 'back to the pinned help page')).toContain(`Rolled mfe-public back to ${pinnedVersion}`);
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', exact: true, level: 1 })).toBeVisible();
});
