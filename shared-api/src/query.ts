// shared-api/query: the query client of signed-in pages, loaded with the first page that needs it (never
// in a public first view). One client for the whole site, shared through federation like the rest of
// shared-api, so a read cached by one remote is there for the next and a change invalidates it everywhere.
import {
  hydrate,
  QueryClient,
  useInfiniteQuery as useInfiniteQueryWith,
  useMutation as useMutationWith,
  useQuery as useQueryWith,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Paged } from './content-types';
// Types only from the rest of shared-api: this entry is bundled apart from the main one.
import type { FIRST_QUERIES_ELEMENT } from './routes';

/**
 * A read that could not reach the server is tried once more; the server's own answers are final.
 * This entry is bundled apart from the main one, so it recognises the client's `ApiError` by its shape:
 * importing the class would bundle a second client.
 */
export const retryUnreachable = (failures: number, error: unknown) =>
  failures < 1 && typeof error === 'object' && error !== null && 'name' in error && error.name === 'ApiError' && 'status' in error && error.status === 0;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A page visited again within half a minute shows what it showed, without a new request.
      staleTime: 30_000,
      // Phones on slow connections: no reload because a tab regained focus.
      refetchOnWindowFocus: false,
      retry: retryUnreachable,
    },
    // A change is sent even when the browser believes it is offline: the call then fails and says so at once, as
    // calls always did, instead of waiting paused for the network to come back.
    mutations: { networkMode: 'always' },
  },
});

// A page the server rendered (docs/decisions/025) arrives with the answers its queries had then; they are in the cache
// before any page that reads them renders, so hydration meets the HTML the server sent.
if (typeof document !== 'undefined') {
  const element = document.getElementById('first-queries' satisfies typeof FIRST_QUERIES_ELEMENT);
  if (element?.textContent) {
    try {
      hydrate(queryClient, JSON.parse(element.textContent));
    } catch {
      // a broken block only costs the reads it would have saved
    }
  }
}

/**
 * On the server each render has a client of its own (never the module's: that one would mix requests), set for the
 * length of one synchronous render pass.
 */
let renderClient: QueryClient | null = null;
export function renderWithQueryClient<T>(client: QueryClient, render: () => T): T {
  const before = renderClient;
  renderClient = client;
  let result: T;
  try {
    result = render();
  } catch (error) {
    renderClient = before;
    throw error;
  }
  // A render that goes on asynchronously (a diagnosis, never a served page) keeps them until it ends.
  if (result instanceof Promise) return result.finally(() => {
    renderClient = before;
  }) as T;
  renderClient = before;
  return result;
}
const currentClient = () => renderClient ?? queryClient;

/** TanStack Query's hooks, bound to the site's one client, so no page needs a provider. */
export const useQuery = <T, TData = T, TKey extends QueryKey = QueryKey>(options: UseQueryOptions<T, DefaultError, TData, TKey>) =>
  useQueryWith(options, currentClient());

export const useMutation = <TData, TVariables = void, TContext = unknown>(options: UseMutationOptions<TData, DefaultError, TVariables, TContext>) =>
  useMutationWith(options, currentClient());

export const useInfiniteQuery = <T, TData = InfiniteData<T, number>, TKey extends QueryKey = QueryKey, TPageParam = number>(
  options: UseInfiniteQueryOptions<T, DefaultError, TData, TKey, TPageParam>,
) => useInfiniteQueryWith(options, currentClient());

/**
 * A paged list read page after page (a directory's infinite scroll): the next page is asked for until
 * `current_page` reaches `last_page`.
 */
export const infinitePages = <T>(queryKey: readonly unknown[], load: (page: number) => Promise<{ data: Paged<T> }>) => ({
  queryKey,
  queryFn: ({ pageParam }: { pageParam: number }) => load(pageParam).then(({ data }) => data),
  initialPageParam: 1,
  getNextPageParam: ({ pagination }: Paged<T>) => (pagination.current_page < pagination.last_page ? pagination.current_page + 1 : undefined),
});

/** A directory page to ask for: its number and the cursor the page before it answered. */
export interface CursorPageParam {
  page: number;
  cursor: string | null;
}

/** A page of a list paged by cursor (the directory's): the spec's page numbers, and the next page's cursor. */
interface CursorPaged {
  pagination: { current_page: number; last_page: number; next_cursor: string | null };
}

/**
 * The directory's infinite scroll: like `infinitePages`, and each next page is asked for with the previous
 * page's `next_cursor`, which keeps the thousandth page as fast as the first (docs/decisions/011).
 */
const firstDirectoryPage: CursorPageParam = { page: 1, cursor: null };

export const infiniteDirectoryPages = <Page extends CursorPaged>(queryKey: readonly unknown[], load: (page: CursorPageParam) => Promise<{ data: Page }>) => ({
  queryKey,
  queryFn: ({ pageParam }: { pageParam: CursorPageParam }) => load(pageParam).then(({ data }) => data),
  initialPageParam: firstDirectoryPage,
  getNextPageParam: ({ pagination }: Page): CursorPageParam | undefined =>
    pagination.current_page < pagination.last_page ? { page: pagination.current_page + 1, cursor: pagination.next_cursor } : undefined,
});

export type { InfiniteData, UseQueryResult, UseInfiniteQueryResult } from '@tanstack/react-query';
export { QueryClient, dehydrate } from '@tanstack/react-query';
