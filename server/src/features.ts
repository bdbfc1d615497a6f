// Where the server finds the features (decision 044). A feature is one folder in the remote that owns it,
// `mfe-<remote>/src/features/<feature>/`: its `contract.ts` (calls, rules, answers), its `server/` half (routes,
// queries, tables, jobs, migrations, tests) and its pages and texts beside them. The server serves what it finds
// there by name, as it does its own modules (`modules/<module>/`): no list names a feature. The compiled server
// keeps the same layout (`dist/mfe-<remote>/src/features/<feature>/…`), so the same paths hold there.
import fs from 'node:fs';

/** The checkout (or the compiled server's folder that mirrors it). */
const root = new URL('../../', import.meta.url);

export interface FeatureFolder {
  /** the remote that owns it (`mfe-safety-net`) */
  remote: string;
  /** its folder's name (`promotions`) */
  name: string;
  /** the folder, ending in `/` */
  url: URL;
}

const isDir = (url: URL) => fs.existsSync(url) && fs.statSync(url).isDirectory();
const hasFile = (dir: URL, base: string) => fs.existsSync(new URL(`${base}.ts`, dir)) || fs.existsSync(new URL(`${base}.js`, dir));

/** Every feature with a server half or a contract, in the order of their paths. */
export function featureFolders(): FeatureFolder[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    // A remote's folder may be a link to it (a copy of the server beside a checkout's remotes).
    .filter((entry) => /^mfe-[a-z-]+$/.test(entry.name) && isDir(new URL(`${entry.name}/`, root)))
    .flatMap((remote) => {
      const features = new URL(`${remote.name}/src/features/`, root);
      if (!isDir(features)) return [];
      return fs
        .readdirSync(features)
        .filter((name) => isDir(new URL(`${name}/`, features)))
        .map((name) => ({ remote: remote.name, name, url: new URL(`${name}/`, features) }))
        .filter((feature) => hasFile(feature.url, 'contract') || isDir(new URL('server/', feature.url)));
    })
    .sort((a, b) => a.url.href.localeCompare(b.url.href));
}

/** The files of a folder whose names match, as `.js` URLs (TypeScript beside the source, JavaScript compiled). */
export function modulesIn(dir: URL, name: RegExp): URL[] {
  if (!isDir(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((file) => /\.(ts|js)$/.test(file) && !/\.test\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') && name.test(file.replace(/\.(ts|js)$/, '')))
    .map((file) => file.replace(/\.(ts|js)$/, '.js'));
  return [...new Set(files)].sort().map((file) => new URL(file, dir));
}

/** Each feature's contract file. */
export const featureContracts = (): URL[] => featureFolders().flatMap((feature) => modulesIn(feature.url, /^contract$/));

/** Each feature's route plugins: `server/routes.ts` and `server/<part>-routes.ts`. */
export const featureRouteFiles = (): URL[] => featureFolders().flatMap((feature) => modulesIn(new URL('server/', feature.url), /^([a-z-]+-)?routes$/));

/** Each feature's hooks, `server/hooks.ts`: what it plugs into the server's registries, imported by every process. */
export const featureHookFiles = (): URL[] => featureFolders().flatMap((feature) => modulesIn(new URL('server/', feature.url), /^hooks$/));

/** Each feature's jobs, `server/jobs.ts`. */
export const featureJobFiles = (): URL[] => featureFolders().flatMap((feature) => modulesIn(new URL('server/', feature.url), /^jobs$/));

/** Each feature's migrations folder, `server/migrations/`, where it has one. */
export const featureMigrationFolders = (): URL[] => featureFolders().map((feature) => new URL('server/migrations/', feature.url)).filter(isDir);
