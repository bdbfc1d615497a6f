import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { QuizResult } from '../../shapes';
import { Alert, Badge, Box, Button, Card, Heading, HStack, Link, PageFrame, PageSection, RouterLink, SimpleGrid, Stack, Text, useParams } from 'shared-ui';
import { i18n } from '#i18n';
import { useQuizResult } from '../../api';
import { CertificateButton } from '../../CertificateButton';
import { Fact } from '../../Fact';
import { coursePath, dashboardCareerCertificatesPath, startQuizPath } from '../../paths';

/** The attempt's status as the member reads it. */
const statusLabel = { Passed: msg`Passed`, Failed: msg`Failed` } as const;

/** A quiz attempt's result (second spec §2.13): the pass view with the certificate, or the fail view with Try Again. */
export default function QuizResultPage() {
  const { attemptId = '' } = useParams();
  const query = useQuizResult(attemptId);
  return (
    <PageSection title={t`Quiz Result`} lead={query.data?.course} width="3xl">
      {/* spec §8: an attempt that is not the member's, or none at all, is "No attempt found" */}
      <PageFrame query={query} what={t`your result`} notFound={{ title: t`No attempt found`, back: { to: dashboardCareerCertificatesPath, label: t`See the certificate programmes` } }}>
        {(result) => <ResultView result={result} />}
      </PageFrame>
    </PageSection>
  );
}

function ResultView({ result }: { result: QuizResult }) {
  // spec §2.13: on failure the feedback questionnaire waits until the last attempt is used.
  const { scored_points: scored, total_points: total, passing_points: passing, attempt_number: attempt, allowed_attempts: allowed } = result;
  const feedback = result.post_program_questionnaire_link && (result.quiz_cleared || result.attempts >= result.allowed_attempts) ? result.post_program_questionnaire_link : null;
  return (
    <Stack gap="6">
      <Card.Root variant="outline" borderColor={result.quiz_cleared ? 'green.solid' : 'red.solid'} borderTopWidth="4px">
        <Card.Body gap="5">
          <Stack gap="2">
            <Heading as="h2" size="xl">
              {result.quiz_cleared ? t`Congratulations! You passed the quiz.` : t`You did not pass the quiz this time.`}
            </Heading>
            <Text color="fg.muted">
              {result.quiz_cleared
                ? t`Your certificate is ready to download.`
                : t`You scored ${scored} of ${total}. The pass mark is ${passing} of ${total}.`}
            </Text>
          </Stack>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
            <Fact label={t`Attempt`}>{t`${attempt} of ${allowed}`}</Fact>
            <Fact label={t`Score`}>{t`${scored} of ${total}`}</Fact>
            <Fact label={t`Status`}>{i18n._(statusLabel[result.status])}</Fact>
          </SimpleGrid>
          <Actions result={result} />
        </Card.Body>
      </Card.Root>
      <Review result={result} />
      {feedback && (
        <Alert.Root status="info" variant="subtle" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Tell us how the program went</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Please fill in our short feedback questionnaire: it helps us improve the next batch.</Trans>{' '}
              <Link href={feedback} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
                <Trans>Open the feedback questionnaire</Trans>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
        <RouterLink to={coursePath({ id: result.course_id, slug: result.course_slug })}>
          <Trans>Back to the course</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}

function Actions({ result }: { result: QuizResult }) {
  if (result.quiz_cleared) return <CertificateButton attemptId={result.id} size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} />;
  const left = result.attempts_remaining;
  if (left > 0) {
    return (
      <Stack gap="2" align={{ base: 'stretch', sm: 'start' }}>
        <Button asChild colorPalette="brand" size="lg">
          {/* straight to the questions: the member read the instructions before the first attempt */}
          <RouterLink to={startQuizPath(result.course_id)}>
            <Trans>Try Again</Trans>
          </RouterLink>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {plural(left, { one: 'You have # attempt left.', other: 'You have # attempts left.' })}
        </Text>
      </Stack>
    );
  }
  return <Text fontWeight="medium">
      <Trans>You have used all your attempts for this quiz.</Trans>
    </Text>;
}

type Reviewed = QuizResult['review'][number];

/**
 * The attempt a question at a time (decision 037): the member's answer and whether it earned its points. The right
 * answer to a missed question is named only once it cannot help a later attempt; until then the member is told so.
 */
function Review({ result }: { result: QuizResult }) {
  if (!result.review.length) return null;
  const missed = result.review.some((q) => q.correct === false);
  return (
    <Stack as="section" gap="4" aria-labelledby="quiz-review">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="quiz-review">
          <Trans>Your answers</Trans>
        </Heading>
        {missed && !result.answers_shown && (
          <Text color="fg.muted" fontSize="sm">
            <Trans>The right answers are shown once you pass or have used all your attempts.</Trans>
          </Text>
        )}
      </Stack>
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
        {result.review.map((question) => (
          <ReviewedQuestion key={question.number} question={question} />
        ))}
      </Stack>
    </Stack>
  );
}

function ReviewedQuestion({ question }: { question: Reviewed }) {
  const { number, correct, earned, points } = question;
  const palette = correct === null ? 'gray' : correct ? 'green' : 'red';
  // Staff write the questions in either language: each text takes its own direction (dir="auto", <bdi>).
  return (
    <Box as="li" borderWidth="1px" borderInlineStartWidth="4px" borderInlineStartColor={correct === null ? 'border.emphasized' : `${palette}.solid`} borderRadius="l2" p={{ base: 4, md: 5 }}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            {t`Question ${number}`}
          </Text>
          <Badge colorPalette={palette} variant="subtle" size="md">
            {correct === null ? t`Not scored` : correct ? t`Correct` : t`Not correct`}
          </Badge>
        </HStack>
        <Text dir="auto" fontWeight="semibold" overflowWrap="anywhere" whiteSpace="pre-line">
          {question.question}
        </Text>
        <Text overflowWrap="anywhere" whiteSpace="pre-line">
          <Text as="span" color="fg.muted">
            {t`Your answer:`}
          </Text>{' '}
          <bdi>{question.answer}</bdi>
        </Text>
        {question.correct_answer !== null && (
          <Text overflowWrap="anywhere">
            <Text as="span" color="fg.muted">
              {t`The right answer:`}
            </Text>{' '}
            <Text as="bdi" fontWeight="medium">
              {question.correct_answer}
            </Text>
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {correct === null
            ? t`Kept for the association to read; it does not count towards your score.`
            : plural(points, { one: `${earned} of # point`, other: `${earned} of # points` })}
        </Text>
      </Stack>
    </Box>
  );
}
