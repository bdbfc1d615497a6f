import { BackLink, Card, Heading, PageFrame, PageSection, Stack, Text, useParams } from 'shared-ui';
import { useStaffProgram } from '../../api';
import { ProgramForm } from './ProgramForm';
import { QuestionnaireForm } from './QuestionnaireForm';

/** Staff: a programme's page text and Register Now course, and the questionnaire members answer when they enrol. */
export default function StaffProgramPage() {
  const { programId = '' } = useParams();
  const query = useStaffProgram(programId);
  return (
    <PageSection title={query.data?.title ?? 'Programme'} width="3xl">
      <BackLink to="/staff/learning" mb="4">
        All programmes and courses
      </BackLink>
      <PageFrame query={query} what="this programme" notFound={{ title: 'This programme does not exist', back: { to: '/staff/learning', label: 'Back to learning' } }}>
        {(program) => (
          <Stack gap="8">
            <Card.Root>
              <Card.Body>
                <ProgramForm key={program.id} program={program} />
              </Card.Body>
            </Card.Root>
            <Stack as="section" aria-labelledby="questionnaire-heading" gap="3">
              <Heading id="questionnaire-heading" as="h2" size="md">
                Enrolment questionnaire
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Members answer these questions when they enrol in any of this programme’s courses; staff read the answers on each course’s enrolments. Saving replaces the questionnaire for new
                enrolments: enrolments already made keep the questions and answers they had.
              </Text>
              <QuestionnaireForm key={`${program.id}-${program.questionnaire?.id ?? 'none'}`} program={program} />
            </Stack>
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
