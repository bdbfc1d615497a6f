// Remote loading at runtime, from the pinned manifest: no remote is known at build time, so a new
// pin is live on the next page load with no shell rebuild.
import type { ComponentType } from 'react';
import { registerPlugins, registerRemotes, loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { withOrg, type RemoteRoute, type ShellManifest } from 'shared-api';
import { fallbackPlugin, isFallbackModule } from './fallback-plugin';

export interface ShellRoute extends RemoteRoute {
  remote: string;
  scope: string;
  /** `scope/page`, the id passed to loadRemote */
  id: string;
}

let pinned = new Map<string, { name: string; entry: string }>();

export function registerPinnedRemotes(manifest: ShellManifest): ShellRoute[] {
  pinned = new Map(manifest.remotes.map((r) => [r.scope, { name: r.scope, entry: r.entry }]));
  registerPlugins([fallbackPlugin()]);
  registerRemotes([...pinned.values()]);
  return manifest.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({
      ...route,
      path: withOrg(route.path, manifest.org),
      title: withOrg(route.title, manifest.org),
      remote: remote.name,
      scope: remote.scope,
      id: `${remote.scope}/${route.page}`,
    })),
  );
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remoteId: string, cause?: unknown) {
    super(`The remote module ${remoteId} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const pages = new Map<string, Promise<{ default: ComponentType }>>();

/** Loads a remote page once; a failure is thrown to the nearest error boundary. */
export function loadPage(id: string): Promise<{ default: ComponentType }> {
  let page = pages.get(id);
  if (!page) {
    page = loadRemote<{ default: ComponentType }>(id).then((mod) => {
      if (!mod || isFallbackModule(mod) || typeof mod.default !== 'function') throw new RemoteUnavailableError(id);
      return mod;
    });
    page.catch(() => pages.delete(id));
    pages.set(id, page);
  }
  return page;
}

/** Forget a failed remote so that Try again fetches its entry anew. */
export function resetRemote(id: string) {
  pages.delete(id);
  const remote = pinned.get(id.split('/')[0]);
  if (remote) registerRemotes([remote], { force: true });
}

/** Warms a page's code when a link to it is hovered or focused. */
export function preloadPage(id: string) {
  const scope = id.split('/')[0];
  void preloadRemote([{ nameOrAlias: scope, exposes: [`./${id.slice(scope.length + 1)}`] }]).catch(() => undefined);
}
