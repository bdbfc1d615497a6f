import type { ReactNode } from 'react';
import { AFTER_SIGN_IN, safeReferrer, useSession } from 'shared-api';
import { CompleteProfileNotice, Navigate, useLocation, useSearchParams, usePageTitle } from 'shared-ui';
import type { ShellRoute } from './remotes/runtime';

/** Whether the guard lets this visitor reach the route's page at all (else it redirects). */
export const reachable = (access: ShellRoute['access'], signedIn: boolean) =>
  access === 'guest' ? !signedIn : access === 'member' || access === 'complete-profile' ? signedIn : true;

/** The route guard of both specs, and the page title. */
export function Guard({ route, children }: { route: Pick<ShellRoute, 'access' | 'redirect' | 'title'>; children: ReactNode }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const profileComplete = useSession((s) => Boolean(s.user?.is_profile_completed));
  const location = useLocation();
  const [search] = useSearchParams();
  usePageTitle(route.title);

  if (!reachable(route.access, signedIn)) {
    // A member on a visitors-only page (sign-in, register) goes on to where they were going.
    if (signedIn) return <Navigate to={safeReferrer(search.get('referrer')) ?? AFTER_SIGN_IN} replace />;
    const target = route.redirect ?? '/login';
    if (target === '/') return <Navigate to="/" replace />;
    const referrer = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${target}?referrer=${referrer}`} replace />;
  }
  if (route.access === 'complete-profile' && !profileComplete) return <CompleteProfileNotice />;
  return <>{children}</>;
}
