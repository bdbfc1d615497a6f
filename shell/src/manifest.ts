import { defaultOrg, type ShellManifest } from 'shared-api';
import { applyOverrides, currentOverrides } from './overrides';

/**
 * The pinned remotes, their versions and route tables. The server inlines them into index.html as a
 * JSON data block (no extra request on a slow connection); a static host can serve /remotes.json instead.
 */
export async function readShellManifest(): Promise<ShellManifest> {
  const manifest = await readPinned();
  return manifest.overridesAllowed ? applyOverrides(manifest, currentOverrides()) : manifest;
}

async function readPinned(): Promise<ShellManifest> {
  const inline = document.getElementById('shell-manifest');
  if (inline?.textContent) {
    try {
      return withDefaults(JSON.parse(inline.textContent) as ShellManifest);
    } catch {
      // fall through to the network copy
    }
  }
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (response.ok) return withDefaults((await response.json()) as ShellManifest);
  } catch {
    // no remotes: the shell still renders its own pages and the not-found page
  }
  return withDefaults({ remotes: [] });
}

export const withDefaults = (manifest: ShellManifest): ShellManifest => ({
  ...manifest,
  org: { ...defaultOrg, ...manifest.org },
  remotes: Array.isArray(manifest.remotes) ? manifest.remotes : [],
});
