// The one door to the router: the shell and every remote import these from shared-ui, so there is
// exactly one react-router instance (declarative router; the data router costs +17 KB).
// react-router-dom only re-exports react-router, so this imports react-router itself.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link as RouterLink,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useInRouterContext,
  matchPath,
  matchRoutes,
  generatePath,
} from 'react-router';
export type { Location, NavigateFunction } from 'react-router';
