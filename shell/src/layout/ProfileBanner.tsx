import { useSession } from 'shared-api';
import { useProfileQuestionOpen } from '../Guard';
import { Island, useCompleteProfileNoticeShown, useLocation, COMPLETE_PROFILE_PATH } from 'shared-ui';
import { ProfileNotice } from './ProfileNotice';

/**
 * Invites a signed-in member with an incomplete profile to complete it, and to come back to this page afterwards;
 * closable for the session. It steps aside on the complete-profile page and wherever the page itself shows the
 * complete-profile notice.
 */
export function ProfileBanner() {
  const show = useSession((s) => Boolean(s.token) && s.user?.is_profile_completed === false);
  const location = useLocation();
  const noticeShown = useCompleteProfileNoticeShown();
  const waiting = useProfileQuestionOpen();
  if (!show || noticeShown || waiting || location.pathname === COMPLETE_PROFILE_PATH) return null;
  return (
    <Island name="profile-banner" when="idle">
      <ProfileNotice from={location.pathname + location.search} />
    </Island>
  );
}
