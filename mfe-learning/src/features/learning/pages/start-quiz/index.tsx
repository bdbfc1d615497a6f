import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Heading, Island, PageFrame, PageSection, RouterLink, Stack, Text, useParams } from 'shared-ui';
import { useCourseQuiz, useQuizEligibility } from '../../api';
import { dashboardCareerCertificatesPath, getCertifiedPath } from '../../paths';
import { QuizForm } from './QuizForm';

const missingCourse = () => ({ title: t`This course does not exist`, back: { to: dashboardCareerCertificatesPath, label: t`See the certificate programmes` } });

/**
 * The quiz (second spec §2.13, §4): eligibility is asked first, and the questions are read only for an eligible member.
 * A quiz that staff changed meanwhile is a new form (keyed by its questionnaire), with nothing kept from the old one.
 * A member's page of islands (decision 043): its questions are the server's HTML, answered with the browser's own radio
 * buttons and text boxes before any script; the form hydrates once the page is idle, takes what was given before, and
 * sends it.
 */
export default function StartQuizPage() {
  const { courseId = '' } = useParams();
  const eligibility = useQuizEligibility(courseId);
  const quiz = useCourseQuiz(courseId, eligibility.data?.eligible === true);
  return (
    <PageSection title={t`Quiz`} lead={quiz.data?.course_title} width="3xl">
      <PageFrame query={eligibility} what={t`whether you can take this quiz`} notFound={missingCourse()}>
        {({ eligible, message }) =>
          eligible ? (
            <PageFrame query={quiz} what={t`the quiz`} notFound={missingCourse()}>
              {(data) => (
                <Island name="quiz" when="visible">
                  <QuizForm key={data.quiz_questionnaire.id} quiz={data} />
                </Island>
              )}
            </PageFrame>
          ) : (
            <NotEligible message={message} courseId={courseId} />
          )
        }
      </PageFrame>
    </PageSection>
  );
}

function NotEligible({ message, courseId }: { message: string; courseId: string }) {
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="l3" p={{ base: 5, md: 8 }} role="alert" aria-labelledby="not-eligible">
      <Heading as="h2" size="lg" id="not-eligible">
        <Trans>We&apos;re sorry you&apos;re not eligible for this Quiz.</Trans>
      </Heading>
      <Text>{message}</Text>
      <Button asChild colorPalette="brand" variant="outline" alignSelf="start">
        <RouterLink to={getCertifiedPath(courseId)}>
          <Trans>See the quiz instructions</Trans>
        </RouterLink>
      </Button>
    </Stack>
  );
}
