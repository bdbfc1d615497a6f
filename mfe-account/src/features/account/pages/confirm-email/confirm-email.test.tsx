import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { confirmEmailChange } from '../../requests';
import { findNotification, renderPage } from '@test/render';
import ConfirmEmailPage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), confirmEmailChange: jest.fn() }));
const confirmMock = jest.mocked(confirmEmailChange);

beforeEach(() => jest.resetAllMocks());

describe('confirming a new e-mail address', () => {
  it('says a link without its token is invalid, and offers nothing to press', () => {
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms only when the member presses the button, then sends them to sign in', async () => {
    confirmMock.mockResolvedValue({ message: 'Your e-mail address has been changed. Please sign in with your new address.', data: null });
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=abc123' });
    expect(confirmMock).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Confirm my new address' }));
    await findNotification('Success', 'Your e-mail address has been changed. Please sign in with your new address.');
    expect(confirmMock).toHaveBeenCalledWith('abc123');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s reason when the link has expired', async () => {
    confirmMock.mockRejectedValue(new ApiError('This link is invalid or has expired.', 422, { token: 'This link is invalid or has expired.' }));
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', at: '/confirm-email?token=old' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Confirm my new address' }));
    await findNotification('Error', 'This link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Confirm my new address' })).toBeInTheDocument();
  });
});
