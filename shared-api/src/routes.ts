// The contract between the shell and the remotes: each remote declares its routes in `src/routes.ts`
// as a `RemoteRouteTable`; its build writes the table beside its federation manifest (`routes.json`),
// and the shell learns every route from the pinned manifest without loading any remote code.

import type { AllCallLines, CallParamNames, ReadCallName } from './call-names';

/**
 * public           anyone
 * guest            visitors only; a signed-in member is sent to /dashboard/membership (login, register…)
 * member           needs the auth cookie
 * complete-profile needs the auth cookie and a complete profile (else the Complete your profile notice)
 * staff            needs the auth cookie and the staff or admin role (else a no-access page)
 * admin            needs the auth cookie and the admin role (else a no-access page)
 *
 * The role the browser knows (`user_details.role`) only decides what the shell shows; the server checks
 * the role of the token's account on every staff call.
 */
export type RouteAccess = 'public' | 'guest' | 'member' | 'complete-profile' | 'staff' | 'admin';

/**
 * The menus the shell builds from the pinned route tables: the public header, the footer, the account
 * menu (under the member's name), the member dashboard's side menu and the staff area's side menu.
 */
export type MenuName = 'header' | 'footer' | 'account' | 'dashboard' | 'staff';

/**
 * A route's entry in one of the shell's menus. In the dashboard and staff menus entries are grouped by
 * `group` (the dashboard's Network, Learn, Safety net…); groups are ordered by the smallest `order` of
 * their entries, entries by `order`. Only a route without `:params` can have one.
 */
export interface MenuEntry {
  menu: MenuName;
  /** the heading the entry sits under (dashboard and staff menus) */
  group?: string;
  label: string;
  order: number;
  /** where the entry links when it is not the route's own path (e.g. `/member/me`); `{org}` is replaced */
  to?: string;
}

/** Where a visitor without the auth cookie is sent (carrying the current path as referrer). */
export type RouteRedirect = '/login' | '/register' | '/';

/**
 * A remote's own calls (its features' `calls.ts`, decision 044) that its route table's first views read, beside
 * shared-api's: `RemoteRouteTable<typeof directoryCalls>`. None by default.
 */
type OwnCalls = Record<string, string>;
type NoOwnCalls = Record<never, never>;

export interface RemoteRoute<Own extends OwnCalls = NoOwnCalls> {
  /** react-router path pattern, e.g. `/blog/:blogSlug/:blogId` */
  path: string;
  /** folder under `src/pages/` and name of the exposed module (`./<page>`) */
  page: string;
  access: RouteAccess;
  /** for member routes: where a visitor goes; defaults to `/login` */
  redirect?: RouteRedirect;
  /** the document title; `{org}` is replaced by the association's short name */
  title: string;
  /**
   * Public pages: the API reads that the page's first view makes, exactly as its calls make them. The server
   * answers them with the page for a visitor who is not signed in, so the content needs no second round trip.
   * At most four. Each names a GET call of a contract (decision 016), e.g. `{ call: 'getBlog', params: { id:
   * ':blogId' } }` (a `:name` value is this route's own parameter) or `{ call: 'getBlogs', query: { page: 1 } }`.
   * The release tool still reads a path (`'/blogs/:blogId'`) in a routes.json of a remote built before calls had
   * names (PublishedFirstRead); a route table written today names its calls.
   */
  data?: FirstRead<Own>[];
  /** the route's entries in the shell's menus */
  menu?: MenuEntry[];
  /**
   * How the browser takes over the server's HTML (docs/decisions/028). Absent: the whole page hydrates. `'islands'`:
   * only the parts the page marks with shared-ui's `Island` hydrate, each when it is needed; the rest stays the
   * server's HTML, and the page's remote code loads only if one of its islands hydrates. Only for pages the server
   * renders for everyone who may open them: public and guest pages, and members' reading pages (decision 043).
   */
  hydrate?: 'islands';
}

export type RemoteRouteTable<Own extends OwnCalls = NoOwnCalls> = RemoteRoute<Own>[];

/** A route as a published routes.json holds it: a remote built before calls had names wrote its reads as paths. */
export type PublishedRoute = Omit<RemoteRoute, 'data'> & { data?: PublishedFirstRead[] };

