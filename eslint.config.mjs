// Lint: TypeScript's recommended rules plus the boundaries of the architecture — a remote never
// imports another remote, and only shared-ui reaches Chakra UI, emotion and the router.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';


/** Style props by left and right, which an Urdu page (right to left) would not mirror; `textAlign` left or right too. */
const PHYSICAL_SIDES = /^(ml|mr|pl|pr|marginLeft|marginRight|paddingLeft|paddingRight|left|right|borderLeft\w*|borderRight\w*|roundedLeft|roundedRight|rounded(Top|Bottom)(Left|Right))$/;
const logicalSides = {
  meta: { type: 'problem', schema: [] },
  create: (context) => ({
    JSXAttribute(node) {
      const name = node.name.name;
      if (typeof name !== 'string') return;
      if (PHYSICAL_SIDES.test(name)) {
        context.report({ node, message: `Urdu pages read right to left: write ${name} by start and end (ms, me, ps, pe, insetStart, insetEnd, borderStart…, roundedStart…).` });
      } else if (name === 'textAlign' && node.value?.type === 'Literal' && (node.value.value === 'left' || node.value.value === 'right')) {
        context.report({ node, message: 'Urdu pages read right to left: align to "start" or "end".' });
      }
    },
  }),
};

const remotes = JSON.parse(fs.readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'));
const remoteImports = (self) =>
  remotes.filter((r) => r !== self).flatMap((r) => [r, `${r}/*`, `**/${r}/**`]);
const singletonDoors = {
  group: ['@chakra-ui/*', '@emotion/*', 'react-router', 'react-router-dom', 'formik', 'yup'],
  message: 'Import Chakra UI, the router and form helpers through shared-ui (one instance for the whole site); validation through shared-api/validation.',
};
const restrict = (patterns) => ['error', { patterns }];

// shared-api's feature entries: the package's own exports (one list, which `npm run new-module` writes), less the
// main entry and the separately bundled query and validation entries.
const sharedApiExports = JSON.parse(fs.readFileSync(new URL('./shared-api/package.json', import.meta.url), 'utf8')).exports;
/** A value from shared-api's shared entries, imported by path, would be a second copy of it in a bundled entry. */
const byNameNotByPath = {
  group: ['./client', './session', './read', './query', './auth', './profile', './index', './validation', '../validation', '../client', '../session'],
  allowTypeImports: true,
  message: "A feature entry imports values from 'shared-api' or 'shared-api/validation' by name, never by path.",
};
/** A contract (its rules and answer shapes) is for the server and the API docs: browsers read it as a type only. */
const contractsAsTypes = {
  group: ['**/contracts/*', 'shared-api/contracts/*'],
  allowTypeImports: true,
  message: 'Import a contract as a type (import type): its rules and shapes are not for browsers.',
};
// The answer shapes' entries (`shared-api/shapes`, `shared-api/shapes/publishing`) are not features': the server and
// the API docs build answers from them, and pages read them as types only.
const featureEntries = Object.entries(sharedApiExports)
  .filter(([key, file]) => !['.', './query', './validation'].includes(key) && !key.startsWith('./shapes') && !key.includes('*') && typeof file === 'string')
  .map(([, file]) => `shared-api/${file.replace(/^\.\//, '')}`);

/**
 * Zones inside a remote: pages may use features, features never reach into pages, and a page never reaches
 * into another page's folder (what two pages share is a feature). A page lives in `src/pages/<page>/` or in its
 * feature's `src/features/<feature>/pages/<page>/` (decision 044): the same rules hold for both.
 */
const dirsOf = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);
const zonesOf = (remote) => {
  const pagesDir = `./${remote}/src/pages`;
  const featuresDir = `./${remote}/src/features`;
  // every folder that holds pages, with its pages
  const pageFolders = [pagesDir, ...dirsOf(featuresDir).map((f) => `${featuresDir}/${f}/pages`)].map((dir) => ({ dir, pages: dirsOf(dir) })).filter((f) => f.pages.length);
  return [
    { target: featuresDir, from: pagesDir, message: 'Features never import pages: move what both need into a feature.' },
    // a feature's own code (all but its pages) never imports a page
    ...pageFolders
      .filter((folder) => folder.dir !== pagesDir)
      .flatMap((folder) =>
        [`${featuresDir}/*/*.{ts,tsx}`, `${featuresDir}/*/!(pages)/**/*.{ts,tsx}`].map((target) => ({
          target,
          from: folder.dir,
          message: 'Features never import pages: move what both need into a feature.',
        })),
      ),
    // a page never imports another page, wherever either lives
    ...pageFolders.flatMap(({ dir, pages }) =>
      pages.flatMap((page) =>
        pageFolders.map((other) => ({
          target: `${dir}/${page}`,
          from: other.dir,
          ...(other.dir === dir ? { except: [`./${page}`] } : {}),
          message: 'A page never imports another page: move what both need into a feature.',
        })),
      ),
    ),
  ];
};

