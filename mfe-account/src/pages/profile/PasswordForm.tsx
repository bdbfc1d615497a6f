import { t } from '@lingui/core/macro';
import type { PasswordUpdateInput } from 'shared-api/validation';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { passwordUpdateSchema } from '../../features/forms/schemas';
import { useUpdatePassword } from '../../features/member/api';

const initialValues: PasswordUpdateInput = { old_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const update = useUpdatePassword();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={passwordUpdateSchema}
      onSubmit={submitCall((values: PasswordUpdateInput) => update.mutateAsync(values), {
        // Passwords should not linger in the page once they have been changed.
        onSuccess: (_, { resetForm }) => resetForm(),
      })}
    >
      <Form noValidate aria-labelledby="password-form-heading">
        <Stack gap="4">
          <TextField name="old_password" label={t`Current password`} type="password" autoComplete="current-password" required />
          <TextField name="password" label={t`New password`} type="password" autoComplete="new-password" required />
          <TextField name="password_confirmation" label={t`Confirm new password`} type="password" autoComplete="new-password" required />
          <SubmitButton alignSelf="start">{t`Update password`}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
