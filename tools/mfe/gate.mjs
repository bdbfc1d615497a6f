// The pin gate: refuses a remote version that would break the site, with every reason.
//  - the shell provides every shared singleton the remote needs, at a version in the remote's range;
//  - the remote was built with a federation plugin the shell's runtime can load: the same major, and not newer
//    than the shell's (remotes use the runtime core the shell provides; see decision 015);
//  - every page of the route table is exposed, and every route's access flags are valid;
//  - no two pinned remotes (nor the shell) claim the same route;
//  - no two menu entries of the pinned remotes share a label under one heading of one menu.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const semver = require('semver');
const { validateRoutesTable } = require('../webpack/routes-table.cjs');

/**
 * Routes the shell renders itself. (The staff home, `/staff`, is a remote's page; the shell opens the first staff
 * page there only while no pinned remote serves it.)
 */
export const SHELL_ROUTES = ['/logout', '/coming-soon'];

/** `/blog/:slug/:id` and `/blog/:a/:b` are the same route. */
const routeKey = (path) => path.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/';

/**
 * Remotes are built with `externalRuntime`: they carry no federation runtime and run on the core the shell
 * provides. A remote built with an older plugin of the same major uses only what that core still offers; one built
 * with a newer plugin may call what the shell's core lacks, and a new major may change the protocol itself.
 */
export function pluginProblems(shellPlugin, remotePlugin, label) {
  const shell = semver.valid(shellPlugin);
  const remote = semver.valid(remotePlugin);
  if (!shell || !remote) return shellPlugin === remotePlugin ? [] : [`${label} was built with federation plugin ${remotePlugin ?? 'unknown'}, the shell with ${shellPlugin ?? 'unknown'}.`];
  if (semver.major(shell) !== semver.major(remote))
    return [`${label} was built with federation plugin ${remote}, the shell with ${shell}: a new major version of the plugin may change how remotes load.`];
  if (semver.gt(remote, shell))
    return [`${label} was built with federation plugin ${remote}, newer than the shell's ${shell}: it may need runtime features the shell does not provide. Rebuild the shell first.`];
  return [];
}

export function sharedProblems(shellManifest, remoteManifest, label) {
  const problems = [...pluginProblems(shellManifest.metaData?.pluginVersion, remoteManifest.metaData?.pluginVersion, label)];
  const provided = new Map((shellManifest.shared ?? []).map((s) => [s.name, s]));
  for (const need of remoteManifest.shared ?? []) {
    if (!need.singleton) continue;
    const have = provided.get(need.name);
    if (!have) {
      problems.push(`${label} needs the shared module ${need.name}, which the shell does not provide.`);
    } else if (need.requiredVersion && !semver.satisfies(have.version, need.requiredVersion)) {
      problems.push(`${label} needs ${need.name} ${need.requiredVersion}; the shell provides ${have.version}.`);
    }
  }
  return problems;
}

export function routeProblems(candidate, others) {
  const label = `${candidate.remote}@${candidate.version}`;
  const problems = validateRoutesTable(candidate.routes).map((p) => `${label}: ${p}`);
  const exposed = new Set((candidate.manifest.exposes ?? []).map((e) => e.path ?? `./${e.name}`));
  for (const route of candidate.routes ?? []) {
    if (route && route.page && exposed.size && !exposed.has(`./${route.page}`))
      problems.push(`${label}: route ${route.path} names page "${route.page}", which the build does not expose.`);
  }
  const claimed = new Map(SHELL_ROUTES.map((p) => [routeKey(p), 'the shell']));
  for (const other of others) {
    for (const r of other.routes ?? []) claimed.set(routeKey(r.path), `${other.remote}@${other.version}`);
  }
  for (const r of candidate.routes ?? []) {
    const owner = claimed.get(routeKey(r.path));
    if (owner) problems.push(`${label}: route ${r.path} is already claimed by ${owner}.`);
  }
  return [...problems, ...menuClashes(candidate, others)];
}

const menuKey = (entry) => `${entry.menu} › ${entry.group ?? ''} › ${String(entry.label).trim().toLowerCase()}`;

/** Two entries with one label under one heading would be two links a person cannot tell apart. */
function menuClashes(candidate, others) {
  const label = `${candidate.remote}@${candidate.version}`;
  const taken = new Map();
  for (const other of others)
    for (const r of other.routes ?? []) for (const entry of r.menu ?? []) taken.set(menuKey(entry), `${other.remote}@${other.version}`);
  const problems = [];
  for (const r of candidate.routes ?? [])
    for (const entry of Array.isArray(r.menu) ? r.menu : []) {
      const owner = taken.get(menuKey(entry));
      if (owner) problems.push(`${label}: the ${entry.menu} menu already has "${entry.label}"${entry.group ? ` under ${entry.group}` : ''} (${owner}).`);
      taken.set(menuKey(entry), label);
    }
  return problems;
}

/** Every reason to refuse pinning `candidate` beside `others` under this shell; empty when it may be pinned. */
export function gate({ shellManifest, candidate, others }) {
  return [
    ...sharedProblems(shellManifest, candidate.manifest, `${candidate.remote}@${candidate.version}`),
    ...routeProblems(candidate, others),
  ];
}
