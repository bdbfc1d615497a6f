// The one session store, shared by the shell and every remote (shared-api is a federation singleton).
// It mirrors the spec's two cookies: `auth` (the API token) and `user_details`.
import Cookies from 'js-cookie';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { UserDetails } from './types';

export const AUTH_COOKIE = 'auth';
export const USER_DETAILS_COOKIE = 'user_details';
/** Matches the API token's lifetime on the server. */
const COOKIE_DAYS = 30;

export interface SessionState {
  token: string | null;
  user: UserDetails | null;
  signIn(token: string, user: UserDetails): void;
  updateUser(patch: Partial<UserDetails>): void;
  /** Clears both cookies; always succeeds. */
  signOut(): void;
}

const cookieOptions = (): Cookies.CookieAttributes => ({
  expires: COOKIE_DAYS,
  sameSite: 'lax',
  path: '/',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

function readUser(): UserDetails | null {
  const raw = Cookies.get(USER_DETAILS_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as UserDetails;
    // A cookie written before roles existed reads as a member's.
    return parsed && typeof parsed === 'object' ? { ...parsed, role: parsed.role ?? 'member' } : null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  token: Cookies.get(AUTH_COOKIE) || null,
  user: readUser(),
  signIn(token, user) {
    Cookies.set(AUTH_COOKIE, token, cookieOptions());
    Cookies.set(USER_DETAILS_COOKIE, JSON.stringify(user), cookieOptions());
    set({ token, user });
  },
  updateUser(patch) {
    const current = get().user;
    if (!current) return;
    const user = { ...current, ...patch };
    Cookies.set(USER_DETAILS_COOKIE, JSON.stringify(user), cookieOptions());
    set({ user });
  },
  signOut() {
    Cookies.remove(AUTH_COOKIE, { path: '/' });
    Cookies.remove(USER_DETAILS_COOKIE, { path: '/' });
    set({ token: null, user: null });
  },
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Signed in means a non-empty stored auth value (spec). */
export const isSignedIn = () => Boolean(sessionStore.getState().token);
