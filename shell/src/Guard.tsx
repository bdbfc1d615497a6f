import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { landingFor, refreshProfileCompleted, safeReferrer, useSession, type Role } from 'shared-api';
import { CompleteProfileNotice, Navigate, useLocation, useSearchParams, usePageTitle } from 'shared-ui';
import { i18n } from '#i18n';
import { NoAccessPage } from './pages/NoAccessPage';
import { PageLoading } from './remotes/RemotePage';
import type { ShellRoute } from './remotes/runtime';

const needsSignIn = new Set<ShellRoute['access']>(['member', 'complete-profile', 'staff', 'admin']);

/** Whether the guard lets this visitor reach the route's page at all (else it redirects). */
export const reachable = (access: ShellRoute['access'], signedIn: boolean) =>
  access === 'guest' ? !signedIn : needsSignIn.has(access) ? signedIn : true;

/**
 * Whether a signed-in account's role opens the route (else the no-access page). It only decides what the
 * shell shows: the server checks the role of the token's account on every staff call.
 */
export const permitted = (access: ShellRoute['access'], role: Role | null | undefined) =>
  access === 'staff' ? role === 'staff' || role === 'admin' : access === 'admin' ? role === 'admin' : true;

/**
 * While the session cookie says the profile is incomplete, each navigation to a page that needs a complete
 * profile asks the server first: a member who completed the profile on another device (the cookie here still
 * says otherwise) reaches the page, and the cookie is brought up to date. Answers whether the question for this
 * navigation is still open. A failed question leaves the cookie's answer standing; the server refuses the page's
 * calls either way.
 */
let asking = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Whether a page is waiting for the server's answer on the profile; the banner waits too, not to flash before the notice. */
const askingNow = () => asking > 0;
export const useProfileQuestionOpen = () => useSyncExternalStore(subscribe, askingNow, askingNow);

function useProfileAskedOnNavigation(ask: boolean, key: string) {
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => {
    if (!ask) return;
    let current = true;
    asking += 1;
    listeners.forEach((listener) => listener());
    const done = () => {
      asking -= 1;
      listeners.forEach((listener) => listener());
    };
    refreshProfileCompleted()
      .catch(() => false)
      .finally(() => {
        if (current) setAnswered(key);
        done();
      });
    return () => {
      current = false;
    };
  }, [ask, key]);
  return ask && answered !== key;
}

/** The route guard of both specs, and the page title. */
export function Guard({ route, children }: { route: Pick<ShellRoute, 'access' | 'redirect' | 'title'>; children: ReactNode }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const profileComplete = useSession((s) => Boolean(s.user?.is_profile_completed));
  const role = useSession((s) => s.user?.role);
  const location = useLocation();
  const [search] = useSearchParams();
  // The route table's title, in the page's language (shared-api's catalog of texts).
  usePageTitle(i18n.text(route.title));
  const asking = useProfileAskedOnNavigation(route.access === 'complete-profile' && signedIn && !profileComplete, location.key);

  if (!reachable(route.access, signedIn)) {
    // A member on a visitors-only page (sign-in, register) goes on to where they were going.
    if (signedIn) return <Navigate to={safeReferrer(search.get('referrer')) ?? landingFor(role)} replace />;
    const target = route.redirect ?? '/login';
    if (target === '/') return <Navigate to="/" replace />;
    const referrer = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${target}?referrer=${referrer}`} replace />;
  }
  if (!permitted(route.access, role)) return <NoAccessPage />;
  if (asking) return <PageLoading />;
  if (route.access === 'complete-profile' && !profileComplete) return <CompleteProfileNotice />;
  return <>{children}</>;
}
