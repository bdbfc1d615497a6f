import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from 'shared-api';
import type { QuizInstructions } from '../../shapes';
import { Alert, Button, PageFrame, PageSection, RouterLink, Stack, Text, useNavigate, useParams } from 'shared-ui';
import { useQuizEligibility, useQuizInstructions } from '../../api';
import { coursePath, dashboardCareerCertificatesPath, startQuizPath } from '../../paths';
import { InstructionsTable } from './InstructionsTable';

const GetReadyDialog = lazy(() => import('./GetReadyDialog'));

/**
 * The quiz's instructions (second spec §2.13). Eligibility is asked first: while the member may not take the quiz,
 * the server's reason stays on the page as an error notice and Start Quiz is disabled (spec §4, §8).
 */
export default function GetCertifiedPage() {
  const { courseId = '' } = useParams();
  const query = useQuizInstructions(courseId);
  return (
    <PageSection title={t`Get Certified`} lead={query.data?.title} width="3xl">
      <PageFrame query={query} what={t`the quiz`} notFound={{ title: t`This course does not exist`, back: { to: dashboardCareerCertificatesPath, label: t`See the certificate programmes` } }}>
        {(instructions) => <Instructions instructions={instructions} />}
      </PageFrame>
    </PageSection>
  );
}

function Instructions({ instructions }: { instructions: QuizInstructions }) {
  const eligibility = useQuizEligibility(instructions.course_id);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const eligible = eligibility.data?.eligible === true;
  const refusal = eligibility.status === 'error' ? errorMessage(eligibility.error) : eligibility.data && !eligibility.data.eligible ? eligibility.data.message : null;
  return (
    <Stack gap="6">
      {refusal && (
        <Alert.Root status="error" role="alert" aria-labelledby="eligibility-title" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title id="eligibility-title">
              <Trans>Error</Trans>
            </Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {instructions.description && (
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          {instructions.description}
        </Text>
      )}
      <InstructionsTable instructions={instructions} />
      <Alert.Root status="info" variant="subtle" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>You need at least one hour of uninterrupted time to take this quiz. Start it only when you have that hour.</Trans>
        </Alert.Title>
      </Alert.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" size="lg" disabled={!eligible} loading={eligibility.status === 'pending'} loadingText={t`Checking`} onClick={() => setConfirming(true)}>
          <Trans>Start Quiz</Trans>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={coursePath({ id: instructions.course_id, slug: instructions.course_slug })}>
            <Trans>Back to the course</Trans>
          </RouterLink>
        </Button>
      </Stack>
      {confirming && (
        <Suspense fallback={null}>
          <GetReadyDialog questions={instructions.quiz_questions} onStart={() => navigate(startQuizPath(instructions.course_id))} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
