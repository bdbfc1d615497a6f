import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE, type ApiResult } from 'shared-api';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; notFound: boolean }
  | { status: 'ready'; data: T };

/**
 * Loads what a page shows, again whenever `key` changes, with a retry. The answer is rendered as a
 * transition, so a long page renders in slices and the browser stays responsive while it does.
 */
export function useResource<T>(load: () => Promise<ApiResult<T>>, key: string) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      ({ data }) => current && startTransition(() => setState({ status: 'ready', data })),
      (error: unknown) =>
        current &&
        setState({
          status: 'failed',
          message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE,
          notFound: error instanceof ApiError && error.status === 404,
        }),
    );
    // A page left before the answer arrives must not set state on an unmounted component.
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when what it loads has changed.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
