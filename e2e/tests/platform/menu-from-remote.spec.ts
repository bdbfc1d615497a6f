import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from '../support';

// A new version of mfe-safety-net with one more page and its dashboard menu entry, built from a copy of
// the remote: pinning it puts the entry in the shell's menu, with no shell rebuild.
const repo = path.resolve(__dirname, '../../..');
const variantRoot = path.join(repo, 'e2e', '.variant-menu');
const remoteDir = path.join(repo, 'mfe-safety-net');
const pinnedVersion: string = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')).version;
const VERSION = `${pinnedVersion}-e2e.menu`;

function mfe(...args: string[]) {
  return execFileSync(process.execPath, [path.join(repo, 'tools/mfe.mjs'), ...args], {
    env: { ...process.env, DEPLOY_DIR: process.env.E2E_DEPLOY_DIR, MFE_SOURCE_ROOT: variantRoot },
    encoding: 'utf8',
  });
}

test.beforeAll(() => {
  test.setTimeout(180_000);
  const dir = path.join(variantRoot, 'mfe-safety-net');
  fs.rmSync(variantRoot, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(remoteDir, 'src'), path.join(dir, 'src'), { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version: VERSION }));
  fs.writeFileSync(
    path.join(dir, 'webpack.config.cjs'),
    `const { federatedApp } = require(${JSON.stringify(path.join(repo, 'tools/webpack/preset.cjs'))});\nmodule.exports = federatedApp({ dir: __dirname, kind: 'remote' });\n`,
  );
  fs.mkdirSync(path.join(dir, 'src/pages/legal-aid'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'src/pages/legal-aid/index.tsx'),
    `import { PageSection, Text } from 'shared-ui';\nexport default function LegalAidPage() {\n  return <PageSection title="Legal aid"><Text>Contract reviews for members.</Text></PageSection>;\n}\n`,
  );
  const routes = fs.readFileSync(path.join(dir, 'src/routes.ts'), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'src/routes.ts'),
    routes.replace(
      /\n\];/,
      `\n  { path: '/dashboard/legal-aid', page: 'legal-aid', access: 'member', title: 'Legal Aid', menu: [{ menu: 'dashboard', group: 'Safety net', label: 'Legal aid', order: 330 }] },\n];`,
    ),
  );
  execFileSync(path.join(repo, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: dir, stdio: 'ignore' });
  mfe('publish', 'mfe-safety-net');
});

test.afterAll(() => {
  fs.rmSync(variantRoot, { recursive: true, force: true });
});

test('a page a remote adds appears in the dashboard menu after a pin, with no shell rebuild', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'bilal.khan@example.com', 'Demo@12345');
  await expect(page).toHaveURL(/\/dashboard\/membership$/);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'Issues' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Legal aid' })).toHaveCount(0);

  try {
    expect(mfe('pin', 'mfe-safety-net', VERSION, '--reason', 'legal aid page')).toContain(`Pinned mfe-safety-net@${VERSION}`);
    await page.reload();
    await menu.getByRole('link', { name: 'Legal aid' }).click();
    await expect(page).toHaveURL(/\/dashboard\/legal-aid$/);
    await expect(page.getByRole('heading', { name: 'Legal aid', level: 1 })).toBeVisible();
  } finally {
    mfe('rollback', 'mfe-safety-net', '--reason', 'back to the pinned version');
  }
  // Rolled back, the page and its entry are gone together.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/dashboard/membership');
  await expect(menu.getByRole('link', { name: 'Issues' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Legal aid' })).toHaveCount(0);
});
