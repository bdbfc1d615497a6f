import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoutesFile } from '../../../shared-api/src/routes.js';
import { bundleDigest } from '../modules/web/render-core.js';

/** Lays out a published remote version as the publish step does. */
export function publishRemote(deployDir: string, name: string, version: string, routes: RemoteRoutesFile['routes']) {
  const folder = path.join(deployDir, name, version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: name, name }));
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(path.join(folder, '__federation_expose_login.3fa9c1d2.js'), '/* chunk */');
  const file: RemoteRoutesFile = { name, scope: name.replace(/-/g, '_'), version, routes };
  fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(file));
}

/** The digest the release tool records with a pin: the published server bundle's, or false when there is none. */
export function publishedBundleDigest(deployDir: string, name: string, version: string) {
  const file = path.join(deployDir, name, version, 'server', 'pages.js');
  return fs.existsSync(file) ? bundleDigest(fs.readFileSync(file, 'utf8')) : false;
}

/** Writes the pins file as the release tool does, each pin with its server bundle's digest (`extra` adds to a pin). */
export function pin(deployDir: string, pins: Record<string, string>, extra: Record<string, object> = {}) {
  const entries = Object.fromEntries(
    Object.entries(pins).map(([name, version]) => [name, { version, pinnedAt: new Date().toISOString(), reason: 'test', serverBundle: publishedBundleDigest(deployDir, name, version), ...extra[name] }]),
  );
  fs.writeFileSync(path.join(deployDir, 'manifest.json'), JSON.stringify({ pins: entries, history: [] }));
}

