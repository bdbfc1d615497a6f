import { updateAccount } from 'shared-api';
import { profileUpdateSchema, type ProfileUpdateInput } from 'shared-api/validation';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';

/** Name, e-mail and phone; updateAccount keeps the fresh token the server answers with. */
export function AccountForm({ initial, onSaved }: { initial: ProfileUpdateInput; onSaved: (values: ProfileUpdateInput) => void }) {
  return (
    <Formik
      initialValues={initial}
      validationSchema={profileUpdateSchema}
      onSubmit={submitCall((values) => updateAccount(profileUpdateSchema.cast(values)), {
        onSuccess: (_, __, values) => onSaved(profileUpdateSchema.cast(values)),
      })}
    >
      <Form noValidate aria-labelledby="account-form-heading">
        <Stack gap="4">
          <TextField name="name" label="Full name" autoComplete="name" required />
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField name="phone" label="Contact number" type="tel" autoComplete="tel" required />
          <SubmitButton alignSelf="start">Update profile</SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
