// The shell learns which version of each remote to load, and that version's routes, from this manifest.
// Pins live in DEPLOY_DIR/manifest.json; each published version in DEPLOY_DIR/<name>/<version>/.
import fs from 'node:fs';
import path from 'node:path';
import { scopeOf, type ShellManifest } from '../../../../shared-api/src/routes.js';
import { isRecord } from '../../lib/guards.js';

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

/** A JSON file's content, checked where it is read; null when it is missing or broken. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Reads the pins and each pinned version's routes.json. A pin whose version is missing or unreadable is
 * left out, so the shell never tries to load a remote that isn't there.
 */
export function resolveShellManifest(deployDir: string): ShellManifest {
  const pins = readJson(path.join(deployDir, PINS_FILE));
  const remotes: ShellManifest['remotes'] = [];
  for (const [name, pin] of Object.entries(isRecord(pins) && isRecord(pins.pins) ? pins.pins : {})) {
    const version = isRecord(pin) ? pin.version : undefined;
    if (!safeSegment(name) || !safeSegment(version)) continue;
    const folder = path.join(deployDir, name, version);
    // routes.json is the remote's build's own (the pin gate checked it): its route table is passed on as it is.
    const routes = readJson(path.join(folder, 'routes.json'));
    if (!isRecord(routes) || !Array.isArray(routes.routes) || !fs.existsSync(path.join(folder, 'mf-manifest.json'))) continue;
    remotes.push({
      name,
      scope: typeof routes.scope === 'string' && routes.scope ? routes.scope : scopeOf(name),
      version,
      entry: `/remotes/${name}/${version}/mf-manifest.json`,
      routes: routes.routes,
    });
  }
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  // The pins' org goes out as the deploy tools wrote it: the shell fills in, from its defaults, what it leaves out.
  return isRecord(pins) && pins.org ? { org: pins.org as ShellManifest['org'], remotes } : { remotes };
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
