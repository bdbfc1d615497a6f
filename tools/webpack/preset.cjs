// The one webpack + Module Federation preset used by the shell and every remote.
// See STACK.md for the measurements behind each choice.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { pageFile, readRoutesTable } = require('./routes-table.cjs');

const repo = path.resolve(__dirname, '..', '..');
const versionOf = (pkg) => JSON.parse(fs.readFileSync(path.join(repo, pkg, 'package.json'), 'utf8')).version;

/**
 * A folder laid out like node_modules whose shared-api / shared-ui replace the workspace's in a build: the release
 * rehearsal builds the shell against a new shared-api this way, without touching the workspace
 * (tools/release-rehearsal.mjs). Unset in every ordinary build.
 */
const sharedOverride = process.env.SHARED_PACKAGES_DIR ? path.resolve(process.env.SHARED_PACKAGES_DIR) : null;
const sharedVersionOf = (pkg) =>
  sharedOverride && fs.existsSync(path.join(sharedOverride, pkg, 'package.json'))
    ? JSON.parse(fs.readFileSync(path.join(sharedOverride, pkg, 'package.json'), 'utf8')).version
    : versionOf(pkg);
const scopeOf = (name) => name.replace(/[^A-Za-z0-9_]/g, '_');

/**
 * The shared singletons, and nothing else: react, react-dom, shared-api, shared-ui (with their lazily
 * loaded sub-entries). shared-ui is the one door to Chakra and the router, so no app bundles its own.
 * `strictVersion` on our packages turns a remote built against a newer shared-ui than the shell
 * provides into a clean "unavailable" fallback instead of a crash while rendering.
 */
// The shared singletons every first view needs; forms, overlays, disclosure and clamp load with the pages that use them.
const FIRST_VIEW_SHARED = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'shared-api', 'shared-ui']);

/**
 * The shell's entry only starts the federation runtime; React, shared-ui and the app's own code follow
 * in chunks that the browser would discover one step later. Preload links in index.html fetch them
 * alongside the entry instead: the chunks the entry imports, and those the shared singletons above
 * come from.
 */
class PreloadFirstViewPlugin {
  constructor({ entry }) {
    this.entry = entry;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadFirstViewPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstViewPlugin', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          const wanted = group.origins.some(({ module }) =>
            module && (module.resource === this.entry || (module.constructor.name === 'ProvideSharedModule' && FIRST_VIEW_SHARED.has(module._name))),
          );
          if (!wanted || group.isInitial()) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const publicPath = data.publicPath ?? '/';
        const links = [...files].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** Which shared-ui entry a chunk group is loaded for (provided or consumed), if any. */
const sharedUiEntryOf = (group) => {
  for (const { module } of group.origins) {
    const key = module?.constructor.name === 'ProvideSharedModule' ? module._name : module?.constructor.name === 'ConsumeSharedModule' ? module.options?.shareKey : undefined;
    if (key?.startsWith('shared-ui')) return key;
  }
  return undefined;
};
const LAZY_UI_ENTRIES = new Set(['shared-ui/forms', 'shared-ui/overlays', 'shared-ui/disclosure', 'shared-ui/clamp', 'shared-ui/staff', 'shared-ui/table']);

function sharedMap() {
  const react = `^${versionOf('node_modules/react')}`;
  // Our packages keep semver's promise from 1.0 (decision 015): a remote built against 1.4 runs with any 1.x ≥ 1.4
  // the shell provides, and a shell older than what the remote was built against is refused, not crashed into.
  const ours = (pkg) => ({ singleton: true, requiredVersion: `^${sharedVersionOf(pkg)}`, strictVersion: true });
  return {
    react: { singleton: true, requiredVersion: react },
    'react/jsx-runtime': { singleton: true, requiredVersion: react },
    'react-dom': { singleton: true, requiredVersion: react },
    'react-dom/client': { singleton: true, requiredVersion: react },
    'shared-api': ours('shared-api'),
    'shared-api/validation': ours('shared-api'),
    'shared-api/query': ours('shared-api'),
    'shared-ui': ours('shared-ui'),
    'shared-ui/forms': ours('shared-ui'),
    'shared-ui/overlays': ours('shared-ui'),
    'shared-ui/disclosure': ours('shared-ui'),
    'shared-ui/clamp': ours('shared-ui'),
    'shared-ui/staff': ours('shared-ui'),
    'shared-ui/table': ours('shared-ui'),
  };
}

/**
 * Lingui's macros (`t\`…\``, `<Trans>`) become calls of shared-ui's message runtime (docs/decisions/030), through
 * each app's own `#i18n` import (its package.json's `imports`: `src/locales/runtime.ts`), so each app reads its own
 * catalog (docs/decisions/032). The English text stays in the code: it is the source language, and an English page
 * loads no catalog.
 */
const linguiPlugin = [
  '@lingui/swc-plugin',
  {
    stripNonEssentialFields: false,
    runtimeModules: { i18n: ['#i18n', 'i18n'], trans: ['#i18n', 'Trans'], useLingui: ['#i18n', 'useLingui'] },
  },
];

/** Whether an app has message catalogs (`src/locales/index.ts`, docs/decisions/030). */
const hasCatalogs = (dir) => fs.existsSync(path.join(dir, 'src', 'locales', 'index.ts'));
/**
 * Writes every catalog's Urdu as the JSON the code imports (tools/i18n.mjs compile): the app's own, shared-ui's (every
 * app's copy of shared-ui imports it) and shared-api's texts. A few milliseconds; unchanged files are not rewritten.
 */
const compileCatalogs = () =>
  require('node:child_process').execFileSync(process.execPath, [path.join(repo, 'tools', 'i18n.mjs'), 'compile'], { stdio: 'ignore' });

const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
        experimental: { plugins: [linguiPlugin] },
      },
    },
  },
};

