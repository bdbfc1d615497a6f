import { errorMessage, isNotFound, type CourseEnrolment } from 'shared-api';
import { Badge, Button, Card, EmptyState, formatDateTime, Heading, PageFrame, PageSection, RouterLink, SimpleGrid, Stack, Text, useSearchParams } from 'shared-ui';
import { useEnrolment } from '../../features/learning/api';
import { enrolmentStatus } from '../../features/learning/enrolment-status';
import { Fact } from '../../features/learning/Fact';
import { coursePath, dashboardCareerCertificatesPath } from '../../features/learning/paths';

const backToProgrammes = (
  <Button asChild colorPalette="brand" variant="outline">
    <RouterLink to={dashboardCareerCertificatesPath}>See the certificate programmes</RouterLink>
  </Button>
);

/** After enrolling (second spec §2.12): the enrolment, looked up by its hashed id, and what happens next. */
export default function CourseThankyouPage() {
  const [search] = useSearchParams();
  const hashed = search.get('id')?.trim() ?? '';
  const query = useEnrolment(hashed);
  return (
    <PageSection title="Thank You" width="3xl">
      {!hashed ? (
        <EmptyState title="No enrolment found" description="This page shows an enrolment from the link you are given when you enrol." action={backToProgrammes} />
      ) : query.status === 'error' && isNotFound(query.error) ? (
        <EmptyState title={errorMessage(query.error)} description="Check the link, or open the course to see your application." action={backToProgrammes} />
      ) : (
        <PageFrame query={query} what="your enrolment">
          {(enrolment) => <EnrolmentView enrolment={enrolment} />}
        </PageFrame>
      )}
    </PageSection>
  );
}

function EnrolmentView({ enrolment }: { enrolment: CourseEnrolment }) {
  const status = enrolmentStatus[enrolment.status];
  return (
    <Stack gap="6">
      <Text fontSize="lg">
        Thank you for enrolling in <strong>{enrolment.course.title}</strong>. {status.meaning}
      </Text>
      <Card.Root>
        <Card.Body>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
            <Fact label="Course">{enrolment.course.title}</Fact>
            <Fact label="Program">{enrolment.program.title}</Fact>
            <Fact label="Name">{enrolment.user_name}</Fact>
            <Fact label="E-mail">{enrolment.user_email}</Fact>
            <Fact label="Status">
              <Badge colorPalette={status.palette}>{status.label}</Badge>
            </Fact>
            <Fact label="Applied on">
              <time dateTime={enrolment.created_at}>{formatDateTime(enrolment.created_at)}</time>
            </Fact>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Stack gap="2" as="section" aria-labelledby="next-heading">
        <Heading as="h2" size="md" id="next-heading">
          What happens next
        </Heading>
        <Text>{status.next}</Text>
      </Stack>
      <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
        <RouterLink to={coursePath(enrolment.course)}>Go to the course page</RouterLink>
      </Button>
    </Stack>
  );
}
