import { t } from '@lingui/core/macro';
import { resetPassword } from '../../requests';
import type { ResetPasswordInput } from 'shared-api/validation';
import { Stack, submitCall, useNavigate } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { NewPasswordField } from '../../../forms/NewPasswordField';
import { resetPasswordSchema } from '../../../forms/schemas';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const initialValues: ResetPasswordInput = { password: '', password_confirmation: '', reset_token: token };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={resetPasswordSchema}
      onSubmit={submitCall(async (values) => resetPassword(await resetPasswordSchema.cast(values)), {
        onSuccess: () => navigate('/login', { replace: true }),
      })}
    >
      <Form noValidate aria-label={t`Reset password`}>
        <Stack gap="4">
          <NewPasswordField label={t`New password`} />
          <TextField name="password_confirmation" label={t`Confirm new password`} type="password" autoComplete="new-password" required />
          <SubmitButton width="full">{t`Reset password`}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
