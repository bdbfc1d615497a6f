import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { requestPasswordReset } from '../../requests';
import { findNotification, renderPage } from '@test/render';
import ForgotPasswordPage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), requestPasswordReset: jest.fn() }));
const requestMock = jest.mocked(requestPasswordReset);

function openPage() {
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  return userEvent.setup({ delay: null });
}
const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send reset link' }));

beforeEach(() => requestMock.mockReset());

describe('forgot password page', () => {
  it('asks for the e-mail address when it is empty', async () => {
    const user = openPage();
    await send(user);
    expect(await screen.findByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail address when it is malformed', async () => {
    const user = openPage();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await send(user);
    expect(await screen.findByText('Please enter a valid e-mail address, such as name@example.com')).toBeInTheDocument();
  });

  it('shows the server answer in the page instead of the form once the link is requested', async () => {
    const answer = 'If this email is registered, a reset link is on its way.';
    requestMock.mockResolvedValue({ message: answer, data: null });
    const user = openPage();
    await user.type(screen.getByLabelText(/Email/), 'someone@example.pk');
    await send(user);
    await findNotification('Success', answer);
    expect(screen.getByRole('status')).toHaveTextContent(answer);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(requestMock).toHaveBeenCalledWith({ email: 'someone@example.pk' });
  });

  it('shows the server message in an Error notification when the request fails', async () => {
    requestMock.mockRejectedValue(new ApiError('Too many requests. Please try again later.', 429));
    const user = openPage();
    await user.type(screen.getByLabelText(/Email/), 'someone@example.pk');
    await send(user);
    await findNotification('Error', 'Too many requests. Please try again later.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
