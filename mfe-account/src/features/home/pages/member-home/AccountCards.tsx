import { t } from '@lingui/core/macro';
import { withReferrer } from 'shared-api';
import type { MemberHome } from '../../shapes';
import { Button, COMPLETE_PROFILE_PATH, formatDate, RouterLink, Stack, Text, useLocation } from 'shared-ui';
import { MemberIdBadge } from '../../../member/MemberIdBadge';
import { MembershipStatus } from '../../../member/MembershipStatus';
import { HomeCard } from './HomeCard';

/** What the membership record says, as the membership page shows it. */
export function MembershipCard({ membership }: { membership: MemberHome['membership'] }) {
  const since = formatDate(membership.member_since);
  return (
    <HomeCard name="membership" title={t`Membership`} more={{ to: '/dashboard/membership', label: t`Membership details` }}>
      <Stack gap="3" align="start">
        <MembershipStatus />
        <MemberIdBadge membershipId={membership.membership_id} />
        <Text fontSize="sm" color="fg.muted">
          {t`Member since ${since}`}
        </Text>
      </Stack>
    </HomeCard>
  );
}

/** Whether the profile is complete, and where to complete it (and come back here) or edit it. */
export function ProfileCard({ completed }: { completed: boolean }) {
  const location = useLocation();
  return (
    <HomeCard name="your-profile" title={t`Your profile`}>
      <Stack gap="3" align="start">
        {completed ? (
          <Text>{t`Your profile is complete. Keep it up to date so peers and clients find you.`}</Text>
        ) : (
          <Text>{t`Your profile is not complete yet. Complete it to appear in the member directory and to claim discounts and events that need it.`}</Text>
        )}
        <Button asChild size="sm" colorPalette="brand" variant={completed ? 'outline' : 'solid'}>
          <RouterLink to={completed ? '/dashboard/edit-profile' : withReferrer(COMPLETE_PROFILE_PATH, location.pathname + location.search)}>{completed ? t`Edit Profile` : t`Complete your profile`}</RouterLink>
        </Button>
      </Stack>
    </HomeCard>
  );
}
