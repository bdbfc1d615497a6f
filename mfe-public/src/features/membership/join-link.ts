import { useEffect, useState } from 'react';
import { useSession } from 'shared-api';
import { getMembership } from 'shared-api/membership';

type MyMembership = Awaited<ReturnType<typeof getMembership>>['data'];

// The cards of a page and its join buttons share one request. An answer is reused for a few seconds only, so a member
// back from buying a plan sees it at the next page.
const REUSE_MS = 10_000;
let shared: { token: string; at: number; answer: Promise<MyMembership | null> } | null = null;

/** Forgets the shared answer (tests; a page that has just changed the membership). */
export const forgetMyMembership = () => {
  shared = null;
};

function membershipFor(token: string) {
  if (!shared || shared.token !== token || Date.now() - shared.at > REUSE_MS) {
    shared = { token, at: Date.now(), answer: getMembership().then(({ data }) => data, () => null) };
  }
  return shared.answer;
}

/**
 * The signed-in member's membership (null for a visitor, and while it loads or when it cannot be read). A visitor's
 * first view makes no call and loads no query client.
 */
export function useMyMembership() {
  const token = useSession((s) => s.token);
  const [membership, setMembership] = useState<{ token: string; data: MyMembership } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void membershipFor(token).then((data) => live && data && setMembership({ token, data }));
    return () => {
      live = false;
    };
  }, [token]);
  return { signedIn: Boolean(token), membership: token && membership?.token === token ? membership.data : null };
}

/**
 * Where the site's "join" buttons lead whoever is looking: a visitor to registration, a signed-in member (who has
 * joined already) to their plan.
 */
export function useJoinLink(): { label: string; to: string; member: boolean } {
  const { signedIn, membership } = useMyMembership();
  if (!signedIn) return { label: 'Become a member', to: '/register', member: false };
  return { label: membership ? `Your plan: ${membership.membership_package}` : 'Your plan', to: '/dashboard/membership', member: true };
}
