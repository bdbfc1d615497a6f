// The shell's server bundle (docs/decisions/025): the web server renders a page's first view with it, the shell's
// frame around the pinned remote's page, and gives each remote's server bundle the shell's shared singletons, as
// the federation runtime does in the browser. Built by tools/webpack/preset.cjs into dist/server/shell.js.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import * as sharedApi from 'shared-api';
import * as sharedApiQuery from 'shared-api/query';
import * as sharedApiValidation from 'shared-api/validation';
import * as sharedUi from 'shared-ui';
import * as sharedUiClamp from 'shared-ui/clamp';
import * as sharedUiDisclosure from 'shared-ui/disclosure';
import * as sharedUiForms from 'shared-ui/forms';
import * as sharedUiOverlays from 'shared-ui/overlays';
import * as sharedUiStaff from 'shared-ui/staff';
import * as sharedUiTable from 'shared-ui/table';
import type { ComponentType } from 'react';
import type { SessionUser, ShellManifest } from 'shared-api';
import { App } from './App';
import { permitted, reachable } from './Guard';
import { withDefaults } from './manifest';
import { ServerPages } from './remotes/RemotePage';
import shellCatalogs from './locales';
import { loadRouteTexts, shellRoutes, type ShellRoute } from './remotes/routes';

/** The shared singletons by the names remotes import them (the federation `shared` keys). */
export const provided: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'shared-api': sharedApi,
  'shared-api/validation': sharedApiValidation,
  'shared-api/query': sharedApiQuery,
  'shared-ui': sharedUi,
  'shared-ui/forms': sharedUiForms,
  'shared-ui/overlays': sharedUiOverlays,
  'shared-ui/disclosure': sharedUiDisclosure,
  'shared-ui/clamp': sharedUiClamp,
  'shared-ui/staff': sharedUiStaff,
  'shared-ui/table': sharedUiTable,
};

/** How the server's calls reach its own API (set once; see shared-api's client). */
export const setServerFetch = sharedApi.setServerFetch;
/** The server's HTML sanitizer, for rich text (the browser's needs a DOMParser). */
export const setServerSanitizer = sharedUi.setServerSanitizer;
/** The session cookie's user, read as the browser reads it. */
export const parseUserDetails = sharedApi.parseUserDetails;

export interface FirstViewInput {
  /** path and query of the page */
  url: string;
  manifest: ShellManifest;
  /** the request's session cookies, read as the browser reads them */
  session: { token: string; user: SessionUser | null } | null;
  /**
   * the route's page component, from its remote's server bundle, with the remote's catalog of `locale` loaded; null
   * when that remote has none
   */
  loadPage(route: ShellRoute, locale: sharedUi.Locale): Promise<ComponentType | null>;
  /** how long the page's reads may take, in ms, before the render gives up */
  budgetMs?: number;
  /**
   * Render the last pass once more, asynchronously, to learn why a part was left to the browser (React's synchronous
   * render keeps its errors to itself). Never while serving: it holds the render's session for its whole length.
   */
  diagnose?: boolean;
}

export interface FirstView {
  html: string;
  /** the page's language, from its address (`/ur/…` is Urdu; docs/decisions/030) */
  locale: sharedUi.Locale;
  /** useRead's answers by key, for the browser's first render */
  reads: Record<string, unknown>;
  /** the query client's answers (TanStack's dehydrated state) */
  queries: unknown;
  /** the pinned route the page is; null for an address no page lives at (the not-found page) */
  route: { id: string; remote: string; title: string } | null;
  /** the document's title, as the page sets it in the browser */
  title: string;
  /**
   * 404 when what the address names does not exist: no page lives there, or the page's record is not found (a read
   * the API answered 404, shown as the page's not-found state). Absent for a page that is there.
   */
  status?: 404;
  /** part of the page could not render on the server (an error, or code still loading): the browser renders it */
  partial: boolean;
  /**
   * every read the page made was answered: nothing it shows waits for the browser to ask. A page that hydrates as
   * islands needs this, since the parts between its islands never run in the browser (docs/decisions/028).
   */
  answered: boolean;
  /** with `diagnose`: the errors of the last pass */
  errors?: string[];
}

