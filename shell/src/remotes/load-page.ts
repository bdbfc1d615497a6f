// Loading a remote page, with nothing shared imported: the shell's entry uses this before the async
// boundary to start the first page's remote while its own chunks are still arriving.
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Types only: shared-api is a shared module, and this runs before sharing is set up.
import type { FIRST_PAGE_ELEMENT, FirstPage } from 'shared-api';
import { fallbackPlugin, isFallbackModule } from './fallback-plugin';

export class RemoteUnavailableError extends Error {
  constructor(readonly remoteId: string, cause?: unknown) {
    super(`The remote module ${remoteId} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** The shell's runtime plugins; the runtime keeps one of each name, so calling this again is harmless. */
export function registerShellPlugins(...more: ModuleFederationRuntimePlugin[]) {
  registerPlugins([fallbackPlugin(), ...more]);
}

const pages = new Map<string, Promise<{ default: ComponentType }>>();

/** The document's language, as the server set it from the address (`<html lang>`; docs/decisions/030). */
const documentLanguage = () => (document.documentElement.lang === 'ur' ? 'ur' : 'en');

const catalogs = new Map<string, Promise<void>>();
/**
 * A remote's catalog of the document's language, loaded once, before its page renders: an English page loads none. A
 * remote without one (not translated yet, or built before catalogs) shows its English.
 */
export function loadCatalog(scope: string): Promise<void> {
  const locale = documentLanguage();
  if (locale === 'en') return Promise.resolve();
  let loading = catalogs.get(scope);
  if (!loading) {
    loading = loadRemote<{ default?: { load?(locale: string): Promise<void> } }>(`${scope}/catalog`).then(
      (mod) => (mod && !isFallbackModule(mod) ? mod.default?.load?.(locale) : undefined),
      () => undefined,
    );
    catalogs.set(scope, loading);
  }
  return loading;
}

/** Loads a remote page once, with its catalog; a failure is thrown to the nearest error boundary. */
export function loadPage(id: string): Promise<{ default: ComponentType }> {
  let page = pages.get(id);
  if (!page) {
    const catalog = loadCatalog(id.split('/')[0]);
    page = loadRemote<{ default: ComponentType }>(id).then(async (mod) => {
      if (!mod || isFallbackModule(mod) || typeof mod.default !== 'function') throw new RemoteUnavailableError(id);
      await catalog;
      return mod;
    });
    page.catch(() => pages.delete(id));
    pages.set(id, page);
  }
  return page;
}

/** Forget a failed page so that the next loadPage asks the runtime again. */
export const forgetPage = (id: string) => pages.delete(id);

/** The runtime's request for one federation manifest answered, once, from a copy the server inlined. */
export function inlineManifestPlugin(entry: string, manifest: unknown): ModuleFederationRuntimePlugin {
  const wanted = new URL(entry, location.href).href;
  let body: string | undefined = JSON.stringify(manifest);
  return {
    name: 'shell-inline-manifest',
    fetch(url: string) {
      if (body === undefined || new URL(url, location.href).href !== wanted) return undefined;
      const response = new Response(body, { headers: { 'content-type': 'application/json' } });
      body = undefined;
      return Promise.resolve(response);
    },
  };
}

function readFirstPage(): FirstPage | null {
  const text = document.getElementById('first-page' satisfies typeof FIRST_PAGE_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as FirstPage;
    return typeof page.scope === 'string' && typeof page.entry === 'string' && typeof page.page === 'string' ? page : null;
  } catch {
    return null;
  }
}

/**
 * Starts loading the page the server said this URL shows (a public page of a pinned remote), with the
 * remote's manifest from the HTML. The shell's router renders it as usual; by then it is on its way.
 * A failure here is shown by the page's own boundary when it asks again.
 */
export function startFirstPage() {
  const first = readFirstPage();
  if (!first) return;
  registerShellPlugins(...(first.manifest ? [inlineManifestPlugin(first.entry, first.manifest)] : []));
  registerRemotes([{ name: first.scope, entry: first.entry }]);
  loadPage(`${first.scope}/${first.page}`).catch(() => undefined);
}
