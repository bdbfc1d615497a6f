// What the server sends with a public page so that its first view needs as few round trips as possible on
// a phone's connection: the page's remote (the shell starts loading it as soon as its own entry runs,
// with the remote's federation manifest inlined), and the answers to the reads the page's route declares
// (`RemoteRoute.data`) for a visitor who is not signed in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchRoutes } from 'react-router';
import { defaultOrg, withOrg } from '../../../../shared-api/src/org.js';
import { pathOf, searchOf } from '../../../../shared-api/src/contract.js';
import { FIRST_DATA_ELEMENT, FIRST_PAGE_ELEMENT, type FirstPage, type PublishedFirstRead, type PublishedRoute, type ShellManifest } from '../../../../shared-api/src/routes.js';
import { endpointNamed } from '../../http/contract-index.js';
import { localeOfPath } from '../../../../shared-api/src/locale.js';
import { AFTER_SIGN_IN } from '../../../../shared-api/src/referrer.js';
import { isRecord } from '../../lib/guards.js';
import { remoteEntryOf, type PublishedReader } from '../remotes/manifest.js';
import { FIRST_QUERIES_ELEMENT, FIRST_READS_ELEMENT } from '../../../../shared-api/src/routes.js';
import type { ServerRenderer } from './server-render.js';
import { inlineJson, type FirstViewParts } from './shell-page.js';

interface PinnedRoute {
  path: string;
  route: PublishedRoute;
  remote: ShellManifest['remotes'][number];
}

/** The pinned route a page URL shows (in either language), ranked as the shell's router ranks them. */
export function pinnedRouteOf(manifest: ShellManifest, pathname: string): (PinnedRoute & { params: Record<string, string> }) | null {
  // The pinned org may name only what it changes: the rest is the default, as the shell reads it.
  const org = { ...defaultOrg, ...manifest.org };
  const routes: PinnedRoute[] = manifest.remotes.flatMap((remote) => remote.routes.map((route) => ({ path: withOrg(route.path, org), route, remote })));
  // An Urdu page (`/ur/…`) shows the route of its path without the prefix (docs/decisions/030).
  const [match] = matchRoutes(routes, localeOfPath(pathname).path) ?? [];
  if (!match) return null;
  const params = Object.fromEntries(Object.entries(match.params).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { ...match.route, params };
}

/**
 * A first-view read as the URL the page's call asks: `{ call: 'getBlog', params: { id: ':blogId' } }` with the route's
 * `{ blogId: '7' }` → `/api/blogs/7`. Only a public GET call is answered; null when it is not one or a param is missing.
 */
export async function firstReadUrl(read: PublishedFirstRead, routeParams: Record<string, string>) {
  if (typeof read === 'string') return apiReadUrl(read, routeParams);
  const endpoint = await endpointNamed(read.call);
  if (!endpoint || endpoint.method !== 'GET' || endpoint.access !== 'public') return null;
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(read.params ?? {})) {
    const filled = typeof value === 'string' && value.startsWith(':') ? routeParams[value.slice(1)] : value;
    if (filled === undefined) return null;
    params[key] = filled;
  }
  try {
    const search = searchOf(read.query);
    const query = new URLSearchParams(Object.entries(search).map(([key, value]): [string, string] => [key, String(value)])).toString();
    return `/api/${pathOf(endpoint.path, params)}${query ? `?${query}` : ''}`;
  } catch {
    return null;
  }
}

/** `/blogs/:blogId` with `{ blogId: '7' }` → `/api/blogs/7`; null when a param is missing (remotes built before calls had names). */
export function apiReadUrl(template: string, params: Record<string, string>) {
  let missing = false;
  const filled = template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (params[name] === undefined) missing = true;
    return encodeURIComponent(params[name] ?? '');
  });
  return missing ? null : `/api${filled}`;
}

/** The pages the server sends as islands when their route asks (decision 043): never a staff page. */
const ISLAND_ACCESS = new Set(['public', 'guest', 'member']);

/** The shell's own pages (shell/src/App.tsx): no remote's route table names them. */
const SHELL_PAGES = new Set(['/logout', '/coming-soon', '/staff']);

/**
 * Whether no page lives at this address (in either language): no pinned route shows it, and it is not one of the
 * shell's own pages. The shell shows such an address its not-found page, and the server answers it 404.
 */
export function isUnknownAddress(manifest: ShellManifest, pathname: string) {
  if (pinnedRouteOf(manifest, pathname)) return false;
  const path = localeOfPath(pathname).path.replace(/(.)\/+$/, '$1');
  return !SHELL_PAGES.has(path);
}