/** Why a page is left to the browser. */
export type Skipped = { skipped: string };
/** The page said its record lives at another address (`useCanonicalPath`): the server redirects there. */
export type Moved = { redirect: string };

const MAX_PASSES = 4;
// React marks a Suspense boundary it leaves to the browser (an error, or something still suspended) with `<!--$!-->`.
const CLIENT_RENDERED = '<!--$!-->';

/**
 * Renders the first view of `url`. Reads are collected pass by pass: each pass renders synchronously, the reads it met
 * are answered, and the next pass renders with them, until a pass meets no new read. Null-like answers (`skipped`)
 * say why a page is left to the browser: one of the shell's own pages, one the guard would redirect, or no server
 * bundle. An address no page lives at is rendered too: the not-found page, with status 404.
 */
export async function renderFirstView(input: FirstViewInput): Promise<FirstView | Skipped | Moved> {
  const manifest = withDefaults(input.manifest);
  loadRouteTexts(manifest);
  const routes = shellRoutes(manifest);
  const url = new URL(input.url, 'http://first-view.invalid');
  const { locale, path } = sharedUi.localeOfPath(url.pathname);
  const [match] = sharedUi.matchRoutes(routes.map((route, i) => ({ path: route.path, id: String(i) })), path) ?? [];
  const route = match ? routes[Number(match.route.id)] : null;
  const signedIn = Boolean(input.session?.token);
  const user = input.session?.user ?? null;
  // Redirects and the profile question are the browser's to make.
  if (route && (!reachable(route.access, signedIn) || !permitted(route.access, user?.role))) return { skipped: 'the guard decides' };
  if (route?.access === 'complete-profile' && !user?.is_profile_completed) return { skipped: 'the guard decides' };
  const [Page] = await Promise.all([route ? input.loadPage(route, locale) : null, shellCatalogs.load(locale)]);
  if (route && !Page) return { skipped: 'no server bundle' };

  const answers = new Map<string, unknown>();
  // Reads the API answered 404: the page's record does not exist, and the page shows so.
  const missing = new Map<string, string>();
  const tried = new Set<string>();
  const client = new sharedApiQuery.QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const pages = new Map<string, ComponentType>(route && Page ? [[route.id, Page]] : []);
  // What the page says of the document: its own title, that its record lives elsewhere, or that it is not there.
  const said: { redirect: string | null; title: string | null; status: 404 | null } = { redirect: null, title: null, status: null };
  const tree = (
    <ServerPages.Provider value={pages}>
      <sharedUi.FirstViewDocument.Provider value={said}>
      <sharedUi.UiProvider>
        <sharedUi.MemoryRouter basename={sharedUi.basenameOf(locale)} initialEntries={[url.pathname + url.search]}>
          <App routes={routes} org={manifest.org!} overridden={[]} />
        </sharedUi.MemoryRouter>
      </sharedUi.UiProvider>
      </sharedUi.FirstViewDocument.Provider>
    </ServerPages.Provider>
  );
  const deadline = Date.now() + (input.budgetMs ?? 3000);
  let html = '';
  let wanted = new Map<string, () => Promise<unknown>>();
  // The last pass met no read it had not asked already: the HTML shows every answer there is.
  let settled = false;
  try {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      wanted = new Map<string, () => Promise<unknown>>();
      settled = false;
      sharedApi.sessionStore.setState({ token: input.session?.token ?? null, user });
      // Each pass renders synchronously in the page's language; another request's pass may come between two.
      sharedUi.i18n.activate(locale);
      try {
        html = sharedApi.renderWithReads({ answers, missing, want: (key, load) => wanted.set(key, load) }, () =>
          sharedApiQuery.renderWithQueryClient(client, () => renderToString(tree)),
        );
      } finally {
        sharedApi.sessionStore.setState({ token: null, user: null });
        sharedUi.i18n.activate('en');
      }
      const waits: Promise<unknown>[] = [];
      for (const [key, load] of wanted) {
        if (tried.has(`read:${key}`)) continue;
        tried.add(`read:${key}`);
        // A read that fails is left for the browser to make, and to show its failure; but a record that does not
        // exist is shown so here, and the page answered 404.
        waits.push(
          load().then(
            (data) => answers.set(key, data),
            (error: unknown) => {
              if (sharedApi.isNotFound(error)) missing.set(key, sharedApi.errorMessage(error));
            },
          ),
        );
      }
      for (const query of client.getQueryCache().getAll()) {
        if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || tried.has(query.queryHash)) continue;
        if (!isEnabled(query)) continue;
        tried.add(query.queryHash);
        waits.push(query.fetch().catch(() => undefined));
      }
      if (!waits.length) {
        settled = true;
        // Code a page loads lazily is on its way after the pass that asked for it: one more pass renders it.
        if (!html.includes(CLIENT_RENDERED) || pass === MAX_PASSES - 1) break;
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the page's reads took longer than ${input.budgetMs ?? 3000} ms`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), left);
      });
      const outcome = await Promise.race([Promise.all(waits), late]);
      clearTimeout(timer);
      if (outcome === 'late') throw new Error(`the page's reads took longer than ${input.budgetMs ?? 3000} ms`);
    }
    // Only a path of this site: never another origin, whatever a record holds.
    const moved = said.redirect;
    if (moved && moved.startsWith('/') && !moved.startsWith('//') && !moved.startsWith('/\\')) return { redirect: sharedUi.pathIn(locale, moved) };
    // No pinned route, and not the not-found page: one of the shell's own pages (signing out, the staff home before a
    // remote serves one), which the browser draws.
    if (!route && said.status !== 404) return { skipped: 'no pinned route' };
    // The route table's title in the page's language, as the browser's guard writes it.
    sharedUi.i18n.activate(locale);
    const routeTitle = route ? sharedUi.i18n.text(route.title) : '';
    sharedUi.i18n.activate('en');
    const errors = input.diagnose && html.includes(CLIENT_RENDERED) ? await diagnose(tree, input, user, answers, missing, client) : undefined;
    return {
      errors,
      html,
      locale,
      reads: sharedApi.firstReadsBlock(answers, missing),
      queries: sharedApiQuery.dehydrate(client),
      route: route && { id: route.id, remote: route.remote, title: route.title },
      title: said.title || route?.title ? `${said.title || routeTitle} | ${sharedApi.defaultOrg.name}` : '',
      ...(said.status === 404 ? { status: 404 as const } : {}),
      partial: html.includes(CLIENT_RENDERED),
      answered:
        settled &&
        [...wanted.keys()].every((key) => answers.has(key) || missing.has(key)) &&
        client.getQueryCache().getAll().every((query) => query.state.status === 'success' || !isEnabled(query)),
    };
  } finally {
    client.clear();
  }
}

