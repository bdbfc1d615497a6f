import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, EmptyState, PageFrame, PageSection, RouterLink, useParams } from 'shared-ui';
import { useCourseProgram } from '../../api';
import { coursePath } from '../../paths';
import { EnrolmentForm } from './EnrolmentForm';

/**
 * Enrolment (second spec §2.12): the programme's courses open for registration and its questionnaire. The route
 * keeps members with an incomplete profile out (spec §6), as the server does.
 */
export default function EnrollCoursePage() {
  const { programId = '', courseId = '', courseName = '' } = useParams();
  const query = useCourseProgram(programId);
  const back = coursePath({ id: courseId, slug: courseName });
  return (
    <PageSection title={t`Course Enrolment`} lead={query.data?.program.title} width="3xl">
      <PageFrame query={query} what={t`the enrolment form`} notFound={{ title: t`This programme does not exist`, back: { to: back, label: t`Back to the course` } }}>
        {(data) =>
          data.courses.length === 0 ? (
            <EmptyState
              title={t`Registrations are closed`}
              description={t`No course of this programme is open for registration right now. Please check again when the next round opens.`}
              action={
                <Button asChild colorPalette="brand" variant="outline">
                  <RouterLink to={back}>
                    <Trans>Back to the course</Trans>
                  </RouterLink>
                </Button>
              }
            />
          ) : (
            <EnrolmentForm data={data} courseId={courseId} />
          )
        }
      </PageFrame>
    </PageSection>
  );
}
