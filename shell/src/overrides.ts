// A developer can point this browser (only) at a local build of one remote, to work on it against the
// pinned rest: `?mfe-override=mfe-account@/local/mfe-account/mf-manifest.json` stores the override,
// `?mfe-override=mfe-account@` removes it. Only same-site URLs are accepted, and only when the
// server allows overrides (development, or production with ALLOW_REMOTE_OVERRIDES=1).
import type { RemoteRoutesFile, ShellManifest } from 'shared-api';

const STORAGE_KEY = 'mfe-overrides';
type Overrides = Record<string, string>;

function readStored(): Overrides {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Overrides;
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

const isSameSite = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Reads `?mfe-override=` into storage and answers the overrides in force. */
export function currentOverrides(search = location.search): Overrides {
  const overrides = readStored();
  for (const value of new URLSearchParams(search).getAll('mfe-override')) {
    const at = value.indexOf('@');
    if (at <= 0) continue;
    const [remote, url] = [value.slice(0, at), value.slice(at + 1)];
    if (url && isSameSite(url)) overrides[remote] = url;
    else delete overrides[remote];
  }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  return overrides;
}

/** The manifest with overridden remotes pointing at their local builds (route tables read beside them). */
export async function applyOverrides(manifest: ShellManifest, overrides: Overrides): Promise<ShellManifest> {
  if (!manifest.overridesAllowed || !Object.keys(overrides).length) return manifest;
  const remotes = await Promise.all(
    manifest.remotes.map(async (remote) => {
      const entry = overrides[remote.name];
      if (!entry) return remote;
      try {
        const routesUrl = entry.replace(/[^/]*$/, 'routes.json');
        const table = (await (await fetch(routesUrl, { cache: 'no-cache' })).json()) as RemoteRoutesFile;
        return { ...remote, entry, version: `${table.version} (local)`, routes: table.routes, overridden: true };
      } catch {
        console.warn(`The override of ${remote.name} (${entry}) could not be read; using the pinned version.`);
        return remote;
      }
    }),
  );
  return { ...manifest, remotes };
}
