import { t } from '@lingui/core/macro';
import { isEmailChange } from 'shared-api/limits';
import type { ProfileUpdateInput } from 'shared-api/validation';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { profileUpdateSchema } from '../../../forms/schemas';
import { useUpdateAccount } from '../../api';

type Values = ProfileUpdateInput & { current_password: string };

/** The shared rule, with the saved address as its context: a new e-mail needs the current password. */
async function validate(values: Values, currentEmail: string) {
  try {
    await profileUpdateSchema.validate(values, { abortEarly: false, context: { currentEmail } });
    return {};
  } catch (error) {
    const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
    return Object.fromEntries([...inner].reverse().map((e) => [e.path ?? '', e.message]));
  }
}

/**
 * Name, e-mail and phone; updateAccount keeps the fresh token the server answers with, and the hook puts the new name
 * and phone in the cached profile. A new e-mail asks for the current password and changes only once confirmed from its
 * inbox (the server says so in its message).
 */
export function AccountForm({ initial }: { initial: ProfileUpdateInput }) {
  const update = useUpdateAccount();
  return (
    <Formik<Values>
      initialValues={{ ...initial, current_password: '' }}
      validate={(values) => validate(values, initial.email)}
      onSubmit={submitCall(
        async ({ current_password, ...values }) =>
          update.mutateAsync(await profileUpdateSchema.cast({ ...values, ...(isEmailChange(initial.email, values.email) ? { current_password } : {}) })),
        {
          onSuccess: (result, { resetForm }, values) => {
            // The form shows the sign-in address as it is: a new one counts once confirmed.
            resetForm({ values: { name: values.name, phone: values.phone, email: result.data.email ?? values.email, current_password: '' } });
          },
        },
      )}
    >
      {({ values }) => (
        <Form noValidate aria-labelledby="account-form-heading">
          <Stack gap="4">
            <TextField name="name" label={t`Full name`} autoComplete="name" required />
            <TextField name="email" label={t`Email`} type="email" autoComplete="email" required />
            {isEmailChange(initial.email, values.email) && (
              <TextField
                name="current_password"
                label={t`Current password`}
                type="password"
                autoComplete="current-password"
                helper={t`Needed to change your e-mail. We send a link to the new address; it becomes your sign-in e-mail when you open it.`}
                required
              />
            )}
            <TextField name="phone" label={t`Contact number`} type="tel" autoComplete="tel" required />
            <SubmitButton alignSelf="start">{t`Update profile`}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
