import { Box, formatDateTime, Link, Stack, Text } from 'shared-ui';
import type { StaffPublicationRequest } from '../../shapes';

/** One request in the side panel: who asked, how to reach them, for which report, when, and what they agreed to. */
export function LeadDetail({ lead }: { lead: StaffPublicationRequest }) {
  return (
    <Stack gap="4" fontSize="sm">
      <Stack gap="1">
        <Text fontWeight="semibold">{lead.name}</Text>
        <Text>
          {lead.designation}, {lead.organization}
        </Text>
        <Link href={`mailto:${lead.email}`} color="brand.fg" overflowWrap="anywhere">
          {lead.email}
        </Link>
        <Link href={`tel:${lead.phone.replace(/[^+0-9]/g, '')}`} color="brand.fg">
          {lead.phone}
        </Link>
      </Stack>
      <Text>
        Asked for <Text as="span" fontWeight="medium">{lead.publication.title}</Text> on <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
      </Text>
      <Box>
        <Text fontWeight="medium" mb="1">
          What they agreed to
        </Text>
        <Text color="fg.muted" whiteSpace="pre-line">
          {lead.agreed_to}
        </Text>
      </Box>
    </Stack>
  );
}
