import { VOLUNTEER_KINDS } from 'shared-api';
import type { StaffVolunteerApplication } from '../../shapes';
import { Badge, formatDateTime, HStack, Link, RouterLink, Stack, Text } from 'shared-ui';

export const kindLabel = (kind: string) => VOLUNTEER_KINDS.find((k) => k.value === kind)?.label ?? kind;

export const KindBadge = ({ kind }: { kind: string }) => (
  <Badge colorPalette="brand" variant="subtle">
    {kindLabel(kind)}
  </Badge>
);

/** An application in the side panel: who (linking to their profile), what for, when, and what they wrote in full. */
export function ApplicationDetail({ application }: { application: StaffVolunteerApplication }) {
  const { applicant } = application;
  return (
    <Stack gap="4" fontSize="sm">
      <Link asChild fontWeight="semibold" color="brand.fg" alignSelf="start">
        <RouterLink to={`/member/${encodeURIComponent(applicant.member_id)}`}>{applicant.name}</RouterLink>
      </Link>
      <HStack gap="3" wrap="wrap">
        <KindBadge kind={application.for} />
        <Text color="fg.muted">
          Applied <time dateTime={application.created_at}>{formatDateTime(application.created_at)}</time>
        </Text>
      </HStack>
      <Text whiteSpace="pre-line" overflowWrap="anywhere">
        {application.description}
      </Text>
    </Stack>
  );
}