/** Whether a query would run (a disabled one waits for something the page does, not for the server). */
function isEnabled(query: { options: unknown }) {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return !(enabled === false || (typeof enabled === 'function' && !enabled(query)));
}

/** The errors React met rendering `tree` (see `FirstViewInput.diagnose`). */
function diagnose(
  tree: React.ReactElement,
  input: FirstViewInput,
  user: SessionUser | null,
  answers: Map<string, unknown>,
  missing: Map<string, string>,
  client: InstanceType<typeof sharedApiQuery.QueryClient>,
) {
  return new Promise<string[]>((resolve) => {
    const errors: string[] = [];
    sharedApi.sessionStore.setState({ token: input.session?.token ?? null, user });
    sharedUi.i18n.activate(sharedUi.localeOfPath(new URL(input.url, 'http://first-view.invalid').pathname).locale);
    const reads = { answers, missing, want: () => undefined };
    const done = () => {
      sharedApi.sessionStore.setState({ token: null, user: null });
      sharedUi.i18n.activate('en');
      resolve(errors);
    };
    void sharedApi.renderWithReads(reads, () =>
      sharedApiQuery.renderWithQueryClient(
        client,
        () =>
          new Promise<void>((ended) => {
            const stream = renderToPipeableStream(tree, {
              onError: (error) => {
                errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
              },
              onAllReady: () => {
                stream.pipe(new Writable({ write: (_chunk, _encoding, next) => next() }));
                ended();
              },
              onShellError: () => ended(),
            });
          }),
      ),
    ).then(done);
  });
}
