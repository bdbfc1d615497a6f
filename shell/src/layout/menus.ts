// The shell's menus, built from the route tables of the pinned remotes: a team ships a page and its menu
// entry together, and a pin (no shell release) puts both live. Only what the shell itself owns (Logout,
// the staff area's start) is written here.
import { useContext } from 'react';
import { msg } from '@lingui/core/macro';
import { useSession, type MenuName, type Role } from 'shared-api';
import { i18n, type MessageDescriptor } from 'shared-ui';
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
 * The member-facing menus' headings and entries, as the remotes' route tables write them (in English), and their
 * text in the page's language. An entry not named here (a remote's newer entry) shows as its table writes it. The
 * staff menu stays in English.
 */
const memberLabels: Record<string, MessageDescriptor> = {
  // header and footer
  Home: msg`Home`,
  Events: msg`Events`,
  Blog: msg`Blog`,
  'About us': msg`About us`,
  'Our Voice': msg`Our Voice`,
  'Our Board': msg`Our Board`,
  Membership: msg`Membership`,
  Publications: msg`Publications`,
  'Media Mentions': msg`Media Mentions`,
  'Press Releases': msg`Press Releases`,
  // account menu
  Profile: msg`Profile`,
  'My Issues': msg`My Issues`,
  'My Orders': msg`My Orders`,
  'My Tickets': msg`My Tickets`,
  Logout: msg`Logout`,
  // the member dashboard's groups and entries
  Network: msg`Network`,
  Peers: msg`Peers`,
  'Your profile': msg`Your profile`,
  Learn: msg`Learn`,
  'Google Career Certificates': msg`Google Career Certificates`,
  'Soft Skills Program': msg`Soft Skills Program`,
  'Safety net': msg`Safety net`,
  Issues: msg`Issues`,
  'Discounts & Promotions': msg`Discounts & Promotions`,
  Contribute: msg`Contribute`,
  'Chapter Contributor': msg`Chapter Contributor`,
  'University Ambassador': msg`University Ambassador`,
  Meetups: msg`Meetups`,
  'Speaker/Trainer': msg`Speaker/Trainer`,
  'Order History': msg`Order History`,
  'Request a Freelancer Digital Account': msg`Request a Freelancer Digital Account`,
  'Edit Profile': msg`Edit Profile`,
};

/** A member-facing menu's heading or entry in the page's language. */
export const menuLabel = (label: string) => {
  const known = Object.prototype.hasOwnProperty.call(memberLabels, label) ? memberLabels[label] : undefined;
  return known ? i18n._(known) : label;
};

/** Logout, in the page's language (the staff area's menu keeps `logoutItem`, in English). */
export const translatedLogoutItem = (): NavItem => ({ ...logoutItem, label: menuLabel(logoutItem.label) });

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