/** What the build writes to `<remote>/<version>/routes.json`. */
export interface RemoteRoutesFile {
  name: string;
  scope: string;
  version: string;
  routes: PublishedRoute[];
  /** the Urdu of the routes' titles and menu labels, by their English, from the remote's own catalog of texts */
  texts?: RouteTexts;
}

/** A remote's route texts in each language other than English (only Urdu today): English → translation. */
export type RouteTexts = { ur?: Record<string, string> };

/** The resolved manifest the shell reads at start-up (`/remotes.json`, also inlined into index.html). */
export interface ShellManifest {
  /** whether a browser may point one remote at a local build (see the shell's overrides) */
  overridesAllowed?: boolean;
  /** the association's identity; defaults apply when absent */
  org?: import('./org').OrgConfig;
  remotes: Array<{
    name: string;
    scope: string;
    version: string;
    /** URL of that version's `mf-manifest.json` */
    entry: string;
    routes: PublishedRoute[];
    /** the Urdu of its routes' titles and menu labels (routes.json's `texts`) */
    texts?: RouteTexts;
    /**
     * Server only, never sent to a browser: the digest (`sha256-<base64>`) of the version's server bundle as its pin
     * recorded it. The server evaluates that bundle only when its bytes have this digest; absent (no bundle, a pin made
     * before digests, or the remote's first views switched to the browser), the remote's pages render in the browser.
     */
    serverBundle?: string;
    /** set by the shell when this browser overrides the pinned version */
    overridden?: boolean;
  }>;
}

/**
 * The first page's remote, sent by the server with index.html (production, public pages): the shell
 * starts loading it as soon as its own entry runs, and answers the runtime's request for the remote's
 * federation manifest from here.
 */
export interface FirstPage {
  scope: string;
  /** URL of the pinned version's `mf-manifest.json`, as in the shell manifest */
  entry: string;
  /** the exposed page module, `./<page>` */
  page: string;
  /** that `mf-manifest.json`, as published */
  manifest: unknown;
}

/**
 * One first-view read: a GET call by its name, with its path parameters (each a value, or `:name` for the route's own
 * parameter) and query. The compiler checks the name against the calls (shared-api's, and the remote's own `Own`) and
 * the parameters against the call's path.
 */
export type FirstRead<Own extends OwnCalls = NoOwnCalls> = ReadOf<AllCallLines & Own>;

type ReadOf<Lines> = {
  [N in ReadCallName<Lines> & keyof Lines]: {
    call: N;
    query?: Record<string, string | number>;
  } & ([CallParamNames<N, Lines>] extends [never] ? { params?: undefined } : { params: Record<CallParamNames<N, Lines>, string | number> });
}[ReadCallName<Lines> & keyof Lines];

/** A first-view read as a routes.json may hold it: by call name, or (remotes built before calls had names) as a path. */
export type PublishedFirstRead = { call: string; params?: Record<string, string | number>; query?: Record<string, string | number> } | string;

/** Element ids of the JSON data blocks the server adds to index.html. */
export const FIRST_PAGE_ELEMENT = 'first-page';
export const FIRST_DATA_ELEMENT = 'first-data';
/** The answers a server-rendered page's reads had (first-reads.ts), and its query client's (shared-api/query). */
export const FIRST_READS_ELEMENT = 'first-reads';
export const FIRST_QUERIES_ELEMENT = 'first-queries';
export { FIRST_VIEW_ATTRIBUTE } from './islands';

export const ROUTE_ACCESS_VALUES: readonly RouteAccess[] = ['public', 'guest', 'member', 'complete-profile', 'staff', 'admin'];
export const MENU_NAMES: readonly MenuName[] = ['header', 'footer', 'account', 'dashboard', 'staff'];
export const ROUTE_REDIRECT_VALUES: readonly RouteRedirect[] = ['/login', '/register', '/'];

/** A remote's federation scope is its package name as a JS identifier: `mfe-account` → `mfe_account`. */
export const scopeOf = (remoteName: string) => remoteName.replace(/[^A-Za-z0-9_]/g, '_');
