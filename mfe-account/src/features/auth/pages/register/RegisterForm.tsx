import { t } from '@lingui/core/macro';
import { registerMember, track } from 'shared-api';
import type { RegisterInput } from 'shared-api/validation';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { useAfterSignIn } from '../../useAfterSignIn';
import { NewPasswordField } from '../../../forms/NewPasswordField';
import { registerSchema } from '../../../forms/schemas';

const initialValues: RegisterInput = { name: '', email: '', phone: '', password: '' };

export function RegisterForm() {
  const afterSignIn = useAfterSignIn();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={registerSchema}
      onSubmit={submitCall(async (values) => registerMember(await registerSchema.cast(values)), {
        onSuccess: () => {
          track('Lead');
          afterSignIn();
        },
      })}
    >
      <Form noValidate aria-label={t`Register`}>
        <Stack gap="4">
          <TextField name="name" label={t`Full name`} autoComplete="name" required />
          <TextField name="email" label={t`Email`} type="email" autoComplete="email" required />
          <TextField name="phone" label={t`Contact number`} type="tel" autoComplete="tel" required />
          <NewPasswordField label={t`Password`} />
          <SubmitButton width="full" mt="2">
            {t`Register`}
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
