import { useState } from 'react';
import type { StaffCourseEnrolment } from '../../shapes';
import { Box, Button, chakra, formatDateTime, HStack, Link, RouterLink, Stack, Text } from 'shared-ui';
import { useDecideEnrolment } from '../../api';
import { coursePaths, EnrolmentBadge } from '../../staff/course-parts';
import { DecisionDialog, type Decision } from './DecisionDialog';

const DECISION_PALETTE = { accepted: 'brand', declined: 'red' } as const;

/**
 * One enrolment in the side panel: who (by name and MEMBER ID), when, what they answered, and the decision (or the
 * buttons that make it); in every course's list, also the course.
 */
export function EnrolmentDetail({ enrolment, showCourse = false }: { enrolment: StaffCourseEnrolment; showCourse?: boolean }) {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const decide = useDecideEnrolment();
  const { member } = enrolment;
  // A decision can be changed: an accepted member may still be declined, and the other way round.
  const offered: Decision[] = enrolment.status === 'pending' ? ['accepted', 'declined'] : enrolment.status === 'accepted' ? ['declined'] : ['accepted'];
  return (
    <Stack gap="4" fontSize="sm">
      <Stack gap="0.5" minW="0">
        <Link asChild fontWeight="semibold" color="brand.fg" alignSelf="start">
          <RouterLink to={`/member/${member.member_id}`}>{member.name}</RouterLink>
        </Link>
        <Text overflowWrap="anywhere">
          {member.email}
          {member.phone && ` · ${member.phone}`} ·{' '}
          <chakra.span color="fg.muted" whiteSpace="nowrap">
            MEMBER ID {member.member_id_formatted}
          </chakra.span>
        </Text>
      </Stack>
      {showCourse && (
        <Text>
          Course:{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={coursePaths.enrolments(enrolment.course.id)}>{enrolment.course.name}</RouterLink>
          </Link>
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <EnrolmentBadge status={enrolment.status} />
        <Text color="fg.muted">
          Enrolled <time dateTime={enrolment.created_at}>{formatDateTime(enrolment.created_at)}</time>
          {enrolment.decided_at && (
            <>
              {' '}
              · decided <time dateTime={enrolment.decided_at}>{formatDateTime(enrolment.decided_at)}</time>
              {enrolment.decided_by && ` by ${enrolment.decided_by}`}
            </>
          )}
        </Text>
      </HStack>
      <Answers answers={enrolment.answers} />
      <HStack gap="2" wrap="wrap">
        {offered.map((decision) => (
          <Button key={decision} size="sm" variant={enrolment.status === 'pending' && decision === 'accepted' ? 'solid' : 'outline'} colorPalette={DECISION_PALETTE[decision]} onClick={() => setDeciding(decision)}>
            {decision === 'accepted' ? 'Accept' : 'Decline'}
          </Button>
        ))}
      </HStack>
      {deciding && <DecisionDialog who={member.name} decision={deciding} onDecide={(input) => decide.mutateAsync({ enrolmentId: enrolment.id, ...input })} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}

/** The questionnaire as the member answered it. */
function Answers({ answers }: { answers: StaffCourseEnrolment['answers'] }) {
  if (answers.length === 0) return <Text color="fg.muted">No questionnaire answers.</Text>;
  return (
    <Box>
      <Text fontWeight="medium" mb="2">
        Answers ({answers.length})
      </Text>
      <Stack as="dl" gap="2">
        {answers.map((a, i) => (
          <div key={i}>
            <chakra.dt fontWeight="medium" overflowWrap="anywhere">
              {a.question}
            </chakra.dt>
            <chakra.dd m="0" overflowWrap="anywhere" whiteSpace="pre-wrap" color="fg.muted">
              {a.answer}
            </chakra.dd>
          </div>
        ))}
      </Stack>
    </Box>
  );
}
