import type { StaffQuizResult } from 'shared-api';
import { Badge, Box, chakra, Flex, formatDateTime, HStack, Link, RouterLink, Stack, Text } from 'shared-ui';

/** One attempt in a line (wrapped on a phone), its text answers folded beneath. */
export function ResultRow({ result }: { result: StaffQuizResult }) {
  const { member } = result;
  return (
    <Box as="li" px={{ base: '3', md: '4' }} py="2.5">
      <Stack as="article" aria-label={`${member.name}, attempt ${result.attempt_number}`} gap="1.5">
        <Flex gap="2" columnGap="4" wrap="wrap" align="center">
          <Stack gap="0" flex="1 1 14rem" minW="0">
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={`/member/${member.member_id}`}>{member.name}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {member.email}
            </Text>
          </Stack>
          <Text fontSize="sm">Attempt {result.attempt_number}</Text>
          <Text fontSize="sm" fontWeight="medium">
            {result.scored_points} / {result.total_points} ({result.percentage}%)
          </Text>
          <HStack gap="1.5">
            <Badge colorPalette={result.passed ? 'green' : 'red'} variant="subtle">
              {result.passed ? 'Passed' : 'Failed'}
            </Badge>
            {result.certified && (
              <Badge colorPalette="brand" variant="subtle">
                Certified
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={result.submitted_at}>{formatDateTime(result.submitted_at)}</time>
          </Text>
        </Flex>
        {result.text_answers.length > 0 && (
          <chakra.details fontSize="sm">
            <chakra.summary cursor="pointer" color="brand.fg">
              Text answers ({result.text_answers.length})
            </chakra.summary>
            <Stack as="dl" gap="2" mt="2">
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
          </chakra.details>
        )}
      </Stack>
    </Box>
  );
}
