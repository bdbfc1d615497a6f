import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { Form, Formik, lazySchema, SubmitButton, TextField } from './forms';

type Values = { email: string; password: string };
const empty: Values = { email: '', password: '' };

/** The real sign-in schema, behind a loader the test counts and can make fail. */
function loginSchemaLoader() {
  const loader = { calls: 0, fail: false };
  const load = async () => {
    loader.calls += 1;
    if (loader.fail) throw new Error('Loading chunk 42 failed.');
    return (await import('shared-api/validation')).loginSchema;
  };
  return { loader, schema: lazySchema(load) };
}

function SignInForm({ schema, onSubmit }: { schema: ReturnType<typeof loginSchemaLoader>['schema']; onSubmit: (values: Values) => Promise<void> | void }) {
  return (
    <Formik<Values> initialValues={empty} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Sign in">
        <TextField name="email" label="E-mail" />
        <TextField name="password" label="Password" />
        <SubmitButton>Send</SubmitButton>
      </Form>
    </Formik>
  );
}

describe('lazySchema: a form loads its schema when it first validates', () => {
  it('loads nothing with the page, then validates with the shared schema’s own messages', async () => {
    const { loader, schema } = loginSchemaLoader();
    renderPage(<SignInForm schema={schema} onSubmit={jest.fn()} />);
    expect(loader.calls).toBe(0);

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('E-mail'));
    await user.tab();
    expect(await screen.findByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(loader.calls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(loader.calls).toBe(1);
  });

  it('lets the values through when the schema cannot load, and tries the load again next time', async () => {
    const { loader, schema } = loginSchemaLoader();
    loader.fail = true;
    const onSubmit = jest.fn(async () => {});
    renderPage(<SignInForm schema={schema} onSubmit={onSubmit} />);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The server checks the same rules; the form does not stay stuck on a schema it cannot have.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Please enter your e-mail address')).not.toBeInTheDocument();

    loader.fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('casts with the loaded schema, and a cast that cannot load the schema fails', async () => {
    const { loader, schema } = loginSchemaLoader();
    await expect(schema.cast({ email: '  asma@example.org  ', password: ' secret ' })).resolves.toEqual({ email: 'asma@example.org', password: ' secret ' });
    const other = loginSchemaLoader();
    other.loader.fail = true;
    await expect(other.schema.cast(empty)).rejects.toThrow('Loading chunk 42 failed.');
    expect(loader.calls).toBe(1);
  });
});
