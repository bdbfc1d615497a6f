import { useState } from 'react';
import type { StaffCourseEnrolment } from 'shared-api';
import { Box, Button, Card, chakra, formatDateTime, HStack, Link, RouterLink, Stack, Text } from 'shared-ui';
import { EnrolmentBadge } from '../../features/staff/course-parts';
import { DecisionDialog, type Decision } from './DecisionDialog';

const DECISION_PALETTE = { accepted: 'brand', declined: 'red' } as const;

/** One enrolment: who, when, what they answered, and the decision (or the buttons that make it). */
export function EnrolmentRow({ enrolment }: { enrolment: StaffCourseEnrolment }) {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const { member } = enrolment;
  // A decision can be changed: an accepted member may still be declined, and the other way round.
  const offered: Decision[] = enrolment.status === 'pending' ? ['accepted', 'declined'] : enrolment.status === 'accepted' ? ['declined'] : ['accepted'];
  return (
    <li>
      <Card.Root as="article" variant="outline" size="sm" aria-label={member.name}>
        <Card.Body gap="2">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="0.5" minW="0">
              <Link asChild fontWeight="semibold" color="brand.fg">
                <RouterLink to={`/member/${member.member_id}`}>{member.name}</RouterLink>
              </Link>
              <Text fontSize="sm" overflowWrap="anywhere">
                {member.email}
                {member.phone && ` · ${member.phone}`} · <chakra.span color="fg.muted">Member {member.member_id}</chakra.span>
              </Text>
            </Stack>
            <EnrolmentBadge status={enrolment.status} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Enrolled <time dateTime={enrolment.created_at}>{formatDateTime(enrolment.created_at)}</time>
            {enrolment.decided_at && (
              <>
                {' '}
                · decided <time dateTime={enrolment.decided_at}>{formatDateTime(enrolment.decided_at)}</time>
                {enrolment.decided_by && ` by ${enrolment.decided_by}`}
              </>
            )}
          </Text>
          <Answers answers={enrolment.answers} />
          <HStack gap="2" wrap="wrap">
            {offered.map((decision) => (
              <Button key={decision} size="sm" variant={enrolment.status === 'pending' && decision === 'accepted' ? 'solid' : 'outline'} colorPalette={DECISION_PALETTE[decision]} onClick={() => setDeciding(decision)}>
                {decision === 'accepted' ? 'Accept' : 'Decline'}
              </Button>
            ))}
          </HStack>
        </Card.Body>
      </Card.Root>
      {deciding && <DecisionDialog enrolment={enrolment} decision={deciding} onClose={() => setDeciding(null)} />}
    </li>
  );
}

/** The questionnaire as the member answered it, folded: a list of enrolments stays short to scan. */
function Answers({ answers }: { answers: StaffCourseEnrolment['answers'] }) {
  if (answers.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No questionnaire answers.
      </Text>
    );
  }
  return (
    <chakra.details fontSize="sm">
      <chakra.summary cursor="pointer" color="brand.fg">
        Answers ({answers.length})
      </chakra.summary>
      <Box as="dl" mt="2" display="grid" gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }} columnGap="4" rowGap="1">
        {answers.map((a, i) => (
          <Box key={i} display="contents">
            <chakra.dt fontWeight="medium" overflowWrap="anywhere">
              {a.question}
            </chakra.dt>
            <chakra.dd m="0" mb={{ base: '2', md: '0' }} overflowWrap="anywhere" whiteSpace="pre-wrap">
              {a.answer}
            </chakra.dd>
          </Box>
        ))}
      </Box>
    </chakra.details>
  );
}
