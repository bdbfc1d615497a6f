import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { errorMessage, isNotFound } from 'shared-api';
import type { CourseEnrolment } from '../../shapes';
import { Badge, Box, Button, Card, EmptyState, formatDateTime, Heading, PageFrame, PageSection, RouterLink, SimpleGrid, Stack, Text, useSearchParams } from 'shared-ui';
import { i18n } from '#i18n';
import { useEnrolment } from '../../api';
import { enrolmentStatus } from '../../enrolment-status';
import { Fact } from '../../Fact';
import { coursePath, dashboardCareerCertificatesPath } from '../../paths';

const BackToProgrammes = () => (
  <Button asChild colorPalette="brand" variant="outline">
    <RouterLink to={dashboardCareerCertificatesPath}>
      <Trans>See the certificate programmes</Trans>
    </RouterLink>
  </Button>
);

/** After enrolling (second spec §2.12): the enrolment, looked up by its hashed id, and what happens next. */
export default function CourseThankyouPage() {
  const [search] = useSearchParams();
  const hashed = search.get('id')?.trim() ?? '';
  const query = useEnrolment(hashed);
  return (
    <PageSection title={t`Thank You`} width="3xl">
      {!hashed ? (
        <EmptyState title={t`No enrolment found`} description={t`This page shows an enrolment from the link you are given when you enrol.`} action={<BackToProgrammes />} />
      ) : query.status === 'error' && isNotFound(query.error) ? (
        <EmptyState title={errorMessage(query.error)} description={t`Check the link, or open the course to see your application.`} action={<BackToProgrammes />} />
      ) : (
        <PageFrame query={query} what={t`your enrolment`}>
          {(enrolment) => <EnrolmentView enrolment={enrolment} />}
        </PageFrame>
      )}
    </PageSection>
  );
}

function EnrolmentView({ enrolment }: { enrolment: CourseEnrolment }) {
  const status = enrolmentStatus[enrolment.status];
  const title = enrolment.course.title;
  const meaning = i18n._(status.meaning);
  return (
    <Stack gap="6">
      <Text fontSize="lg">
        <Trans>
          Thank you for enrolling in <strong>{title}</strong>. {meaning}
        </Trans>
      </Text>
      <Card.Root>
        <Card.Body>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
            <Fact label={t`Course`}>{enrolment.course.title}</Fact>
            <Fact label={t`Program`}>{enrolment.program.title}</Fact>
            <Fact label={t`Name`}>{enrolment.user_name}</Fact>
            <Fact label={t`E-mail`}>
              <Box as="span" dir="ltr">
                {enrolment.user_email}
              </Box>
            </Fact>
            <Fact label={t`Status`}>
              <Badge colorPalette={status.palette}>{i18n._(status.label)}</Badge>
            </Fact>
            <Fact label={t`Applied on`}>
              <time dateTime={enrolment.created_at}>{formatDateTime(enrolment.created_at)}</time>
            </Fact>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Stack gap="2" as="section" aria-labelledby="next-heading">
        <Heading as="h2" size="md" id="next-heading">
          <Trans>What happens next</Trans>
        </Heading>
        <Text>{i18n._(status.next)}</Text>
      </Stack>
      <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
        <RouterLink to={coursePath(enrolment.course)}>
          <Trans>Go to the course page</Trans>
        </RouterLink>
      </Button>
    </Stack>
  );
}
