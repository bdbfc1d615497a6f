import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NETWORK_ERROR_MESSAGE } from 'shared-api';
import { findNotification, renderPage } from '@test/render';
import { Form, Formik, SubmitButton, TextField } from './forms';
import { submitCall, type SubmitOptions } from './submit';

type Values = { email: string; form?: string };

function EmailForm({ call, options }: { call: (v: Values) => Promise<{ message: string; data: null }>; options?: SubmitOptions<Values, null> }) {
  return (
    <Formik<Values> initialValues={{ email: 'sana@example.com' }} onSubmit={submitCall(call, options)}>
      {({ errors }) => (
        <Form noValidate aria-label="Email">
          <TextField name="email" label="Email" />
          {errors.form && <p role="alert">{errors.form}</p>}
          <SubmitButton>Send</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

const send = async () => userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));

describe('submitCall: one rule for every form', () => {
  it('shows the Success notification with the server’s message, then runs what follows', async () => {
    const onSuccess = jest.fn();
    renderPage(<EmailForm call={async () => ({ message: 'Saved.', data: null })} options={{ onSuccess }} />);
    await send();
    await findNotification('Success', 'Saved.');
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Saved.', data: null }, expect.anything(), { email: 'sana@example.com' });
  });

  it('puts the server’s per-field messages on their fields and its message in the Error notification', async () => {
    const call = jest.fn().mockRejectedValue(new ApiError('This e-mail address already has an account. Please sign in, or use another address.', 409, { email: 'This e-mail address already has an account. Please sign in, or use another address.' }));
    renderPage(<EmailForm call={call} />);
    await send();
    await findNotification('Error', 'This e-mail address already has an account. Please sign in, or use another address.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('form', { name: 'Email' })).getByText('This e-mail address already has an account. Please sign in, or use another address.')).toBeInTheDocument();
  });

  it('closes the Error notification an earlier attempt left once the next attempt succeeds', async () => {
    const call = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('Please choose a time to come, or publish it now.', 422))
      .mockResolvedValueOnce({ message: 'Scheduled.', data: null });
    renderPage(<EmailForm call={call} />);
    await send();
    const stale = await screen.findByRole('alert', { name: 'Error' });
    expect(stale).toHaveTextContent('Please choose a time to come, or publish it now.');
    await send();
    await findNotification('Success', 'Scheduled.');
    // Closed at once, not when its own seven seconds run out.
    await waitFor(() => expect(stale).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.queryByRole('alert', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('keeps the failure in the form when the form shows its own, with no notification', async () => {
    const call = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const onSuccess = jest.fn();
    renderPage(<EmailForm call={call} options={{ failure: 'form', onSuccess }} />);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
