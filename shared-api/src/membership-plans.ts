// What a membership package's button offers whoever is looking (core spec §4: the current package is marked Active;
// an active or disabled package cannot be chosen). One rule for the public /membership page and the dashboard's.
import type { MembershipPackage } from './content-types';
import { withReferrer } from './referrer';

/** The parts of the member's membership (GET /user/membership) the rule reads. */
export interface CurrentMembership {
  membership_package: string;
  can_renew: boolean;
  renewal_opens_on: string | null;
  moves_to_seed_on: string | null;
}

/** `active`: the member's current package, marked Active whether or not it can be renewed now. */
export type PackageAction =
  /** a link to follow: registration, the package's order page, or its renewal */
  | { kind: 'link'; label: string; to: string; active: boolean }
  /** shown, not chosen: the member's own package, a move already chosen, or a package staff disabled */
  | { kind: 'none'; label: string; active: boolean };

/**
 * The buttons' words, shown in the page's language by their English: those the site names itself, and those a
 * package's own button text is (`buttonText`: Subscribe for a paid package, Downgrade for the free one).
 */
export const PACKAGE_ACTION_LABELS = {
  join: 'Join for free',
  renew: 'Renew',
  current: 'Your current plan',
  next: 'Chosen for your next year',
  subscribe: 'Subscribe',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
} as const;

const orderPath = (pkg: Pick<MembershipPackage, 'name'>) => `/dashboard/membership/${encodeURIComponent(pkg.name)}/order`;

/**
 * A visitor joins (a paid package: registration, then back to its order page). A member's own package is Active and
 * cannot be chosen again, except a paid one in its renewal window (Renew). Seed, while a paid package runs, is the
 * package's own Downgrade, until the member has chosen it. A disabled package is shown but cannot be chosen.
 */
export function packageAction(pkg: MembershipPackage, membership: CurrentMembership | null, signedIn: boolean): PackageAction {
  if (!signedIn) {
    if (pkg.disabled) return { kind: 'none', label: pkg.buttonText, active: false };
    return pkg.price > 0 ? { kind: 'link', label: pkg.buttonText, to: withReferrer('/register', orderPath(pkg)), active: false } : { kind: 'link', label: PACKAGE_ACTION_LABELS.join, to: '/register', active: false };
  }
  // While the member's membership loads, nothing is offered: no button leads to a choice the server would refuse.
  if (!membership) return { kind: 'none', label: pkg.buttonText, active: false };
  const current = membership.membership_package.toLowerCase() === pkg.name.toLowerCase();
  if (current) return membership.can_renew ? { kind: 'link', label: PACKAGE_ACTION_LABELS.renew, to: orderPath(pkg), active: true } : { kind: 'none', label: PACKAGE_ACTION_LABELS.current, active: true };
  if (pkg.disabled) return { kind: 'none', label: pkg.buttonText, active: false };
  if (pkg.price === 0 && membership.moves_to_seed_on) return { kind: 'none', label: PACKAGE_ACTION_LABELS.next, active: false };
  return { kind: 'link', label: pkg.buttonText, to: orderPath(pkg), active: false };
}
