// The shell learns which version of each remote to load, and that version's routes, from this manifest.
// Pins live in DEPLOY_DIR/manifest.json; each published version in DEPLOY_DIR/<name>/<version>/.
import fs from 'node:fs';
import path from 'node:path';
import { scopeOf, type RemoteRoutesFile, type ShellManifest } from '../../../../shared-api/src/routes.js';

export interface Pin {
  version: string;
  pinnedAt?: string;
  reason?: string;
}

export interface PinsFile {
  org?: ShellManifest['org'];
  pins: Record<string, Pin>;
  history?: unknown[];
}

export const PINS_FILE = 'manifest.json';

// Names and versions become URL and file path segments: only plain ones are accepted.
const safeSegment = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) && !value.includes('..');

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * Reads the pins and each pinned version's routes.json. A pin whose version is missing or unreadable is
 * left out, so the shell never tries to load a remote that isn't there.
 */
export function resolveShellManifest(deployDir: string): ShellManifest {
  const pins = readJson<PinsFile>(path.join(deployDir, PINS_FILE));
  const remotes: ShellManifest['remotes'] = [];
  for (const [name, pin] of Object.entries(pins?.pins ?? {})) {
    if (!safeSegment(name) || !safeSegment(pin?.version)) continue;
    const folder = path.join(deployDir, name, pin.version);
    const routes = readJson<RemoteRoutesFile>(path.join(folder, 'routes.json'));
    if (!routes || !Array.isArray(routes.routes) || !fs.existsSync(path.join(folder, 'mf-manifest.json'))) continue;
    remotes.push({
      name,
      scope: routes.scope || scopeOf(name),
      version: pin.version,
      entry: `/remotes/${name}/${pin.version}/mf-manifest.json`,
      routes: routes.routes,
    });
  }
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  return pins?.org ? { org: pins.org, remotes } : { remotes };
}

/** The resolved manifest, re-read only when the pins file changes (one stat per call). */
export function manifestCache(deployDir: string) {
  let stamp = '';
  let manifest: ShellManifest = { remotes: [] };
  return () => {
    let current = 'missing';
    try {
      const stat = fs.statSync(path.join(deployDir, PINS_FILE));
      current = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      // no pins yet: an empty manifest
    }
    if (current !== stamp) {
      manifest = resolveShellManifest(deployDir);
      stamp = current;
    }
    return manifest;
  };
}
