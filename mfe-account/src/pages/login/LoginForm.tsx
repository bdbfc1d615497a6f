import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { ApiError, errorMessage, signIn } from 'shared-api';
import type { LoginInput } from 'shared-api/validation';
import { Alert, Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { useAfterSignIn } from '../../features/auth/useAfterSignIn';
import { loginSchema } from '../../features/forms/schemas';

const initialValues: LoginInput = { email: '', password: '' };

/** A refusal the fields do not carry (wrong password, too many attempts…), to say beside the form too. */
const refusalOf = (error: unknown) => (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0 ? null : errorMessage(error));

export function LoginForm() {
  const afterSignIn = useAfterSignIn();
  // Said beside the button as well as in the notification, which a person may miss or which may close first.
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = async (values: LoginInput) => {
    setRefusal(null);
    try {
      return await signIn(await loginSchema.cast(values));
    } catch (error) {
      setRefusal(refusalOf(error));
      throw error;
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submitCall(attempt, { onSuccess: () => afterSignIn() })}>
      <Form noValidate aria-label={t`Login`}>
        <Stack gap="4">
          <TextField name="email" label={t`Email`} type="email" autoComplete="email" required />
          <TextField name="password" label={t`Password`} type="password" autoComplete="current-password" required />
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <SubmitButton width="full" mt="2">
            {t`Login`}
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
