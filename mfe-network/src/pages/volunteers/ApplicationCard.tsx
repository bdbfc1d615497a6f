import type { StaffVolunteerApplication } from 'shared-api';
import { VOLUNTEER_KINDS } from 'shared-api/validation';
import { Badge, Card, formatDateTime, HStack, Link, RouterLink, Text } from 'shared-ui';

const labelOf = (kind: string) => VOLUNTEER_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** One application: what for, when, who (linking to their profile) and what they wrote. */
export function ApplicationCard({ application }: { application: StaffVolunteerApplication }) {
  return (
    <li>
      <Card.Root variant="outline" as="article">
        <Card.Body gap="2">
          <HStack gap="3" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {labelOf(application.for)}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={application.created_at}>{formatDateTime(application.created_at)}</time>
            </Text>
          </HStack>
          <Link asChild fontWeight="semibold" color="brand.fg" alignSelf="start">
            <RouterLink to={`/member/${encodeURIComponent(application.applicant.member_id)}`}>{application.applicant.name}</RouterLink>
          </Link>
          <Text whiteSpace="pre-line">{application.description}</Text>
        </Card.Body>
      </Card.Root>
    </li>
  );
}
