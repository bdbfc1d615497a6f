// Remote loading at runtime, from the pinned manifest: no remote is known at build time, so a new
// pin is live on the next page load with no shell rebuild.
import { registerRemotes, preloadRemote } from '@module-federation/enhanced/runtime';
import type { ShellManifest } from 'shared-api';
import { forgetPage, registerShellPlugins } from './load-page';
import { shellRoutes, type ShellRoute } from './routes';

export { loadPage, RemoteUnavailableError } from './load-page';
export type { ShellRoute } from './routes';

let pinned = new Map<string, { name: string; entry: string }>();

export function registerPinnedRemotes(manifest: ShellManifest): ShellRoute[] {
  pinned = new Map(manifest.remotes.map((r) => [r.scope, { name: r.scope, entry: r.entry }]));
  registerShellPlugins();
  registerRemotes([...pinned.values()]);
  return shellRoutes(manifest);
}

/** Forget a failed remote so that Try again fetches its entry anew. */
export function resetRemote(id: string) {
  forgetPage(id);
  const remote = pinned.get(id.split('/')[0]);
  if (remote) registerRemotes([remote], { force: true });
}

/** Warms a page's code when a link to it is hovered or focused. */
export function preloadPage(id: string) {
  const scope = id.split('/')[0];
  void preloadRemote([{ nameOrAlias: scope, exposes: [`./${id.slice(scope.length + 1)}`] }]).catch(() => undefined);
}
