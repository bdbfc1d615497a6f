// A remote's islands, through the federation runtime, started here: a page none of whose islands is a remote's never
// starts it. The runtime is given the shared singletons this page's own React, shared-api and shared-ui, exactly the
// federation `shared` keys, so a remote's island renders with the same instances the shell's islands use.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as sharedApi from 'shared-api';
import * as sharedUi from 'shared-ui';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { FirstPage, ShellManifest } from 'shared-api';
import type { IslandComponent, IslandTable } from 'shared-ui';
import { inlineManifestPlugin, loadCatalog } from '../remotes/load-page';

declare const __SHARED_VERSIONS__: { react: string; 'shared-api': string; 'shared-ui': string };

const readJson = <T,>(id: string): T | null => {
  try {
    return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T | null;
  } catch {
    return null;
  }
};

type Share = { version: string; lib?: () => unknown; get?: () => Promise<() => unknown> };
const now = (version: string, module: unknown): Share => ({ version, lib: () => module });
const later = (version: string, load: () => Promise<unknown>): Share => ({ version, get: () => load().then((module) => () => module) });

/** The pinned remotes, as the federation runtime knows them. */
const remotesOf = (manifest = readJson<ShellManifest>('shell-manifest')) => (manifest?.remotes ?? []).map((remote) => ({ name: remote.scope, entry: remote.entry }));

let started: Promise<void> | undefined;
function startRuntime() {
  return (started ??= (async () => {
    const manifest = readJson<ShellManifest>('shell-manifest');
    const first = readJson<FirstPage>('first-page');
    const { react, 'shared-api': api, 'shared-ui': ui } = __SHARED_VERSIONS__;
    const shared: Record<string, Share> = {
      react: now(react, React),
      'react/jsx-runtime': now(react, jsxRuntime),
      'react-dom': now(react, reactDom),
      'react-dom/client': now(react, reactDomClient),
      'shared-api': now(api, sharedApi),
      'shared-api/validation': later(api, () => import('shared-api/validation')),
      'shared-api/query': later(api, () => import('shared-api/query')),
      'shared-ui': now(ui, sharedUi),
      'shared-ui/forms': later(ui, () => import('shared-ui/forms')),
      'shared-ui/overlays': later(ui, () => import('shared-ui/overlays')),
      'shared-ui/disclosure': later(ui, () => import('shared-ui/disclosure')),
      'shared-ui/clamp': later(ui, () => import('shared-ui/clamp')),
      'shared-ui/staff': later(ui, () => import('shared-ui/staff')),
      'shared-ui/table': later(ui, () => import('shared-ui/table')),
    };
    init({
      name: 'shell',
      remotes: remotesOf(manifest),
      shared: Object.fromEntries(
        Object.entries(shared).map(([key, share]) => [key, { ...share, scope: 'default', shareConfig: { singleton: true, requiredVersion: `^${share.version}` } }]),
      ),
      shareStrategy: 'loaded-first',
      plugins: [injectExternalRuntimeCore(), ...(first ? [inlineManifestPlugin(first.entry, first.manifest)] : [])],
    });
  })());
}

const tables = new Map<string, Promise<IslandTable>>();

/** How long a remote's islands may take to arrive before the island is taken to have failed (and may be tried again). */
const LOAD_MS = 20_000;
const within = <T,>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms))]);

/** The island `name` of the remote whose federation scope is `scope`. */
export async function remoteIsland(scope: string, name: string): Promise<IslandComponent> {
  await startRuntime();
  let table = tables.get(scope);
  if (!table) {
    table = within(LOAD_MS, loadRemote<{ default: IslandTable }>(`${scope}/islands`)).then((module) => {
      if (!module?.default) throw new Error(`The remote ${scope} has no island table`);
      return module.default;
    });
    table.catch(() => tables.delete(scope));
    tables.set(scope, table);
  }
  const load = (await table.catch((error: unknown) => {
    // The runtime keeps a remote whose entry failed as failed: the next try fetches it anew.
    const remote = remotesOf().find((r) => r.name === scope);
    if (remote) registerRemotes([remote], { force: true });
    throw error;
  }))[name];
  if (!load) throw new Error(`The remote ${scope} has no island "${name}"`);
  const [component] = await Promise.all([load(), loadCatalog(scope)]);
  return component;
}
