import { t } from '@lingui/core/macro';
import { Badge, Box, formatDate, Skeleton, Text } from 'shared-ui';
import { useMyMembership } from '../membership/api';
import { statusLabel } from '../membership/labels';

/** The member's package and until when it runs (core spec §4: the free package never expires). */
export function MembershipStatus() {
  const { data: membership } = useMyMembership();
  if (!membership) return <Skeleton height="14" width="64" />;
  // The plan as the page's language names it (the Urdu staff wrote).
  const { membership_package_title: name, membership_end_date: end } = membership;
  const endsOn = end ? formatDate(end) : '';
  return (
    <Box>
      <Badge colorPalette="brand" size="lg" mb="2">
        {name} · {statusLabel(membership.membership_status)}
      </Badge>
      <Text>{end ? t`Your ${name} membership is active until ${endsOn}.` : t`Your free ${name} membership is active and never expires.`}</Text>
    </Box>
  );
}
