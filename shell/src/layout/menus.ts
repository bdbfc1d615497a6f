// The shell's menus, built from the route tables of the pinned remotes: a team ships a page and its menu
// entry together, and a pin (no shell release) puts both live. Only what the shell itself owns (Logout,
// the staff area's start) is written here.
import { useContext } from 'react';
import { msg } from '@lingui/core/macro';
import { useSession, type MenuName, type Role } from 'shared-api';
import { i18n } from '#i18n';
import { permitted, reachable } from '../Guard';
import type { ShellRoute } from '../remotes/runtime';
import { RoutesContext } from './ShellLink';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavGroup {
  /** empty for the entries that sit under the groups, without a heading */
  label: string;
  items: NavItem[];
}

export interface Viewer {
  signedIn: boolean;
  role: Role | null;
}

export const logoutItem: NavItem = { label: 'Logout', to: '/logout' };
export const staffItem: NavItem = { label: 'Staff', to: '/staff' };

/**
 * A member-facing menu's heading or entry in the page's language: the remotes' route tables write them in English, and
 * shared-api's catalog of texts has their Urdu (docs/decisions/030). An entry it does not know shows as written.
 */
export const menuLabel = (label: string) => i18n.text(label);

/** Logout, in the page's language (the staff area's menu keeps `logoutItem`, in English). */
export const translatedLogoutItem = (): NavItem => ({ ...logoutItem, label: i18n._(msg`Logout`) });

/** Whether the shell shows the staff area to this account (the server still checks every call). */
export const isStaff = (role: Role | null | undefined) => role === 'staff' || role === 'admin';

/** The groups of one menu: groups by their smallest order, entries by order; ungrouped entries last. */
export function buildMenu(routes: ShellRoute[], menu: MenuName, viewer: Viewer): NavGroup[] {
  const entries = routes.flatMap((route) =>
    reachable(route.access, viewer.signedIn) && permitted(route.access, viewer.role)
      ? (route.menu ?? []).filter((entry) => entry.menu === menu).map((entry) => ({ ...entry, to: entry.to ?? route.path }))
      : [],
  );
  const text = menu === 'staff' ? (label: string) => label : menuLabel;
  const groups = new Map<string, typeof entries>();
  for (const entry of [...entries].sort((a, b) => a.order - b.order)) {
    const key = entry.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a, first], [b, second]) => (a === '' ? 1 : b === '' ? -1 : first[0].order - second[0].order))
    .map(([label, items]) => ({ label: text(label), items: items.map(({ label: itemLabel, to }) => ({ label: text(itemLabel), to })) }));
}

/** One menu of the pinned remotes for whoever is looking. */
export function useMenu(menu: MenuName) {
  const routes = useContext(RoutesContext);
  const signedIn = useSession((s) => Boolean(s.token));
  const role = useSession((s) => s.user?.role ?? null);
  return buildMenu(routes, menu, { signedIn, role });
}

/** A menu without groups, in order. */
export const useMenuItems = (menu: MenuName) => useMenu(menu).flatMap((group) => group.items);

/** The account menu: the remotes' entries, the staff area for staff, and Logout. */
export function useAccountMenu(): NavItem[] {
  const items = useMenuItems('account');
  const role = useSession((s) => s.user?.role ?? null);
  return [...items, ...(isStaff(role) ? [staffItem] : []), translatedLogoutItem()];
}

/**
 * Where "My Dashboard" leads: the member's home when a pinned remote serves it, else the membership page (a shell
 * released before the remote that brings the home still leads somewhere).
 */
export const DASHBOARD_HOME = '/dashboard';
export function useDashboardHome() {
  const routes = useContext(RoutesContext);
  return routes.some((route) => route.path === DASHBOARD_HOME) ? DASHBOARD_HOME : '/dashboard/membership';
}
