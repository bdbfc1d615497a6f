import { Badge, Box, formatDate, Skeleton, Text } from 'shared-ui';
import { useMyMembership } from '../membership/api';

/** The member's package and until when it runs (core spec §4: the free package never expires). */
export function MembershipStatus() {
  const { data: membership } = useMyMembership();
  if (!membership) return <Skeleton height="14" width="64" />;
  const { membership_package: name, membership_end_date: end } = membership;
  return (
    <Box>
      <Badge colorPalette="brand" size="lg" mb="2">
        {name} · {membership.membership_status}
      </Badge>
      <Text>{end ? `Your ${name} membership is active until ${formatDate(end)}.` : `Your free ${name} membership is active and never expires.`}</Text>
    </Box>
  );
}
