import { withOrg, type PublishedRoute, type ShellManifest } from 'shared-api';
import { i18n } from '#i18n';

export interface ShellRoute extends PublishedRoute {
  remote: string;
  scope: string;
  /** `scope/page`, the id passed to loadRemote */
  id: string;
}

/** The pinned remotes' routes as the shell's router and menus use them (the browser's and the server's alike). */
export const shellRoutes = (manifest: ShellManifest): ShellRoute[] =>
  manifest.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({
      ...route,
      path: withOrg(route.path, manifest.org),
      title: withOrg(route.title, manifest.org),
      menu: route.menu?.map((entry) => (entry.to ? { ...entry, to: withOrg(entry.to, manifest.org) } : entry)),
      remote: remote.name,
      scope: remote.scope,
      id: `${remote.scope}/${route.page}`,
    })),
  );

/**
 * The pinned remotes' route titles and menu labels in Urdu, each remote's own (routes.json's `texts`, decision 044),
 * for the page title and the menus, which show before a remote's code or catalog has loaded.
 */
export function loadRouteTexts(manifest: ShellManifest) {
  // The server renders every page with the manifest it keeps: its texts are loaded once, not at each page.
  if (loaded.has(manifest.remotes)) return;
  loaded.add(manifest.remotes);
  for (const remote of manifest.remotes) if (remote.texts?.ur) i18n.loadTexts(remote.texts.ur);
}

const loaded = new WeakSet<object>();
