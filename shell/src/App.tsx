import { lazy, Suspense, useEffect, useRef } from 'react';
import { documentLocale, Route, Routes, useLocation } from 'shared-ui';
import { endFirstReads, track, type OrgConfig } from 'shared-api';
import { Guard } from './Guard';
import { RemotePage } from './remotes/RemotePage';
import type { ShellRoute } from './remotes/runtime';
import { SiteLayout } from './layout/SiteLayout';
import { DashboardLayout } from './layout/DashboardLayout';
import { LogoutPage } from './pages/LogoutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { EnglishOnlyPage } from './pages/EnglishOnlyPage';
import { PageLoading } from './remotes/RemotePage';

// The staff area's frame is code only staff load, and so is the staff home shown before a remote serves one.
const StaffLayout = lazy(() => import('./layout/StaffLayout'));
const StaffHomePage = lazy(() => import('./pages/StaffHomePage').then(({ StaffHomePage }) => ({ default: StaffHomePage })));
// A page few open: loaded when it is.
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage').then(({ ComingSoonPage }) => ({ default: ComingSoonPage })));

const isDashboard = (path: string) => path.startsWith('/dashboard');
const isStaffArea = (path: string) => path === '/staff' || path.startsWith('/staff/');
const isSite = (path: string) => !isDashboard(path) && !isStaffArea(path);

export function App({ routes, org, overridden = [] }: { routes: ShellRoute[]; org: OrgConfig; overridden?: string[] }) {
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // The server's answers were the first page's; another page asks the server.
    if (location.pathname !== firstPath.current) endFirstReads();
    // A new page starts at the top. The page the browser loaded is left where the browser put it (a link's #anchor, a
    // reload, a person who scrolled before it hydrated): it never jumps after it is shown (docs/decisions/028).
    if (shown.current !== null) window.scrollTo(0, 0);
    shown.current = location.pathname;
    track('PageView', { path: location.pathname });
  }, [location.pathname]);

  const page = (route: ShellRoute) => (
    <Route
      key={route.path}
      path={route.path}
      element={
        <Guard route={route}>
          <RemotePage id={route.id} />
        </Guard>
      }
    />
  );

  return (
    <Routes>
      {/* Staff pages are English only (docs/decisions/030): an Urdu page loads one from its English address. */}
      {documentLocale() === 'ur' ? (
        <Route path="/staff/*" element={<EnglishOnlyPage />} />
      ) : (
        <Route
          element={
            <Suspense fallback={<PageLoading />}>
              <StaffLayout org={org} routes={routes} overridden={overridden} />
            </Suspense>
          }
        >
          {/* A pinned remote serves the staff home; before one does, /staff opens the first staff page. */}
          {!routes.some((r) => r.path === '/staff') && <Route path="/staff" element={<StaffHomePage />} />}
          {routes.filter((r) => isStaffArea(r.path)).map(page)}
        </Route>
      )}
      <Route element={<SiteLayout org={org} routes={routes} overridden={overridden} />}>
        {routes.filter((r) => isSite(r.path)).map(page)}
        <Route element={<DashboardLayout />}>{routes.filter((r) => isDashboard(r.path)).map(page)}</Route>
        <Route path="/logout" element={<LogoutPage />} />
        <Route
          path="/coming-soon"
          element={
            <Suspense fallback={<PageLoading />}>
              <ComingSoonPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
