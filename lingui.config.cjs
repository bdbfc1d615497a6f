// The site's message catalogs (docs/decisions/030): each app owns its own, extracted from its code by
// `npm run i18n -- extract` and written in Urdu beside the English (`<app>/src/locales/ur.po`). English is the
// source language: its text stays in the code, so an English page loads no catalog.
const { formatter } = require('@lingui/format-po');

/** The apps whose member-facing text is in Urdu. The rest follow, one remote at a time. */
const translated = ['shell', 'shared-ui', 'mfe-public', 'mfe-account', 'mfe-ticketing', 'mfe-learning', 'mfe-network', 'mfe-safety-net'];

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['ur'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false, origins: true }),
  orderBy: 'messageId',
  catalogs: translated.map((app) => ({
    path: `<rootDir>/${app}/src/locales/{locale}`,
    include: [`<rootDir>/${app}/src`],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
  })),
  macro: { corePackage: ['@lingui/core/macro'], jsxPackage: ['@lingui/react/macro'] },
  runtimeConfigModule: { i18n: ['shared-ui', 'i18n'], Trans: ['shared-ui', 'Trans'], useLingui: ['shared-ui', 'useLingui'] },
};
// Read by tools/i18n.mjs; not one of Lingui's options.
Object.defineProperty(module.exports, 'translated', { value: translated, enumerable: false });
