import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { Form, Formik, lazySchema, SubmitButton, TextField } from './forms';

type Values = { title: string; topic: string; description: string };
const empty: Values = { title: '', topic: '', description: '' };

/** The real issue schema, behind a loader the test counts and can make fail. */
function issueSchemaLoader() {
  const loader = { calls: 0, fail: false };
  const load = async () => {
    loader.calls += 1;
    if (loader.fail) throw new Error('Loading chunk 42 failed.');
    return (await import('shared-api/validation/issues')).issueSchema;
  };
  return { loader, schema: lazySchema(load) };
}

function IssueForm({ schema, onSubmit }: { schema: ReturnType<typeof issueSchemaLoader>['schema']; onSubmit: (values: Values) => Promise<void> | void }) {
  return (
    <Formik<Values> initialValues={empty} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Issue">
        <TextField name="title" label="Title" />
        <TextField name="topic" label="Topic" />
        <TextField name="description" label="Description" />
        <SubmitButton>Send</SubmitButton>
      </Form>
    </Formik>
  );
}

describe('lazySchema: a form loads its schema when it first validates', () => {
  it('loads nothing with the page, then validates with the shared schema’s own messages', async () => {
    const { loader, schema } = issueSchemaLoader();
    renderPage(<IssueForm schema={schema} onSubmit={jest.fn()} />);
    expect(loader.calls).toBe(0);

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Title'));
    await user.tab();
    expect(await screen.findByText('Please enter your title')).toBeInTheDocument();
    expect(loader.calls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please select your relevant topic')).toBeInTheDocument();
    expect(loader.calls).toBe(1);
  });

  it('lets the values through when the schema cannot load, and tries the load again next time', async () => {
    const { loader, schema } = issueSchemaLoader();
    loader.fail = true;
    const onSubmit = jest.fn(async () => {});
    renderPage(<IssueForm schema={schema} onSubmit={onSubmit} />);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The server checks the same rules; the form does not stay stuck on a schema it cannot have.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Please enter your title')).not.toBeInTheDocument();

    loader.fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your title')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('casts with the loaded schema, and a cast that cannot load the schema fails', async () => {
    const { loader, schema } = issueSchemaLoader();
    await expect(schema.cast({ title: '  Late payment  ', topic: 'Banking', description: ' x ' })).resolves.toEqual({
      title: 'Late payment',
      topic: 'Banking',
      description: 'x',
      order_id: null,
      attachments: [],
    });
    const other = issueSchemaLoader();
    other.loader.fail = true;
    await expect(other.schema.cast(empty)).rejects.toThrow('Loading chunk 42 failed.');
    expect(loader.calls).toBe(1);
  });
});
