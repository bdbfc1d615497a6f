import { useCallback, useEffect, useState } from 'react';
import { ApiError, getProfile, NETWORK_ERROR_MESSAGE, type Profile } from 'shared-api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; profile: Profile };

/** The signed-in member's profile, loaded once per page, with a way to retry and to apply local edits. */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getProfile().then(
      ({ data }) => current && setState({ status: 'ready', profile: data }),
      (error: unknown) =>
        current && setState({ status: 'failed', message: error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE }),
    );
    // A page left before the answer arrives must not set state on an unmounted component.
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const patch = useCallback(
    (changes: Partial<Profile>) => setState((s) => (s.status === 'ready' ? { ...s, profile: { ...s.profile, ...changes } } : s)),
    [],
  );
  return { state, retry, patch };
}
