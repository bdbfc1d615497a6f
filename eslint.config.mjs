// Lint: TypeScript's recommended rules plus the boundaries of the architecture — a remote never
// imports another remote, and only shared-ui reaches Chakra UI, emotion and the router.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';

const remotes = JSON.parse(fs.readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'));
const remoteImports = (self) =>
  remotes.filter((r) => r !== self).flatMap((r) => [r, `${r}/*`, `**/${r}/**`]);
const singletonDoors = {
  group: ['@chakra-ui/*', '@emotion/*', 'react-router', 'react-router-dom', 'formik', 'yup'],
  message: 'Import Chakra UI, the router and form helpers through shared-ui (one instance for the whole site); validation through shared-api/validation.',
};
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/dist/**', 'deploy/**', '.data/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-undef': 'off',
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: [`${remote}/src/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([
        { group: remoteImports(remote), message: 'A remote never imports another remote: pages move between remotes only by URL.' },
        { group: ['shell', 'shell/*', '**/shell/**'], message: 'Remotes do not import the shell.' },
        singletonDoors,
      ]),
    },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([{ group: remoteImports(''), message: 'The shell loads remotes at runtime only.' }, singletonDoors]) },
  },
  {
    files: ['shared-api/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([{ group: [...remoteImports(''), 'shell', '**/shell/**'], message: 'Shared packages never import an app.' }]) },
  },
  {
    files: ['shared-api/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([{ group: ['shared-ui', 'shared-ui/*', ...remoteImports('')], message: 'shared-api imports nothing of ours.' }]) },
  },
  {
    // Bundled apart from shared-api's main entry: a value imported from a sibling file would be a second copy
    // of it (a second client, a second session store). Types are erased and welcome.
    files: ['shared-api/src/query.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*'], allowTypeImports: true, message: 'shared-api/query imports only types from the rest of shared-api.' }] },
      ],
    },
  },
);
