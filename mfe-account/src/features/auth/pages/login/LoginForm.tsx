import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { ApiError, errorMessage, signIn } from 'shared-api';
import type { LoginInput } from 'shared-api/validation';
import { Alert, pathIn, Stack, submitCall, useReferrer, useSearchParams } from 'shared-ui';
import { i18n } from '#i18n';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { useAfterSignIn } from '../../useAfterSignIn';
import { loginSchema } from '../../../forms/schemas';

const initialValues: LoginInput = { email: '', password: '' };

/**
 * Why the server sent the page back after its form was posted without the page's script (decision 038; the server's
 * `LOGIN_FAILURES`), by the name it gives in `?failed=`: the page says it as the script would have.
 */
const postFailures: Record<string, ReturnType<typeof msg>> = {
  credentials: msg`The e-mail address or password is not right. Please try again.`,
  disabled: msg`This account has been disabled. Please contact the association.`,
  wait: msg`Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.`,
  missing: msg`Please enter a valid e-mail address and your password.`,
};

/** A refusal the fields do not carry (wrong password, too many attempts…), to say beside the form too. */
const refusalOf = (error: unknown) => (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0 ? null : errorMessage(error));

export function LoginForm() {
  const afterSignIn = useAfterSignIn();
  const referrer = useReferrer();
  const [search] = useSearchParams();
  const failed = postFailures[search.get('failed') ?? ''];
  // Said beside the button as well as in the notification, which a person may miss or which may close first.
  const [refusal, setRefusal] = useState<string | null>(failed ? i18n._(failed) : null);
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
      {/* Before its script has come, or without it, the browser posts the form to the server itself (decision 038). */}
      <Form noValidate aria-label={t`Login`} method="post" action={pathIn(i18n.locale === 'ur' ? 'ur' : 'en', '/login')} data-posts="">
        <input type="hidden" name="referrer" value={referrer ?? ''} />
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
