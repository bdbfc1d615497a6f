import { useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { useLocation, useSearchParams } from './router';

/** The values a filter takes from the address: a list of them, or a test. Any other value reads as its default. */
export type UrlFilterRule = readonly string[] | ((value: string) => boolean);

export interface UrlFilters<F extends Record<string, string>> {
  /** Each filter as the address has it; absent or not taken, its default. */
  values: { [K in keyof F]: string };
  /** The list's page, from `?page=` (1 when absent or not a number above 1). */
  page: number;
  /**
   * Sets one or several filters, keeps the others and goes back to page 1. A filter that is empty or its default
   * leaves the address. `replace` changes the address without a new entry in the browser's history.
   */
  set(next: Partial<{ [K in keyof F]: string }>, options?: { replace?: boolean }): void;
  /** Another page of the list, with the same filters. */
  setPage(page: number): void;
  /** Every filter back to its default, on page 1. */
  clear(): void;
}

const takes = (rule: UrlFilterRule | undefined, value: string) => (rule === undefined ? true : typeof rule === 'function' ? rule(value) : rule.includes(value));

/**
 * A list's filters as the address's query: `?status=open&page=2`. The parameters are the keys of `defaults`, in
 * their order, then `page`; the address keeps nothing else, so a link to a filtered list is the list. `rules` say
 * which values a filter takes from the address.
 */
export function useUrlFilters<F extends Record<string, string>>(defaults: F, rules: { [K in keyof F]?: UrlFilterRule } = {}): UrlFilters<F> {
  const [search, setSearch] = useSearchParams();
  const values: { [K in keyof F]: string } = { ...defaults };
  for (const key in defaults) {
    const value = search.get(key);
    if (value && takes(rules[key], value)) values[key] = value;
  }
  const page = Math.max(1, Number(search.get('page')) || 1);
  const stillHere = useStillOnThisPage();

  const go = (filters: Partial<{ [K in keyof F]: string }>, toPage: number, options?: { replace?: boolean }) => {
    const params = new URLSearchParams();
    for (const key in defaults) {
      const value = filters[key];
      if (value && value !== defaults[key]) params.set(key, value);
    }
    if (toPage > 1) params.set('page', String(toPage));
    // A search typed, then a result pressed before the search ran (it waits for the typing to pause, and text typed
    // before the page hydrated is given to it afterwards): the person has gone on to the result, and the search must
    // not bring them back to the list.
    if (!stillHere()) return;
    setSearch(params, options);
  };

  return {
    values,
    page,
    set: (next, options) => go({ ...values, ...next }, 1, options),
    setPage: (to) => go(values, to),
    clear: () => go({}, 1),
  };
}

/**
 * Whether the address is still this page's: while the next page's code loads, the page a person has just left stays
 * drawn, and a timer of its own can still run. The router's history knows where the person is now (with the
 * language's prefix, the router's basename); the page's own location is where it was drawn. Without a history that
 * says (a router of another kind), true.
 */
function useStillOnThisPage() {
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const drawnAt = basename === '/' ? pathname : `${basename.replace(/\/$/, '')}${pathname === '/' ? '' : pathname}`;
  return () => {
    const now = (navigator as { location?: { pathname?: string } }).location?.pathname;
    return now === undefined || now === drawnAt || now === `${drawnAt}/`;
  };
}
