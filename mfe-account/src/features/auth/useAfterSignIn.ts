import { AFTER_SIGN_IN } from 'shared-api';
import { useNavigate, useReferrer } from 'shared-ui';

/** Sends a member who just signed in or registered on to the referrer, else to the membership page. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const referrer = useReferrer();
  // replace: Back should not return to a sign-in form the guard would bounce them from anyway.
  return () => navigate(referrer ?? AFTER_SIGN_IN, { replace: true });
}
