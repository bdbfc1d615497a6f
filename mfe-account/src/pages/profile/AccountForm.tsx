import { updateAccount } from 'shared-api';
import { profileUpdateSchema, type ProfileUpdateInput } from 'shared-api/validation';
import { notifySuccess, Stack } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { reportFailure } from '../../features/forms/report-failure';

/** Name, e-mail and phone; updateAccount keeps the fresh token the server answers with. */
export function AccountForm({ initial, onSaved }: { initial: ProfileUpdateInput; onSaved: (values: ProfileUpdateInput) => void }) {
  return (
    <Formik
      initialValues={initial}
      validationSchema={profileUpdateSchema}
      onSubmit={async (values, { setErrors }) => {
        try {
          const input = profileUpdateSchema.cast(values);
          const { message } = await updateAccount(input);
          notifySuccess(message);
          onSaved(input);
        } catch (error) {
          reportFailure(error, setErrors);
        }
      }}
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
