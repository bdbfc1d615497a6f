import { t } from '@lingui/core/macro';
import { useRead, useSession } from 'shared-api';
import { getMembership, membershipKeys } from 'shared-api/membership';

type MyMembership = Awaited<ReturnType<typeof getMembership>>['data'];

/**
 * The signed-in member's membership, read by the page's first view: the server draws a member's plans as their own
 * (docs/decisions/028), and the browser starts from that answer. A visitor's read answers null without a call. An
 * answer that cannot be read is null too: the cards then offer what a member without a plan is offered.
 */
const myMembershipRead = (signedIn: boolean) => ({
  queryKey: [...membershipKeys.mine(), signedIn ? 'member' : 'visitor'],
  queryFn: (): Promise<MyMembership | null> => (signedIn ? getMembership().then(({ data }) => data, () => null) : Promise.resolve(null)),
});

/** The signed-in member's membership (null for a visitor, and while it loads or when it cannot be read). */
export function useMyMembership() {
  const signedIn = useSession((s) => Boolean(s.token));
  const read = useRead(myMembershipRead(signedIn));
  return { signedIn, membership: signedIn ? (read.data ?? null) : null };
}

/**
 * Where the site's "join" buttons lead whoever is looking: a visitor to registration, a signed-in member (who has
 * joined already) to their plan.
 */
export function useJoinLink(): { label: string; to: string; member: boolean } {
  const { signedIn, membership } = useMyMembership();
  if (!signedIn) return { label: t`Become a member`, to: '/register', member: false };
  if (!membership) return { label: t`Your plan`, to: '/dashboard/membership', member: true };
  // The plan as the page's language names it (the Urdu staff wrote).
  const plan = membership.membership_package_title;
  return { label: t`Your plan: ${plan}`, to: '/dashboard/membership', member: true };
}