/** 404 for an address no page lives at, for a page the server does not render (the browser shows it not found). */
const statusOf = (manifest: ShellManifest, request: FastifyRequest): Pick<FirstViewParts, 'status'> =>
  isUnknownAddress(manifest, request.url.split('?')[0]) ? { status: 404 } : {};

/** Does the browser carry a session? Then the shell and the API decide, as for any signed-in page. */
const signedIn = (request: FastifyRequest) => /(?:^|;\s*)auth=[^;\s]/.test(String(request.headers.cookie ?? ''));

/**
 * A page's first view (docs/decisions/025): rendered on the server when it can be, with the answers its reads had;
 * else the data blocks that let the browser render it without waiting on round trips (decision 004).
 */
export async function firstView(
  app: FastifyInstance,
  published: PublishedReader,
  render: ServerRenderer | null,
  manifest: ShellManifest,
  request: FastifyRequest,
  cache?: VisitorPageCache,
): Promise<FirstViewParts> {
  const personal = signedIn(request);
  // With overrides allowed, this browser may load another build of a remote than the server would render.
  if (!render || manifest.overridesAllowed) return { tags: await firstViewTags(app, published, manifest, request), personal, ...statusOf(manifest, request) };
  if (!personal && cache) {
    const key = `${request.url}\n${manifest.remotes.map((remote) => `${remote.name}@${remote.version}`).join(',')}\n${manifest.org?.featuredEvent?.path ?? ''}\n${manifest.org?.featuredEvent?.label ?? ''}`;
    return cache.get(key, () => renderedView(app, published, render, manifest, request, personal));
  }
  return (await renderedView(app, published, render, manifest, request, personal)).parts;
}

/**
 * The first views rendered for visitors (no session), kept a few seconds by their address and the pins: under load the
 * site renders each public page a few times a minute, not once per visit. Concurrent asks of one page share a render.
 * Any change made through this server (every request but a read) empties it; a change made through another instance
 * shows here within the seconds it is kept. Only rendered pages are kept.
 */
export function visitorPageCache({ ttlMs = 5000, max = 300 }: { ttlMs?: number; max?: number } = {}) {
  const entries = new Map<string, { at: number; parts: Promise<{ parts: FirstViewParts; keep: boolean }> }>();
  return {
    async get(key: string, make: () => Promise<{ parts: FirstViewParts; keep: boolean }>): Promise<FirstViewParts> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return (await hit.parts).parts;
      const made = make();
      entries.set(key, { at: Date.now(), parts: made });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      const done = await made.catch((error: unknown) => {
        entries.delete(key);
        throw error;
      });
      if (!done.keep && entries.get(key)?.parts === made) entries.delete(key);
      return done.parts;
    },
    clear: () => entries.clear(),
  };
}
export type VisitorPageCache = ReturnType<typeof visitorPageCache>;

async function renderedView(app: FastifyInstance, published: PublishedReader, render: ServerRenderer, manifest: ShellManifest, request: FastifyRequest, personal: boolean) {
  const outcome = await render(request, manifest);
  const session = outcome.session === undefined ? {} : { session: outcome.session };
  if ('redirect' in outcome) return { parts: { tags: '', redirect: outcome.redirect, personal, ...session }, keep: true };
  if (!('view' in outcome)) return { parts: { tags: await firstViewTags(app, published, manifest, request), personal, ...statusOf(manifest, request), ...session }, keep: false };
  const { view } = outcome;
  const tags = [await firstPageTag(published, manifest, request, true)];
  if (Object.keys(view.reads).length) tags.push(`<script type="application/json" id="${FIRST_READS_ELEMENT}">${inlineJson(view.reads)}</script>`);
  const queries = view.queries as { queries?: unknown[] } | undefined;
  if (queries?.queries?.length) tags.push(`<script type="application/json" id="${FIRST_QUERIES_ELEMENT}">${inlineJson(queries)}</script>`);
  // A page whose route hydrates as islands (docs/decisions/028) is sent with the islands' script, unless part of it was
  // left to the browser (that part needs the whole page's code), a read it made has no answer (the page's own code
  // would ask it), or this browser may load another build of a remote. Staff pages never are (decision 043), whatever
  // a remote's table says.
  const route = pinnedRouteOf(manifest, request.url.split('?')[0])?.route;
  const islands = route?.hydrate === 'islands' && ISLAND_ACCESS.has(route.access) && !view.partial && view.answered === true && !manifest.overridesAllowed;
  // A page whose record does not exist, or the not-found page, says so: answered 404.
  const status = view.status === 404 ? { status: 404 as const } : {};
  // A page of islands leads to pages hydrated whole: a guest page (sign-in, registration) to the member's landing page,
  // whose code can come while the person fills the form (decision 039), unless that page is of islands too; a member's
  // page to the rest of the dashboard, which needs the shell's own code (decision 043).
  const landing = islands && route?.access === 'guest' ? await landingPageScripts(published, manifest) : null;
  const ahead = landing ? { ahead: landing } : islands && route?.access === 'member' ? { ahead: [], memberPage: true } : {};
  return { parts: { tags: tags.join(''), root: view.html, title: view.title, personal, islands, ...ahead, ...status, ...session }, keep: true };
}

