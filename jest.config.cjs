// Front-end unit and component tests (jsdom); the server has its own runner (node --test).
const path = require('node:path');

// The apps import their Urdu catalogs as JSON, compiled from src/locales/ur.po and not kept in git (tools/i18n.mjs).
require('node:child_process').execFileSync(process.execPath, [path.join(__dirname, 'tools', 'i18n.mjs'), 'compile'], { stdio: 'ignore' });

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      experimental: { plugins: [require('./tools/webpack/preset.cjs').linguiPlugin] },
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/tools/jest/environment.cjs',
  // Form tests type into many fields; on a busy 2-core machine they need more than the default 5 s.
  testTimeout: 30_000,
  // Every core: jest's default keeps one for itself, which on a 2-core machine runs the files one at a time.
  maxWorkers: '100%',
  roots: ['shell', 'shared-ui', 'shared-api', ...require('./remotes.json')].map((d) => `<rootDir>/${d}`),
  testMatch: ['**/src/**/*.test.{ts,tsx}'],
  // A feature's server half is tested by the server's runner (node --test), on a real database.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/src/features/[^/]+/server/'],
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup.ts'],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  // ESM-only packages are compiled for jest too.
  transformIgnorePatterns: ['/node_modules/(?!(ky|@module-federation|@tanstack/(react-table|table-core|react-store|store))/)'],
  moduleNameMapper: {
    // Test helpers by name instead of a path that climbs out of each package.
    '^@test/(.*)$': '<rootDir>/tools/jest/$1',
    '^@chakra-ui/theme-files/(.*)$': path.join(__dirname, 'node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs'),
  },
};
