import { expect, test } from '../site';
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from '../support';
import { buildVariant } from './variant';

// A new version of mfe-safety-net with one more page and its dashboard menu entry, built from a copy of
// the remote: pinning it puts the entry in the shell's menu, with no shell rebuild.
let variant: ReturnType<typeof buildVariant>;

test.beforeAll(() => {
  test.setTimeout(180_000);
  variant = buildVariant('mfe-safety-net', 'menu', (dir) => {
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
  });
});

test.afterAll(() => variant.remove());

test('a page a remote adds appears in the dashboard menu after a pin, with no shell rebuild', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'bilal.khan@example.com', 'Demo@12345');
  await expect(page).toHaveURL(/\/dashboard\/membership$/);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'Issues' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Legal aid' })).toHaveCount(0);

  try {
    expect(variant.mfe('pin', 'mfe-safety-net', variant.version, '--reason', 'legal aid page')).toContain(`Pinned mfe-safety-net@${variant.version}`);
    await page.reload();
    await menu.getByRole('link', { name: 'Legal aid' }).click();
    await expect(page).toHaveURL(/\/dashboard\/legal-aid$/);
    await expect(page.getByRole('heading', { name: 'Legal aid', level: 1 })).toBeVisible();
  } finally {
    variant.mfe('rollback', 'mfe-safety-net', '--reason', 'back to the pinned version');
  }
  // Rolled back, the page and its entry are gone together.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/dashboard/membership');
  await expect(menu.getByRole('link', { name: 'Issues' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Legal aid' })).toHaveCount(0);
});
