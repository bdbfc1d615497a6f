import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { requestPasswordReset } from '../../requests';
import type { ForgotPasswordInput } from 'shared-api/validation';
import { Alert, Card, Link, PageSection, RouterLink, Stack, submitCall, Text } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { forgotPasswordSchema } from '../../../forms/schemas';

const initialValues: ForgotPasswordInput = { email: '' };

export default function ForgotPasswordPage() {
  // The server answers the same whatever the address, so the page only repeats its message.
  const [sent, setSent] = useState<string | null>(null);
  return (
    <PageSection title={t`Forgot Password`} lead={t`Enter the email you registered with and we'll send you a link to reset your password.`} width="md">
      <Card.Root>
        <Card.Body>
          {sent !== null ? (
            <Alert.Root status="success" role="status" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Description>{sent}</Alert.Description>
            </Alert.Root>
          ) : (
            <Formik
              initialValues={initialValues}
              validationSchema={forgotPasswordSchema}
              onSubmit={submitCall(async (values) => requestPasswordReset(await forgotPasswordSchema.cast(values)), {
                onSuccess: ({ message }) => setSent(message),
              })}
            >
              <Form noValidate aria-label={t`Forgot password`}>
                <Stack gap="4">
                  <TextField name="email" label={t`Email`} type="email" autoComplete="email" required />
                  <SubmitButton width="full">{t`Send reset link`}</SubmitButton>
                </Stack>
              </Form>
            </Formik>
          )}
          <Text mt="5" fontSize="sm" textAlign="center">
            <Trans>
              Remembered it?{' '}
              <Link asChild colorPalette="brand" fontWeight="semibold">
                <RouterLink to="/login">Back to Login</RouterLink>
              </Link>
            </Trans>
          </Text>
        </Card.Body>
      </Card.Root>
    </PageSection>
  );
}
