import { expect, test } from '../site';
import fs from 'node:fs';
import path from 'node:path';
import { buildVariant } from './variant';

// A second version of mfe-public whose help page differs, built once from a copy of the remote.
let variant: ReturnType<typeof buildVariant>;

test.beforeAll(() => {
  test.setTimeout(180_000);
  variant = buildVariant('mfe-public', '1', (dir) =>
    fs.writeFileSync(
      path.join(dir, 'src/pages/help/index.tsx'),
      `import { PageSection, Text } from 'shared-ui';\nexport default function HelpPage() {\n  return <PageSection title="Help centre"><Text>Answers to common questions.</Text></PageSection>;\n}\n`,
    ),
  );
});

test.afterAll(() => variant.remove());

test('a re-pin changes what the browser shows on the next page load, and a rollback restores it', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', exact: true, level: 1 })).toBeVisible();

  expect(variant.mfe('pin', 'mfe-public', variant.version, '--reason', 'new help centre')).toContain(`Pinned mfe-public@${variant.version}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  // The rest of the remote is the new version too, and the other remotes are untouched.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  expect(variant.mfe('rollback', 'mfe-public', '--reason', 'back to the pinned help page')).toContain(`Rolled mfe-public back to ${variant.pinnedVersion}`);
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help', exact: true, level: 1 })).toBeVisible();
});
