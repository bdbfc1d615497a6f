import type { QuizResult } from 'shared-api';
import { Alert, Button, Card, Heading, Link, PageFrame, PageSection, RouterLink, SimpleGrid, Stack, Text, useParams } from 'shared-ui';
import { useQuizResult } from '../../features/learning/api';
import { CertificateButton } from '../../features/learning/CertificateButton';
import { Fact } from '../../features/learning/Fact';
import { coursePath, dashboardCareerCertificatesPath, getCertifiedPath } from '../../features/learning/paths';

/** A quiz attempt's result (second spec §2.13): the pass view with the certificate, or the fail view with Try Again. */
export default function QuizResultPage() {
  const { attemptId = '' } = useParams();
  const query = useQuizResult(attemptId);
  return (
    <PageSection title="Quiz Result" lead={query.data?.course} width="3xl">
      {/* spec §8: an attempt that is not the member's, or none at all, is "No attempt found" */}
      <PageFrame query={query} what="your result" notFound={{ title: 'No attempt found', back: { to: dashboardCareerCertificatesPath, label: 'See the certificate programmes' } }}>
        {(result) => <ResultView result={result} />}
      </PageFrame>
    </PageSection>
  );
}

function ResultView({ result }: { result: QuizResult }) {
  // spec §2.13: on failure the feedback questionnaire waits until the last attempt is used.
  const feedback = result.post_program_questionnaire_link && (result.quiz_cleared || result.attempts >= result.allowed_attempts) ? result.post_program_questionnaire_link : null;
  return (
    <Stack gap="6">
      <Card.Root variant="outline" borderColor={result.quiz_cleared ? 'green.solid' : 'red.solid'} borderTopWidth="4px">
        <Card.Body gap="5">
          <Stack gap="2">
            <Heading as="h2" size="xl">
              {result.quiz_cleared ? 'Congratulations! You passed the quiz.' : 'You did not pass the quiz this time.'}
            </Heading>
            <Text color="fg.muted">
              {result.quiz_cleared
                ? 'Your certificate is ready to download.'
                : `You scored ${result.scored_points} of ${result.total_points}. The pass mark is ${result.passing_points} of ${result.total_points}.`}
            </Text>
          </Stack>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
            <Fact label="Attempt">
              {result.attempt_number} of {result.allowed_attempts}
            </Fact>
            <Fact label="Score">
              {result.scored_points} of {result.total_points}
            </Fact>
            <Fact label="Status">{result.status}</Fact>
          </SimpleGrid>
          <Actions result={result} />
        </Card.Body>
      </Card.Root>
      {feedback && (
        <Alert.Root status="info" variant="subtle" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Tell us how the program went</Alert.Title>
            <Alert.Description>
              Please fill in our short feedback questionnaire: it helps us improve the next batch.{' '}
              <Link href={feedback} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
                Open the feedback questionnaire
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
        <RouterLink to={coursePath({ id: result.course_id, slug: result.course_slug })}>Back to the course</RouterLink>
      </Link>
    </Stack>
  );
}

function Actions({ result }: { result: QuizResult }) {
  if (result.quiz_cleared) return <CertificateButton attemptId={result.id} size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} />;
  if (result.attempts_remaining > 0) {
    return (
      <Stack gap="2" align={{ base: 'stretch', sm: 'start' }}>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={getCertifiedPath(result.course_id)}>Try Again</RouterLink>
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {result.attempts_remaining === 1 ? 'You have 1 attempt left.' : `You have ${result.attempts_remaining} attempts left.`}
        </Text>
      </Stack>
    );
  }
  return <Text fontWeight="medium">You have used all your attempts for this quiz.</Text>;
}
