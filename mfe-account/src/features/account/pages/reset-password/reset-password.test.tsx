import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { resetPassword } from '../../requests';
import { messages } from 'shared-api/validation';
import { findNotification, renderPage } from '@test/render';
import ResetPasswordPage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), resetPassword: jest.fn() }));
const resetMock = jest.mocked(resetPassword);
type User = ReturnType<typeof userEvent.setup>;

function openPage(at = '/reset-password?token=abc123') {
  renderPage(<ResetPasswordPage />, { path: '/reset-password', at });
  return userEvent.setup({ delay: null });
}

async function choose(user: User, password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText(/^New password/), password);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

beforeEach(() => resetMock.mockReset());

describe('reset password page', () => {
  it('explains the link is invalid and offers a new one when there is no token', () => {
    openPage('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says the password rule under the new password before anything is typed', () => {
    openPage();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('At least 8 characters. Avoid common passwords and your name or e-mail.');
  });

  it('shows "Please choose a new password" and asks for the confirmation when both are empty', async () => {
    const user = openPage();
    await choose(user, '', '');
    expect(await screen.findByText('Please choose a new password')).toBeInTheDocument();
    expect(screen.getByText('Please type your new password again')).toBeInTheDocument();
  });

  it('shows "Your new password needs at least 8 characters" for a short password', async () => {
    const user = openPage();
    await choose(user, 'short', 'short');
    expect(await screen.findByText('Your new password needs at least 8 characters')).toBeInTheDocument();
  });

  it('refuses one of the most used passwords before sending', async () => {
    const user = openPage();
    await choose(user, 'Password1', 'Password1');
    expect(await screen.findByText(messages.passwordTooCommon)).toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('says so when the two passwords differ', async () => {
    const user = openPage();
    await choose(user, 'a-new-password', 'another-password');
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('sends the token with the new password, shows Success and goes to /login', async () => {
    resetMock.mockResolvedValue({ message: 'Your password has been reset.', data: null });
    const user = openPage();
    await choose(user, 'a-new-password', 'a-new-password');
    await findNotification('Success', 'Your password has been reset.');
    expect(resetMock).toHaveBeenCalledWith({ password: 'a-new-password', password_confirmation: 'a-new-password', reset_token: 'abc123' });
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/login$/);
  });

  it('shows the server message in an Error notification when the token is refused', async () => {
    resetMock.mockRejectedValue(new ApiError('This password reset link is invalid or has expired.', 422));
    const user = openPage();
    await choose(user, 'a-new-password', 'a-new-password');
    await findNotification('Error', 'This password reset link is invalid or has expired.');
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });
});