const pureChakraRule = {
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]/,
  use: path.join(__dirname, 'pure-chakra-loader.cjs'),
};

/**
 * The Urdu of a remote's route titles and menu labels, from its own catalog of texts (decision 044): the shell shows
 * them before the remote's code or catalog has loaded, so they travel in routes.json, and a new page's title needs no
 * shared-api release.
 */
function routeTexts(dir, routes) {
  const file = path.join(dir, 'src', 'locales', 'texts.ur.json');
  const texts = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const shown = new Set(routes.flatMap((r) => [r.title, ...(r.menu ?? []).flatMap((m) => [m.label, m.group])]).filter(Boolean));
  const ur = Object.fromEntries(Object.entries(texts).filter(([english]) => shown.has(english)));
  return Object.keys(ur).length ? { texts: { ur } } : {};
}

/** Writes the remote's route table beside its federation manifest. */
class RoutesTablePlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutesTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutesTablePlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(this.file, null, 2);
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * @param {{ dir: string, kind: 'host' | 'remote' }} options
 * @returns {import('webpack').Configuration}
 */
function federatedApp({ dir, kind }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  compileCatalogs();
  const scope = scopeOf(pkg.name);
  const isRemote = kind === 'remote';
  const plugins = [];
  let exposes;

  if (isRemote) {
    const routes = readRoutesTable(dir);
    exposes = Object.fromEntries(
      [...new Set(routes.map((r) => r.page))].map((page) => [`./${page}`, `./${pageFile(dir, page)}`]),
    );
    // The remote's island table (docs/decisions/028), for pages that hydrate as islands.
    if (fs.existsSync(path.join(dir, 'src', 'islands.ts'))) exposes['./islands'] = './src/islands.ts';
    // The remote's catalogs (docs/decisions/030): the shell loads the one of the page's language before the page renders.
    if (hasCatalogs(dir)) exposes['./catalog'] = './src/locales/index.ts';
    plugins.push(new RoutesTablePlugin({ name: pkg.name, scope, version: pkg.version, routes, ...routeTexts(dir, routes) }));
  } else {
    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src', 'index.html'),
        publicPath: '/',
        scriptLoading: 'defer',
        minify: { collapseWhitespace: true, removeComments: true },
      }),
      new PreloadFirstViewPlugin({ entry: path.join(dir, 'src', 'index.ts') }),
    );
  }

  plugins.push(
    new ModuleFederationPlugin({
      name: scope,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedMap(),
      // The shell's manifest too: the pin gate reads which singletons, at which versions, it provides.
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // The shell provides every shared singleton, and the gate refuses a remote that needs a newer one than it
      // provides (decision 015), so the shell's copy is the one to use: 'loaded-first' takes it. The default,
      // 'version-first', fetched every registered remote's entry before the first shared module, only to compare
      // versions: six remote entries (~55 KB) on a page that shows one remote (decision 025).
      shareStrategy: isRemote ? undefined : 'loaded-first',
      // The shell provides the federation runtime core once; remotes reuse it (27 KB → 8 KB per remote entry).
      runtimePlugins: isRemote
        ? []
        : [require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/index\.cjs$/, 'index.js')],
      experiments: {
        externalRuntime: isRemote ? true : undefined,
        optimization: { target: 'web' },
      },
    }),
  );

  return {
    context: dir,
    mode: 'production',
    entry: isRemote ? {} : { main: './src/index.ts' },
    target: 'web',
    // Maps are written for error reporting but not referenced from the bundles; the server never serves them.
    devtool: 'hidden-source-map',
    output: {
      path: isRemote ? path.join(dir, 'dist', pkg.version) : process.env.SHELL_OUT_DIR ? path.resolve(process.env.SHELL_OUT_DIR) : path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: isRemote ? '[name].[fullhash:8].js' : '[name].[fullhash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: scope,
      clean: true,
    },
    resolve: {
      ...(sharedOverride ? { modules: [sharedOverride, 'node_modules'] } : {}),
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Chakra's recipe files one by one (its package exports only the whole theme); see shared-ui/src/system.ts.
      alias: {
        '@chakra-ui/theme-files': path.join(repo, 'node_modules', '@chakra-ui', 'react', 'dist', 'esm', 'theme'),
        // react-router's package exports only its development build to bundlers (−~60 KB gzip).
        'react-router$': path.join(repo, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs'),
        // formik's four lodash functions, without lodash's general clone engine (−3.3 KB gzip on every form page).
        ...Object.fromEntries(
          ['isPlainObject', 'clone', 'cloneDeep', 'toPath'].map((name) => [`lodash-es/${name}$`, path.join(__dirname, 'formik-lodash', `${name}.mjs`)]),
        ),
      },
    },
    module: {
      rules: [
        swcRule,
        pureChakraRule,
        { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // Async chunks are otherwise self-contained: one request each, no shared fragments.
          default: false,
          defaultVendors: false,
          // Except what shared-ui's first-view chunk has in common with its lazily loaded entries (forms,
          // overlays, disclosure): Chakra's core and emotion. Without this each entry carried its own copy
          // (~20 KB gzip more on /login); with it they share one chunk that the first view loads anyway.
          // (The shell only: in a remote these modules are the never-loaded fallback copies.)
          uiCore: !isRemote && {
            name: 'ui-core',
            chunks: 'async',
            minSize: 0,
            priority: 10,
            // Packages only: a module of ours here (shared-ui's message runtime, which asks for shared-api) would put a
            // request for a shared module into the chunk that shared-api's own provider loads, and each would wait for
            // the other: the shell would never start.
            test: (module, { chunkGraph }) => {
              if (!/[\\/]node_modules[\\/]/.test(module.resource ?? '')) return false;
              const groups = [...chunkGraph.getModuleChunksIterable(module)].flatMap((chunk) => [...chunk.groupsIterable]);
              return groups.some((g) => sharedUiEntryOf(g) === 'shared-ui') && groups.some((g) => LAZY_UI_ENTRIES.has(sharedUiEntryOf(g)));
            },
          },
        },
      },
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: { hints: false },
    plugins,
  };
}

/**
 * The server bundle of an app, built beside its browser build (docs/decisions/025): one CommonJS file the web server
 * evaluates to render a page's first view to HTML.
 * - A remote's `server/pages.js` in its immutable version folder exports `pages`, each page module behind a function;
 *   the shared singletons (exactly the federation `shared` keys) stay outside it, as `require` calls the server
 *   answers with the shell's copies, so a remote renders with the shell's React, shared-ui and shared-api on the
 *   server as it does in the browser.
 * - The shell's `server/shell.js` bundles everything and provides those singletons.
 * One chunk each: the server reads the file from the remotes' storage (a folder or a bucket) and evaluates it.
 * @param {{ dir: string, kind: 'host' | 'remote' }} options
 * @returns {import('webpack').Configuration}
 */
function serverApp({ dir, kind }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const isRemote = kind === 'remote';
  const client = federatedApp({ dir, kind });
  const shared = new Set(Object.keys(sharedMap()));
  let entry;
  if (isRemote) {
    const pages = [...new Set(readRoutesTable(dir).map((r) => r.page))];
    const source =
      '// Generated by tools/webpack/preset.cjs: the server bundle\'s page table.\n' +
      `export const pages = {\n${pages.map((page) => `  ${JSON.stringify(page)}: () => import(${JSON.stringify(path.join(dir, pageFile(dir, page)))}),`).join('\n')}\n};\n`;
    const catalogs = hasCatalogs(dir) ? `export { default as catalogs } from ${JSON.stringify(path.join(dir, 'src', 'locales', 'index.ts'))};\n` : '';
    const file = path.join(repo, 'node_modules', '.cache', 'server-entries', `${pkg.name}.mjs`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source + catalogs) fs.writeFileSync(file, source + catalogs);
    entry = { pages: file };
  } else {
    entry = { shell: './src/server.tsx' };
  }
  return {
    name: 'server',
    dependencies: ['browser'],
    context: dir,
    mode: 'production',
    entry,
    target: 'node20',
    devtool: false,
    output: {
      path: path.join(client.output.path, 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // The browser build of the same folder cleans it first; this one only adds its folder.
      clean: false,
    },
    externalsType: 'commonjs',
    externals: isRemote ? [({ request }, callback) => (shared.has(request) ? callback(null, `commonjs ${request}`) : callback())] : [],
    resolve: { ...client.resolve, conditionNames: ['node', 'import', 'require', 'default'] },
    module: { rules: [swcRule, pureChakraRule, { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } }] },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
  };
}

/**
 * The shell's script for pages that hydrate as islands (docs/decisions/028), beside its federated build: a plain
 * webpack build, so a page loads no federation runtime until one of its islands is a remote's. Its entry only watches
 * the islands; React, shared-ui and each island's code are chunks it loads when an island is needed. `islands.html`
 * is index.html with this script instead of the shell's entry.
 * @param {{ dir: string }} options
 * @returns {import('webpack').Configuration}
 */
function islandsApp({ dir }) {
  const client = federatedApp({ dir, kind: 'host' });
  const webpack = require('webpack');
  const react = versionOf('node_modules/react');
  return {
    name: 'islands',
    dependencies: ['browser'],
    context: dir,
    mode: 'production',
    entry: { islands: './src/islands/boot.ts' },
    target: 'web',
    devtool: 'hidden-source-map',
    output: {
      path: client.output.path,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: 'island-[name].[contenthash:8].js',
      uniqueName: 'shell_islands',
      // The federated build of the same folder cleans it first; this one only adds its files.
      clean: false,
    },
    resolve: client.resolve,
    module: client.module,
    optimization: { minimizer: client.optimization.minimizer },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __SHARED_VERSIONS__: JSON.stringify({ react, 'shared-api': sharedVersionOf('shared-api'), 'shared-ui': sharedVersionOf('shared-ui') }),
      }),
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src', 'index.html'),
        filename: 'islands.html',
        publicPath: '/',
        scriptLoading: 'defer',
        minify: { collapseWhitespace: true, removeComments: true },
      }),
    ],
  };
}

/** The browser build and the server bundle of an app, in that order (the server's goes into the browser's folder). */
const appBuilds = ({ dir, kind }) => [
  { ...federatedApp({ dir, kind }), name: 'browser' },
  serverApp({ dir, kind }),
  ...(kind === 'host' ? [islandsApp({ dir })] : []),
];

module.exports = { federatedApp, serverApp, appBuilds, sharedMap, scopeOf, repo, linguiPlugin };