/**
 * The remote's files a member's landing page (`AFTER_SIGN_IN`) needs before it can hydrate: its pinned remote's entry,
 * named by its digest as the page will ask for it, and the page's own chunks. The shell's are added by shell-page.ts.
 */
async function landingPageScripts(published: PublishedReader, manifest: ShellManifest): Promise<string[] | null> {
  const pinned = pinnedRouteOf(manifest, AFTER_SIGN_IN);
  // A landing page of islands needs none of it: it fetches what comes after it itself (null: nothing to fetch ahead).
  if (pinned?.route.hydrate === 'islands') return null;
  if (!pinned) return [];
  const version = await published(pinned.remote.name, pinned.remote.version).catch(() => null);
  const entry = version?.entryDigest ? remoteEntryOf(version.federationManifest) : null;
  if (!version || !entry) return [];
  const folder = `/remotes/${pinned.remote.name}/${pinned.remote.version}/`;
  const inFolder = (file: string) => folder + [entry.path, file].filter(Boolean).join('/');
  const exposes = isRecord(version.federationManifest) && Array.isArray(version.federationManifest.exposes) ? (version.federationManifest.exposes as unknown[]) : [];
  const page = exposes.find((expose) => isRecord(expose) && expose.name === pinned.route.page);
  const assets = isRecord(page) && isRecord(page.assets) && isRecord(page.assets.js) && Array.isArray(page.assets.js.sync) ? page.assets.js.sync : [];
  const chunks = assets.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file));
  return [`${inFolder(entry.name)}?v=${version.entryDigest}`, ...chunks.map(inFolder)];
}

/** The `first-page` block: the page's remote and its federation manifest, for the shell to start loading at once. */
async function firstPageTag(published: PublishedReader, manifest: ShellManifest, request: FastifyRequest, anyAccess = false) {
  const pinned = pinnedRouteOf(manifest, request.url.split('?')[0]);
  if (!pinned || (!anyAccess && pinned.route.access !== 'public') || manifest.overridesAllowed) return '';
  // A published version never changes, so its federation manifest is read once (see publishedVersions).
  const remoteManifest = (await published(pinned.remote.name, pinned.remote.version).catch(() => null))?.browserManifest;
  if (!remoteManifest) return '';
  const page: FirstPage = { scope: pinned.remote.scope, entry: pinned.remote.entry, page: pinned.route.page, manifest: remoteManifest };
  return `<script type="application/json" id="${FIRST_PAGE_ELEMENT}">${inlineJson(page)}</script>`;
}

/**
 * The data blocks for index.html (JSON, not script: the CSP needs no inline script), or '' for a page
 * that is not a public page of a pinned remote.
 */
export async function firstViewTags(app: FastifyInstance, published: PublishedReader, manifest: ShellManifest, request: FastifyRequest) {
  const pinned = pinnedRouteOf(manifest, request.url.split('?')[0]);
  if (!pinned || pinned.route.access !== 'public') return '';
  const tags: string[] = [];

  // With overrides allowed, this browser may load another build of the remote: the shell decides alone.
  const pageTag = await firstPageTag(published, manifest, request);
  if (pageTag) tags.push(pageTag);

  const reads = signedIn(request) ? [] : await Promise.all((pinned.route.data ?? []).slice(0, 4).map((read) => firstReadUrl(read, pinned.params)));
  const answers: Record<string, unknown> = {};
  await Promise.all(
    reads.map(async (url) => {
      if (!url) return;
      // The same call the page would make, as an anonymous visitor; anything but a plain answer is left
      // for the page to ask (and show) itself.
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': localeOfPath(request.url.split('?')[0]).locale } });
      if (response.statusCode !== 200) return;
      try {
        answers[url] = response.json();
      } catch {
        // not JSON: the page will ask
      }
    }),
  );
  if (Object.keys(answers).length) tags.push(`<script type="application/json" id="${FIRST_DATA_ELEMENT}">${inlineJson(answers)}</script>`);
  return tags.join('');
}
