import type { StaffQuizResult } from '../../shapes';
import { Badge, Box, chakra, formatDateTime, HStack, Link, RouterLink, Stack, Text } from 'shared-ui';

export const scoreOf = (result: StaffQuizResult) => `${result.scored_points} / ${result.total_points} (${result.percentage}%)`;

/** Passed or failed, and Certified when the member holds the course's certificate. */
export function Outcome({ result }: { result: StaffQuizResult }) {
  return (
    <HStack gap="1.5" display="inline-flex">
      <Badge colorPalette={result.passed ? 'green' : 'red'} variant="subtle">
        {result.passed ? 'Passed' : 'Failed'}
      </Badge>
      {result.certified && (
        <Badge colorPalette="brand" variant="subtle">
          Certified
        </Badge>
      )}
    </HStack>
  );
}

/** One attempt in the side panel: who, the score and outcome, when, and the text answers to read (they are not scored). */
export function ResultDetail({ result }: { result: StaffQuizResult }) {
  const { member } = result;
  return (
    <Stack gap="4" fontSize="sm">
      <Stack gap="0.5">
        <Link asChild fontWeight="semibold" color="brand.fg" alignSelf="start">
          <RouterLink to={`/member/${member.member_id}`}>{member.name}</RouterLink>
        </Link>
        <Text color="fg.muted" overflowWrap="anywhere">
          {[member.email, member.phone].filter(Boolean).join(' · ')} ·{' '}
          <chakra.span whiteSpace="nowrap">MEMBER ID {member.member_id_formatted}</chakra.span>
        </Text>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Text>Attempt {result.attempt_number}</Text>
        <Text fontWeight="medium">{scoreOf(result)}</Text>
        <Outcome result={result} />
      </HStack>
      <Text color="fg.muted">
        Submitted <time dateTime={result.submitted_at}>{formatDateTime(result.submitted_at)}</time>
      </Text>
      {result.text_answers.length > 0 ? (
        <Box>
          <Text fontWeight="medium" mb="2">
            Text answers ({result.text_answers.length})
          </Text>
          <Stack as="dl" gap="2">
            {result.text_answers.map((a, i) => (
              <div key={i}>
                <chakra.dt fontWeight="medium" overflowWrap="anywhere">
                  {a.question}
                </chakra.dt>
                <chakra.dd m="0" overflowWrap="anywhere" whiteSpace="pre-wrap">
                  {a.answer}
                </chakra.dd>
              </div>
            ))}
          </Stack>
        </Box>
      ) : (
        <Text color="fg.muted">No text answers.</Text>
      )}
    </Stack>
  );
}
