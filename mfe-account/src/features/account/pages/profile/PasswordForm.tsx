import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import type { PasswordUpdateInput } from 'shared-api/validation';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { NewPasswordField } from '../../../forms/NewPasswordField';
import { passwordUpdateSchema } from '../../../forms/schemas';
import { useUpdatePassword } from '../../api';

const initialValues: PasswordUpdateInput = { old_password: '', password: '', password_confirmation: '' };

/** The member's name and e-mail as their account has them: a new password must not contain them. */
export interface PasswordOwner {
  name: string;
  email: string;
}

export function PasswordForm({ owner }: { owner: PasswordOwner }) {
  const update = useUpdatePassword();
  const { name, email } = owner;
  // The shared rule, given the account's name and e-mail as its context (the server checks it with the same).
  const validationSchema = useMemo(
    () => ({ validate: (values: unknown, options?: object) => passwordUpdateSchema.validate(values, { ...options, context: { name, email } }) }),
    [name, email],
  );
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submitCall((values: PasswordUpdateInput) => update.mutateAsync(values), {
        // Passwords should not linger in the page once they have been changed.
        onSuccess: (_, { resetForm }) => resetForm(),
      })}
    >
      <Form noValidate aria-labelledby="password-form-heading">
        <Stack gap="4">
          <TextField name="old_password" label={t`Current password`} type="password" autoComplete="current-password" required />
          <NewPasswordField label={t`New password`} />
          <TextField name="password_confirmation" label={t`Confirm new password`} type="password" autoComplete="new-password" required />
          <SubmitButton alignSelf="start">{t`Update password`}</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