const bareSizeNumbers = {
  // StoredImage and MemberPhoto take their sizes in pixels.
  selector:
    'JSXOpeningElement:not([name.name=/^(StoredImage|MemberPhoto)$/]) > JSXAttribute[name.name=/^(width|height|w|h|boxSize|minW|maxW|minH|maxH|minWidth|maxWidth|minHeight|maxHeight)$/] > JSXExpressionContainer > Literal[raw=/^[0-9]/]',
  message: 'A bare number here is a spacing token (36 → 9rem), not pixels: write "36px", a token string ("9"), or htmlWidth/htmlHeight for an image\'s own size.',
};

/** A page names and refreshes its reads with its feature's key factory (see the entry that uses these). */
const keysByFactory = [
  {
    selector: 'CallExpression[callee.name=/^(defineQuery|infinitePages)$/] > ArrayExpression:first-child > Literal:first-child',
    message: "A page names a read with its feature's key factory from shared-api (e.g. ticketingKeys.staffEvents), never a literal key.",
  },
  {
    selector: 'Property[key.name="queryKey"] > ArrayExpression > Literal:first-child',
    message: "A page refreshes a read through its feature's key factory from shared-api (e.g. issueKeys.staffLists), never a literal key.",
  },
];

/** The public pages a visitor opens first, which read with shared-api's light `useRead` (decision 009). */
const publicReadPages = [
  'mfe-public/src/pages/**/*.{ts,tsx}',
  'mfe-public/src/features/blog/pages/{blog,blog-post}/**/*.{ts,tsx}',
  'mfe-public/src/features/conferences/pages/conference/**/*.{ts,tsx}',
  'mfe-public/src/features/home-content/pages/board/**/*.{ts,tsx}',
  'mfe-public/src/features/press/pages/{press-release,press-releases,media-mentions}/**/*.{ts,tsx}',
  'mfe-public/src/features/publications/pages/publications/**/*.{ts,tsx}',
  // the member's plan on the public pages' join buttons and plan cards, read with the first view (decision 028)
  'mfe-public/src/features/membership/join-link.ts',
  'mfe-learning/src/features/learning/pages/{career-certificates,soft-skills}/**/*.{ts,tsx}',
  'mfe-ticketing/src/features/{event,events}/**/*.{ts,tsx}',
  // the channels of notices the register page offers
  'mfe-account/src/features/notices/channels-read.ts',
];

const lightReadOnPublicPages = {
  selector: "ImportDeclaration[source.value='shared-api'] > ImportSpecifier[imported.name='useRead']",
  message: "Read with useQuery from 'shared-api/query' (decision 009): useRead is for the public pages a visitor opens first (publicReadPages in eslint.config.mjs).",
};

