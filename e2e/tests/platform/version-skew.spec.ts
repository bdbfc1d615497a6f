import { expect, test } from '../site';
import { signInAs } from '../ticketing/flows';
import fs from 'node:fs';
import path from 'node:path';

// A pins file edited by hand past the gate: mfe-network pinned to a build that needs a newer shared-ui
// than the shell provides. The build is the published one with its shared-ui requirement raised,
// exactly what a build against shared-ui 9 would carry.
const deployDir = () => process.env.E2E_DEPLOY_DIR!;
const pinsFile = () => path.join(deployDir(), 'manifest.json');
let original = '';

test.beforeAll(() => {
  original = fs.readFileSync(pinsFile(), 'utf8');
  const pins = JSON.parse(original);
  const version: string = pins.pins['mfe-network'].version;
  const skewed = `${version}-skew`;
  const from = path.join(deployDir(), 'mfe-network', version);
  const to = path.join(deployDir(), 'mfe-network', skewed);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  const sharedUi = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../shared-ui/package.json'), 'utf8')).version;
  for (const file of fs.readdirSync(to).filter((f) => f.endsWith('.js') || f === 'mf-manifest.json')) {
    const full = path.join(to, file);
    const text = fs.readFileSync(full, 'utf8');
    fs.writeFileSync(full, text.split(`^${sharedUi}`).join('^9.0.0'));
  }
  pins.pins['mfe-network'] = { ...pins.pins['mfe-network'], version: skewed, reason: 'edited by hand' };
  fs.writeFileSync(pinsFile(), JSON.stringify(pins, null, 2));
});

test.afterAll(() => fs.writeFileSync(pinsFile(), original));

test('a remote whose shared singletons the shell cannot satisfy shows its fallback, and the rest of the site works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Its public page hydrates as islands (docs/decisions/028): the server's HTML shows the people, whatever the browser
  // can load; the directory's filters stay as the server drew them.
  await page.goto('/our-voice');
  await expect(page.getByRole('heading', { name: 'Our Voice', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // A page of it that hydrates whole shows its fallback in its own area.
  await signInAs(page, 'hira.baloch@example.com');
  await page.goto('/dashboard/peers');
  await expect(page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'About us' }).first().click();
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  expect(errors, 'no uncaught error reaches the page').toEqual([]);
});
