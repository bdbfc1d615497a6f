// One way to describe a read: a key that names it and a function that loads it, written beside the call
// (e.g. `blogsQuery(page)` next to `getBlogs`). Signed-in pages run these through the query client in
// `shared-api/query` (cache, invalidation, infinite lists); the public site's first views run them through
// `useRead`, which costs a few hundred bytes instead of the client's ten kilobytes (decision record 009).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type ApiResult } from './client';
import { firstRead, firstReadUsed } from './first-reads';

export interface QueryDefinition<T> {
  /** names the read: same key, same answer; a change of key loads again */
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
}

/** What a page frame needs of a read; TanStack Query's results have the same shape. */
export interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch(): unknown;
}

/** A read of one call: its key and the call's data. */
export const defineQuery = <T>(queryKey: readonly unknown[], load: () => Promise<ApiResult<T>>): QueryDefinition<T> => ({
  queryKey,
  queryFn: () => load().then(({ data }) => data),
});

type Settled<T> = { key: string; status: 'pending' | 'error' | 'success'; data?: T; error?: unknown };

/**
 * Runs a read on mount and whenever its key changes, with a retry. The answer renders as a transition, so a
 * long page renders in slices and the browser stays responsive while it does. A page the server rendered starts
 * with the answer it rendered (first-reads.ts), or with the 404 its record had, and does not ask again on mount.
 */
export function useRead<T>({ queryKey, queryFn }: QueryDefinition<T>): QueryState<T> {
  const key = JSON.stringify(queryKey);
  const seeded = useRef<string | null>(null);
  const [state, setState] = useState<Settled<T>>(() => {
    const first = firstRead(key, queryFn);
    if (!first) return { key, status: 'pending' };
    seeded.current = key;
    // The record does not exist: the page shows its not-found state, as the server drew it.
    if ('missing' in first) return { key, status: 'error', error: new ApiError(first.missing, 404) };
    return { key, status: 'success', data: first.data as T };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (seeded.current === key) {
      seeded.current = null;
      firstReadUsed(key);
      return;
    }
    let current = true;
    setState({ key, status: 'pending' });
    queryFn().then(
      (data) => current && startTransition(() => setState({ key, status: 'success', data })),
      (error: unknown) => current && setState({ key, status: 'error', error }),
    );
    // A page left before the answer arrives must not set state on an unmounted component.
    return () => {
      current = false;
    };
    // `queryFn` is a new function on every render; the key says when what it loads has changed.
  }, [key, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect has run for a new key, the last key's answer is not this read's.
  if (state.key !== key) return { status: 'pending', data: undefined, error: null, refetch };
  return { status: state.status, data: state.data, error: state.error ?? null, refetch };
}
