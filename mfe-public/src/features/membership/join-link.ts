import { useSession } from 'shared-api';

/** Until paid memberships are sold every member holds the free Seed plan (see /dashboard/membership). */
export const CURRENT_PLAN = 'Seed';

/**
 * Where the site's "join" buttons lead whoever is looking: a visitor to registration, a signed-in member (who has
 * joined already) to their plan.
 */
export function useJoinLink(): { label: string; to: string; member: boolean } {
  const member = useSession((s) => Boolean(s.token));
  return member ? { label: `Your plan: ${CURRENT_PLAN}`, to: '/dashboard/membership', member } : { label: 'Become a member', to: '/register', member };
}
