import { withOrg, type PublishedRoute, type ShellManifest } from 'shared-api';

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
