import { withReferrer, type MemberHome } from 'shared-api';
import { Button, COMPLETE_PROFILE_PATH, formatDate, RouterLink, Stack, Text, useLocation } from 'shared-ui';
import { MemberIdBadge } from '../../features/member/MemberIdBadge';
import { MembershipStatus } from '../../features/member/MembershipStatus';
import { HomeCard } from './HomeCard';

/** What the membership record says, as the membership page shows it. */
export function MembershipCard({ membership }: { membership: MemberHome['membership'] }) {
  return (
    <HomeCard title="Membership" more={{ to: '/dashboard/membership', label: 'Membership details' }}>
      <Stack gap="3" align="start">
        <MembershipStatus />
        <MemberIdBadge membershipId={membership.membership_id} />
        <Text fontSize="sm" color="fg.muted">
          Member since {formatDate(membership.member_since)}
        </Text>
      </Stack>
    </HomeCard>
  );
}

/** Whether the profile is complete, and where to complete it (and come back here) or edit it. */
export function ProfileCard({ completed }: { completed: boolean }) {
  const location = useLocation();
  return (
    <HomeCard title="Your profile">
      <Stack gap="3" align="start">
        {completed ? (
          <Text>Your profile is complete. Keep it up to date so peers and clients find you.</Text>
        ) : (
          <Text>Your profile is not complete yet. Complete it to appear in the member directory and to claim discounts and events that need it.</Text>
        )}
        <Button asChild size="sm" colorPalette="brand" variant={completed ? 'outline' : 'solid'}>
          <RouterLink to={completed ? '/dashboard/edit-profile' : withReferrer(COMPLETE_PROFILE_PATH, location.pathname + location.search)}>{completed ? 'Edit Profile' : 'Complete your profile'}</RouterLink>
        </Button>
      </Stack>
    </HomeCard>
  );
}
