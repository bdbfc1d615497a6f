import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { track, VOLUNTEER_KINDS, type VolunteerKind } from 'shared-api';
import { Alert, Button, Card, PageSection, Stack, submitCall, Text, useLocation, type MessageDescriptor } from 'shared-ui';
import { i18n } from '#i18n';
import { Form, Formik, lazySchema, SubmitButton, TextareaField } from 'shared-ui/forms';
import { volunteerKindLabel } from '../../../directory/labels';
import { useApplyToVolunteer } from '../../api';
import type { VolunteerInput } from '../../validation';

// Loaded when the form first validates, not with the page: yup and the schemas are 17.5 KB gzip.
const volunteerSchema = lazySchema(() => import('../../validation').then((m) => m.volunteerSchema));

const LEADS: Record<VolunteerKind, MessageDescriptor> = {
  chapter: msg`Help build the association in your city: organise members, share news and speak for freelancers locally.`,
  ambassador: msg`Bring the association to your university: tell students about freelancing and help them join.`,
  meetup: msg`Host a meetup of freelancers near you: we help with the venue, speakers and spreading the word.`,
  speaker: msg`Share what you know: speak or train at our events, workshops and online sessions.`,
};

const DESCRIPTION_MAX = 5000;

/**
 * One of the four volunteer applications (second spec §2.7): the page's path says which. The shell shows the
 * complete-profile notice instead of the form while the profile is incomplete; the server refuses it too.
 */
export default function VolunteerPage() {
  const { pathname } = useLocation();
  const kind = VOLUNTEER_KINDS.find((k) => k.path === pathname.replace(/\/+$/, '')) ?? VOLUNTEER_KINDS[0];
  const [sent, setSent] = useState<string | null>(null);
  const initialValues: VolunteerInput = { for: kind.value, description: '' };
  const apply = useApplyToVolunteer();
  const label = volunteerKindLabel(kind);

  return (
    <PageSection title={label} lead={i18n._(LEADS[kind.value])} width="3xl">
      <Card.Root>
        <Card.Body>
          {sent !== null ? (
            <Stack gap="4" align="start">
              <Alert.Root status="success" role="status" borderRadius="l2">
                <Alert.Indicator />
                <Alert.Description>{sent}</Alert.Description>
              </Alert.Root>
              <Button variant="outline" colorPalette="brand" onClick={() => setSent(null)}>
                <Trans>Send another application</Trans>
              </Button>
            </Stack>
          ) : (
            <Formik
              key={kind.value}
              initialValues={initialValues}
              validationSchema={volunteerSchema}
              onSubmit={submitCall(async (values: VolunteerInput) => apply.mutateAsync(await volunteerSchema.cast({ ...values, for: kind.value })), {
                onSuccess: ({ message }) => {
                  track('SubmitApplication', { for: kind.value });
                  setSent(message);
                },
              })}
            >
              <Form noValidate aria-label={t`${label} application`}>
                <Stack gap="4">
                  <TextareaField
                    name="description"
                    label={t`About you`}
                    helper={t`Tell us a bit about yourself: what you do, where you are and why you would like to help.`}
                    rows={6}
                    maxLength={DESCRIPTION_MAX}
                    required
                  />
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>Our team reads every application and gets in touch by e-mail.</Trans>
                  </Text>
                  <SubmitButton alignSelf={{ base: 'stretch', md: 'start' }}>
                    <Trans>Submit application</Trans>
                  </SubmitButton>
                </Stack>
              </Form>
            </Formik>
          )}
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}
