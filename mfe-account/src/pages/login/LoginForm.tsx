import { signIn } from 'shared-api';
import { loginSchema, type LoginInput } from 'shared-api/validation';
import { Stack, submitCall } from 'shared-ui';
import { Form, Formik, SubmitButton, TextField } from 'shared-ui/forms';
import { useAfterSignIn } from '../../features/auth/useAfterSignIn';

const initialValues: LoginInput = { email: '', password: '' };

export function LoginForm() {
  const afterSignIn = useAfterSignIn();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={loginSchema}
      onSubmit={submitCall((values) => signIn(loginSchema.cast(values)), { onSuccess: () => afterSignIn() })}
    >
      <Form noValidate aria-label="Login">
        <Stack gap="4">
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
          <SubmitButton width="full" mt="2">
            Login
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
