import { t } from '@lingui/core/macro';
import { Box, Text } from 'shared-ui';

/** The member's MEMBER ID as the spec labels it (core §2). */
export function MemberIdBadge({ membershipId }: { membershipId: string }) {
  return (
    <Box display="inline-block" borderWidth="1px" borderRadius="l2" px="3" py="1.5" bg="brand.subtle">
      <Text as="span" fontSize="xs" fontWeight="semibold" letterSpacing="wider" color="fg.muted" me="2">
        {t`MEMBER ID`}
      </Text>
      <Text as="span" dir="ltr" fontWeight="bold" fontFamily="mono">
        {membershipId}
      </Text>
    </Box>
  );
}
