// The one session store, shared by the shell and every remote (shared-api is a federation singleton).
// It mirrors the spec's two cookies: `auth` (the API token) and `user_details`. `user_details` is readable by any
// script on the page, so it keeps only what the shell decides with: the member id (the member's own profile link),
// whether the profile is complete (the banner and guard) and the role (the staff menu). E-mail, phone and name stay
// out of it: a page that shows them reads them from the member's profile.
import Cookies from 'js-cookie';
import { createStore } from 'zustand/vanilla';
import { useSyncExternalStore } from 'react';
import { ROLES } from './enums';
import { isRecord } from './guards';
import { forgetOfflineData } from './offline-data';
import type { SessionUser, UserDetails } from './types';

export const AUTH_COOKIE = 'auth';
export const USER_DETAILS_COOKIE = 'user_details';
/** Matches the API token's lifetime on the server. */
const COOKIE_DAYS = 30;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Takes the account as the API answers it and keeps what the session needs. */
  signIn(token: string, user: UserDetails | SessionUser): void;
  updateUser(patch: Partial<UserDetails>): void;
  /** Clears both cookies and, without waiting, what the browser kept for offline use; always succeeds. */
  signOut(): void;
}

const cookieOptions = (): Cookies.CookieAttributes => ({
  expires: COOKIE_DAYS,
  sameSite: 'lax',
  path: '/',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

/** The fields of the session user, from anything that has them; a missing role reads as a member's. */
export const sessionUser = (details: Partial<UserDetails>): SessionUser => ({
  member_id: String(details.member_id ?? ''),
  is_profile_completed: details.is_profile_completed === true,
  role: details.role ?? 'member',
});

const writeUser = (user: SessionUser) => Cookies.set(USER_DETAILS_COOKIE, JSON.stringify(user), cookieOptions());

/**
 * The `user_details` cookie's value as a session user, or null. Any script can write the cookie: each field is read
 * for what it is (a role it does not know reads as a member's). The server reads it the same way when it renders a
 * signed-in page's first view, so both draw the same header.
 */
export function parseUserDetails(raw: string | undefined): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    return sessionUser({
      member_id: parsed.member_id === undefined || parsed.member_id === null ? undefined : String(parsed.member_id),
      is_profile_completed: parsed.is_profile_completed === true,
      role: ROLES.find((role) => role === parsed.role),
    });
  } catch {
    return null;
  }
}

function readUser(): SessionUser | null {
  const raw = Cookies.get(USER_DETAILS_COOKIE);
  const user = parseUserDetails(raw);
  // A cookie written by an earlier release also held the e-mail, phone and name: it is rewritten without them.
  if (user && raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRecord(parsed) && Object.keys(parsed).some((key) => !(key in user))) writeUser(user);
    } catch {
      // parsed above
    }
  }
  return user;
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  token: Cookies.get(AUTH_COOKIE) || null,
  user: readUser(),
  signIn(token, details) {
    const user = sessionUser(details);
    Cookies.set(AUTH_COOKIE, token, cookieOptions());
    writeUser(user);
    set({ token, user });
  },
  updateUser(patch) {
    const current = get().user;
    if (!current) return;
    const user = sessionUser({ ...current, ...patch });
    writeUser(user);
    set({ user });
  },
  signOut() {
    Cookies.remove(AUTH_COOKIE, { path: '/' });
    Cookies.remove(USER_DETAILS_COOKIE, { path: '/' });
    // A shared door device keeps tickets and the scanner page offline: they go with the sign-in that fetched them.
    void forgetOfflineData();
    set({ token: null, user: null });
  },
}));

/**
 * A slice of the session. Hydration reads the store as it is (zustand's own hook would read the state the store was
 * created with): in the browser that is the cookies', and on the server the request's, set for the length of one
 * synchronous render (docs/decisions/025), so both render the same header.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const slice = () => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, slice, slice);
}

/** Signed in means a non-empty stored auth value (spec). */
export const isSignedIn = () => Boolean(sessionStore.getState().token);