export default tseslint.config(
  { ignores: ['**/dist/**', 'deploy/**', '.data/**', '.rehearsal/**', '.rehearse-feature-*/**', '.new-module-test-*/**', '.new-page-test-*/**', 'server/.dist-test-*/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/src/locales/*.json', '.i18n-work/**', '**/.swc/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-undef': 'off',
      // A module adds its tables to the database's type with `interface Database extends IssueTables {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle reads the imported files too: with TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zonesOf(remote) }],
      // Cycles inside the remote; packages (shared-ui, shared-api) are followed no further.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  })),
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: [`${remote}/src/**/*.test.{ts,tsx}`, `${remote}/src/features/*/server/**`],
    rules: {
      'no-restricted-imports': restrict([
        { group: remoteImports(remote), message: 'A remote never imports another remote: pages move between remotes only by URL.' },
        { group: ['shell', 'shell/*', '**/shell/**'], message: 'Remotes do not import the shell.' },
        { group: ['**/server', '**/server/*', '**/server/**'], message: "Browser code never imports a feature's server half or the server: it shares the feature's contract, shapes and rules." },
        singletonDoors,
      ]),
    },
  })),
  {
    // Right to left (docs/decisions/030): Urdu pages mirror the layout, so spacing, borders, corners, positions and
    // alignment are written by their start and end (ms, pe, borderStart, insetEnd, textAlign="start"), never left or
    // right. The staff's pages stay in English and are not held to it. (A rule of its own: a file's no-restricted-syntax
    // is the last matching entry's.)
    files: ['shell/src/**/*.tsx', 'shared-ui/src/**/*.tsx', ...remotes.map((remote) => `${remote}/src/**/*.tsx`)],
    ignores: ['**/*.test.tsx', '**/staff-*/**', '**/staff*.tsx', 'shell/src/layout/StaffLayout.tsx', 'shared-ui/src/image-crop.tsx', '**/audit-log/**'],
    plugins: { site: { rules: { 'logical-sides': logicalSides } } },
    rules: { 'site/logical-sides': 'error' },
  },
  {
    // The server in layers: no import cycles between modules, plugins (cross-cutting) never import a module, and a
    // module's SQL (queries) knows nothing of HTTP: it answers rows or throws a domain error the routes translate.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/test/**', 'server/src/bench/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['server/src/plugins/**/*.ts'],
    ignores: ['server/src/plugins/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([{ group: ['../modules/*', '../modules/**'], message: 'A plugin is cross-cutting: it never imports a module (a module imports plugins).' }]) },
  },
  {
    files: ['server/src/modules/**/queries.ts', 'server/src/modules/**/*-queries.ts', 'mfe-*/src/features/*/server/queries.ts', 'mfe-*/src/features/*/server/*-queries.ts'],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/http/errors.js', '**/http/errors'], message: 'Queries know nothing of HTTP: throw a domain error (or answer nothing) and let the route choose the status.' }]) },
  },
  {
    // Below the routes a module refuses in the domain's words (Refusal) and the error handler chooses the status. Route
    // files and tests speak HTTP; so does web/, which serves pages (its handlers take the request and the reply). Queries
    // have their own block above, left out here so that neither replaces the other's rule.
    files: ['server/src/modules/**/*.ts', 'server/src/lib/**/*.ts'],
    ignores: ['**/routes.ts', '**/*-routes.ts', '**/*.test.ts', 'server/src/modules/web/**', '**/queries.ts', '**/*-queries.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/http/errors.js', '**/http/errors'], message: 'Below the routes, refuse with Refusal (lib/domain-errors.ts): the error handler chooses the HTTP status' },
      ]),
    },
  },
  {
    // A route does HTTP only: it reads the request, calls its module's queries and services, and shapes the answer.
    // Its SQL (statements, transactions) lives in the module's queries file; types from Kysely are welcome.
    files: ['server/src/modules/**/routes.ts', 'server/src/modules/**/*-routes.ts', 'mfe-*/src/features/*/server/routes.ts', 'mfe-*/src/features/*/server/*-routes.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', allowTypeImports: true, message: "Route files do HTTP only: put SQL in the module's queries file" }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction|execute|executeTakeFirst|executeTakeFirstOrThrow)$/]',
          message: "Route files do HTTP only: put SQL in the module's queries file (a transaction: in one function there)",
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: "Route files do HTTP only: put SQL in the module's queries file" },
      ],
    },
  },
  {
    // Chakra reads a bare number given to a size prop as a spacing token: width={36} is 9rem (144 px), not 36 px.
    files: ['shell/src/**/*.tsx', 'shared-ui/src/**/*.tsx', ...remotes.map((remote) => `${remote}/src/**/*.tsx`)],
    rules: {
      'no-restricted-syntax': ['error', bareSizeNumbers],
    },
  },
  {
    // A read's cache key belongs to its feature's key factory in shared-api (issueKeys, ticketingKeys…), which the
    // writes of that feature refresh: a key typed out in a page is a second name for the same read, which a change
    // then refreshes under one name and not the other.
    // One reader (decision 009): TanStack Query (shared-api/query). The light `useRead` only on the public pages a
    // visitor opens first (publicReadPages), whose first view cannot pay 10 KB for the query client: a signed-in or
    // staff page that read with it would keep no cache and be refreshed by no change.
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: remotes.map((remote) => `${remote}/src/**/*.test.{ts,tsx}`),
    rules: {
      // With the size rule again: a file's no-restricted-syntax is the last entry's that matches it.
      'no-restricted-syntax': ['error', bareSizeNumbers, ...keysByFactory, lightReadOnPublicPages],
    },
  },
  {
    files: publicReadPages,
    ignores: ['**/*.test.{ts,tsx}', '**/staff*/**'],
    rules: { 'no-restricted-syntax': ['error', bareSizeNumbers, ...keysByFactory] },
  },
  {
    // A page changes data through its feature's mutation hooks (features/<feature>/api.ts), whose onSuccess refreshes
    // exactly the reads the change affects. A page that refreshes the cache itself keeps a second list of what a
    // change affects, which the next change to the feature forgets.
    files: remotes.map((remote) => `${remote}/src/pages/**/*.{ts,tsx}`),
    ignores: remotes.map((remote) => `${remote}/src/pages/**/*.test.{ts,tsx}`),
    rules: {
      'no-restricted-properties': [
        'error',
        ...['invalidateQueries', 'refetchQueries', 'setQueryData'].map((property) => ({
          property,
          message: "A page never refreshes the cache itself: refresh through the feature's mutation hook (features/<feature>/api.ts), whose onSuccess invalidates what the change affects.",
        })),
      ],
    },
  },
  {
    // A feature is one folder across the stack (decision 044): its server half (`features/<feature>/server/`) is the
    // server's, which the browser never loads, and it leans on the server only through server/src/kit.ts (its tests
    // on server/src/test/kit.ts), so the server's inside can move without touching a feature.
    files: remotes.map((remote) => `${remote}/src/features/*/server/**/*.ts`),
    rules: {
      'no-restricted-imports': restrict([
        { regex: String.raw`/server/src/(?!(kit|test/kit|db/schema)\.js$)`, message: "A feature's server half uses the server through server/src/kit.ts (tests: server/src/test/kit.ts): add what it needs there." },
        { group: remoteImports(''), message: "A feature's server half imports nothing of another remote." },
      ]),
    },
  },
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
    // A feature's calls and rules are bundled by the remote that uses them, apart from shared-api's main entry: a
    // value imported from the main entry's files by path would be a second copy of it (a second client, a second
    // session store, a second yup locale). They import values from 'shared-api' and 'shared-api/validation' by name.
    files: ['shared-api/src/validation/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [byNameNotByPath, contractsAsTypes] }] },
  },
  {
    // The same, and a feature entry is bundled with member pages: it reads limits from ./limits, not from
    // 'shared-api/validation', which would bring yup into every page that uses the entry (decision 025).
    files: featureEntries,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            byNameNotByPath,
            contractsAsTypes,
            {
              group: ['shared-api/validation', 'shared-api/validation/*'],
              allowTypeImports: true,
              message: "A feature entry reads limits and messages from ./limits: 'shared-api/validation' would load yup with every page that uses it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code other than the feature entries (which carry the same pattern above). A feature's server half is the
    // server's: it serves contracts, shared-api's among them (membership serves the member's record it shares).
    files: ['shared-api/src/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', ...remotes.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.{ts,tsx}', ...featureEntries, 'shared-api/src/query.ts', ...remotes.map((r) => `${r}/src/features/*/server/**`)],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [contractsAsTypes] }] },
  },
  {
    // A member's or a visitor's form loads its schema when it first validates (shared-ui/forms' lazySchema, decision
    // 025): yup and the shared schemas are 17.5 KB gzip of a first view. Its options come from 'shared-api' and its
    // limits from 'shared-api/limits'. Staff pages load the schemas with the page; the mail links' pages check their
    // token as they render, on the server too, with the schema's own message.
    files: remotes.map((r) => `${r}/src/**/*.{ts,tsx}`),
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/staff*/**',
      '*/src/features/forms/**',
      // a feature's rules, contract and answer shapes (the server's, and the forms' when they first validate; its staff's
      // rules, the staff's forms') and its server half
      '*/src/features/*/{validation,staff-validation,contract,shapes}.ts',
      '*/src/features/*/server/**',
      'mfe-account/src/features/account/pages/{confirm-email,undo-email-change,unsubscribe,reset-password}/index.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            contractsAsTypes,
            {
              group: ['shared-api/validation', 'shared-api/validation/*'],
              allowTypeImports: true,
              message: "A member's or a visitor's form loads its schema with lazySchema (shared-ui/forms); options come from 'shared-api', limits from 'shared-api/limits'.",
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's calls are its paths only: the contract's types, nothing bundled with them.
    files: ['shared-api/src/calls/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*', '!../contract'], allowTypeImports: true, message: 'A calls file imports only ../contract (its lines are bundled by browsers).' }] },
      ],
    },
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
  {
    // shared-ui/image-field, shared-ui/error-summary and shared-ui/rich-text-editor are bundled by the remote that uses
    // them, apart from shared-ui's shared entries: a file of this package imported by path, or Chakra, emotion or
    // formik themselves, would be a second copy in that remote (a second style context, a second form context).
    files: ['shared-ui/src/image-field.tsx', 'shared-ui/src/image-crop.tsx', 'shared-ui/src/error-summary.tsx', 'shared-ui/src/rich-text-editor.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../*'], allowTypeImports: true, message: 'A bundled entry of shared-ui imports shared-ui, shared-ui/forms and shared-api by name, never by path.' },
            { group: ['@chakra-ui/*', '@emotion/*', 'formik', 'react-router', 'react-router-dom'], allowTypeImports: true, message: 'A bundled entry of shared-ui reaches Chakra, formik and the router through shared-ui and shared-ui/forms.' },
          ],
        },
      ],
    },
  },
  {
    // shared-ui's lazily loaded entries are built apart from the main entry and share Chakra's core with it
    // through one chunk: importing the main entry's modules or the API client from them broke that split
    // (the shell never started). They use Chakra, formik and pure helpers only, and the message runtime (./i18n, which
    // ./format uses too) for their own words.
    files: ['shared-ui/src/forms.tsx', 'shared-ui/src/overlays.tsx', 'shared-ui/src/disclosure.tsx', 'shared-ui/src/clamp.tsx', 'shared-ui/src/staff.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '!./format', '!./files', '!./lazy-schema', '!./i18n'], allowTypeImports: true, message: 'A lazy shared-ui entry imports only Chakra, formik, pure helpers (./format, ./files, ./lazy-schema) and the message runtime (./i18n).' },
            { group: ['shared-api', 'shared-api/*', 'shared-ui', 'shared-ui/*'], allowTypeImports: true, message: 'A lazy shared-ui entry imports only Chakra, formik and pure helpers (./format, ./files, ./lazy-schema).' },
          ],
        },
      ],
    },
  },
  {
    // A browser test runs against its worker's own site (e2e/tests/site.ts sets baseURL, the data and mail folders).
    files: ['e2e/tests/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from '../site', which starts this worker's site." }] }] },
  },
);
