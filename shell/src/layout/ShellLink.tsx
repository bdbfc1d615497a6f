import { createContext, useContext, type ReactNode } from 'react';
import { matchPath, NavLink } from 'shared-ui';
import { preloadPage, type ShellRoute } from '../remotes/runtime';

export const RoutesContext = createContext<ShellRoute[]>([]);

/** A menu link that warms its page's remote code on hover or focus. */
export function ShellLink({ to, children, end, onClick }: { to: string; children: ReactNode; end?: boolean; onClick?(): void }) {
  const routes = useContext(RoutesContext);
  const warm = () => {
    const route = routes.find((r) => matchPath(r.path, to));
    if (route) preloadPage(route.id);
  };
  return (
    <NavLink to={to} end={end} onMouseEnter={warm} onFocus={warm} onClick={onClick}>
      {children}
    </NavLink>
  );
}
