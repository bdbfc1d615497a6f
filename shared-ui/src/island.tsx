// Islands (docs/decisions/028): the parts of a page that respond to a person. On a page whose route says
// `hydrate: 'islands'`, only these hydrate, each when it is needed; the rest of the page stays the server's HTML.
// Everywhere else (a page hydrated whole, or drawn by the browser after a client-side navigation) an island is
// its component, drawn in place like any other.
import { createContext, useContext, useEffect, useMemo, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { createPath, Router, type To } from 'react-router';
import { system } from './system';
import { basenameOf, INTL_LOCALE } from './i18n';
import { i18n } from '#i18n';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE, type IslandWhen } from 'shared-api/islands';

export type { IslandWhen } from 'shared-api/islands';

/** The scope whose island table names the islands below: the page's remote (set by the shell), or `shell`. */
export const IslandScope = createContext('shell');
const InsideIsland = createContext(false);

/** Whether a value survives JSON as itself: primitives, arrays and plain objects of them. */
function sendable(value: unknown, seen = new Set<unknown>()): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return value.every((item) => sendable(item, seen));
  // A plain object: made by `{}` or JSON (in any realm: a test's answers come from another), not a Date or a Map.
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== null && Object.getPrototypeOf(proto) !== null) return false;
  return Object.values(value).every((item) => item === undefined || sendable(item, seen));
}

/** The island's props as the browser will read them; a prop that cannot travel as JSON is a programming error. */
export function islandProps(name: string, props: Record<string, unknown>): string {
  for (const [key, value] of Object.entries(props)) {
    if (value !== undefined && !sendable(value)) {
      throw new Error(`Island "${name}": its prop "${key}" cannot be sent to the browser as JSON (give it data, not functions, elements or class instances)`);
    }
  }
  return JSON.stringify(props);
}

/**
 * Marks its one child, an element of a component from the scope's island table, as an island:
 *
 *     <Island name="plan-cards" when="visible"><PlanCards plans={plans} /></Island>
 *
 * The child's props travel as JSON, so they are data only. The island's element is `display: contents`: it adds no
 * box, and the layout is the child's own. An island inside another is part of the outer one.
 */
export function Island({
  name,
  when = 'visible',
  active = true,
  children,
}: {
  name: string;
  when?: IslandWhen;
  /**
   * false: the child is part of the page around it, never hydrated on its own, while it has nothing to respond with
   * (an order's payment that waits for no answer). Its element stays, so on a page hydrated whole the child keeps its
   * state when the island turns on or off.
   */
  active?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const scope = useContext(IslandScope);
  const inside = useContext(InsideIsland);
  if (inside) return children;
  const marks = active ? { [ISLAND_ATTRIBUTE]: `${scope}/${name}`, [ISLAND_WHEN_ATTRIBUTE]: when, [ISLAND_PROPS_ATTRIBUTE]: islandProps(name, children.props) } : {};
  return (
    <div {...marks} style={{ display: 'contents' }}>
      <InsideIsland.Provider value={active}>{children}</InsideIsland.Provider>
    </div>
  );
}

/** A href for the router's `To`. */
const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));
/** Told to every island's router when one of them changes the address's query (see `DocumentRouter`). */
const ADDRESS_CHANGED = 'island-address-changed';
const here = () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: (window.history.state as { usr?: unknown } | null)?.usr ?? null, key: 'island' });

/** Loads a page from the server, as a link does. */
const loadDocument = (href: string, replace: boolean) => (replace ? window.location.replace(href) : window.location.assign(href));

/**
 * The router of an island: the page around it is the server's. A link or a `navigate` to another path loads that page
 * from the server, as a plain link does. A change of the query alone (a list's filters) stays in the page, with an
 * entry in the history, and every island sees it: the island that changes the query owns what depends on it.
 */
export function DocumentRouter({ children, load = loadDocument }: { children: ReactNode; load?(href: string, replace: boolean): void }) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const update = () => setLocation(here());
    window.addEventListener('popstate', update);
    window.addEventListener(ADDRESS_CHANGED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(ADDRESS_CHANGED, update);
    };
  }, []);
  const navigator = useMemo(() => {
    const move = (to: To, state: unknown, replace: boolean) => {
      const url = new URL(hrefOf(to), window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
        load(url.href, replace);
        return;
      }
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state ?? null }, '', `${url.pathname}${url.search}${url.hash}`);
      window.dispatchEvent(new Event(ADDRESS_CHANGED));
    };
    return {
      createHref: hrefOf,
      push: (to: To, state?: unknown) => move(to, state, false),
      replace: (to: To, state?: unknown) => move(to, state, true),
      go: (delta: number) => window.history.go(delta),
    };
  }, [load]);
  return (
    <Router basename={basenameOf(i18n.locale)} location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

/**
 * The system as an island's provider gives it: the same tokens and recipes, without the global styles. Those came
 * with the server's HTML once for the page (moved to the head by emotion, and never removed); each island adding
 * them again would put another copy of Chakra's reset and tokens in the document.
 */
let islandSystem: typeof system | undefined;
const systemForIslands = () =>
  (islandSystem ??= { ...system, _config: { ...system._config, disableLayers: true }, _global: [] } as typeof system);

/**
 * What an island hydrates inside, in the browser: Chakra's system, a router that loads the next page from the server,
 * and the island's scope. The notifications are drawn once for the page, outside every island (`UiProvider` draws
 * them on a page hydrated whole).
 */
export function IslandFrame({ scope, children }: { scope: string; children: ReactNode }) {
  return (
    <ChakraProvider value={systemForIslands()}>
      <LocaleProvider locale={INTL_LOCALE[i18n.locale]}>
      <DocumentRouter>
        <IslandScope.Provider value={scope}>
          <InsideIsland.Provider value>{children}</InsideIsland.Provider>
        </IslandScope.Provider>
      </DocumentRouter>
      </LocaleProvider>
    </ChakraProvider>
  );
}

/** An island's component, as an island table lists it. */
export type IslandComponent = ComponentType<Record<string, unknown>>;
/** A scope's island table: each island's component by name, loaded when it hydrates. */
export type IslandTable = Record<string, () => Promise<IslandComponent>>;

/**
 * A scope's island table, written as each island's loader (`{ faq: () => import('./Faq').then((m) => m.Faq) }`): the
 * components' own props are checked where the page renders them inside an `Island`.
 */
export const defineIslands = (table: Record<string, () => Promise<ComponentType<never>>>) => table as unknown as IslandTable;
