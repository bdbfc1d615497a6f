import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { CourseDetail } from '../../shapes';
import { Alert, Badge, Button, Card, Heading, RouterLink, Skeleton, Stack, Text } from 'shared-ui';
import { i18n } from '#i18n';
import { useCertifiedAttempt } from '../../api';
import { CertificateButton } from '../../CertificateButton';
import { enrolmentStatus } from '../../enrolment-status';
import { enrolPath, getCertifiedPath } from '../../paths';

/**
 * Register Now while registrations are open; once the member has applied, their application's status in its place
 * (whether registrations are still open or not).
 */
export function Registration({ course }: { course: CourseDetail }) {
  if (course.enrolment) {
    const status = enrolmentStatus[course.enrolment.status];
    const label = i18n._(status.label);
    return (
      <Alert.Root status={course.enrolment.status === 'declined' ? 'warning' : course.enrolment.status === 'accepted' ? 'success' : 'info'} variant="subtle" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>
              Your application: <Badge colorPalette={status.palette}>{label}</Badge>
            </Trans>
          </Alert.Title>
          <Alert.Description>{i18n._(status.meaning)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (course.registrations_closed) {
    return (
      <Text color="fg.muted" fontWeight="medium">
        <Trans>Registrations Closed</Trans>
      </Text>
    );
  }
  return (
    <Button asChild colorPalette="brand" size="lg">
      <RouterLink to={enrolPath(course.program.id, course)}>
        <Trans>Register Now</Trans>
      </RouterLink>
    </Button>
  );
}

/** Get Certified, or once certified Retake Quiz and the certificate (spec §2.11). */
export function Certification({ course }: { course: CourseDetail }) {
  const certified = useCertifiedAttempt(course.id);
  const attemptId = certified.data?.id;
  return (
    <Card.Root variant="subtle" as="section" aria-labelledby="certification-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="certification-heading">
          <Trans>Certification</Trans>
        </Heading>
        {certified.status === 'pending' ? (
          <Skeleton h="10" aria-label={t`Checking your certificate`} />
        ) : attemptId ? (
          <Stack gap="3">
            <Text>
              <Trans>You passed this course’s quiz. Your certificate is ready.</Trans>
            </Text>
            <CertificateButton attemptId={attemptId} />
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to={getCertifiedPath(course.id)}>
                <Trans>Retake Quiz</Trans>
              </RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            <Text color="fg.muted">
              <Trans>Take the quiz to earn this course’s certificate.</Trans>
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={getCertifiedPath(course.id)}>
                <Trans>Get Certified</Trans>
              </RouterLink>
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
