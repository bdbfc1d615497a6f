import { landingFor, sessionStore } from 'shared-api';
import { useNavigate, useReferrer } from 'shared-ui';

/** Sends someone who just signed in or registered on to the referrer, else staff to their home and members to the membership page. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const referrer = useReferrer();
  // replace: Back should not return to a sign-in form the guard would bounce them from anyway.
  return () => navigate(referrer ?? landingFor(sessionStore.getState().user?.role), { replace: true });
}
