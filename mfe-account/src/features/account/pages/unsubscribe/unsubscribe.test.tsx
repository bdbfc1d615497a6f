import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { unsubscribe } from '../../requests';
import { findNotification, renderPage } from '@test/render';
import UnsubscribePage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), unsubscribe: jest.fn() }));
const unsubscribeMock = jest.mocked(unsubscribe);

function openPage(at = '/unsubscribe?id=sub-42') {
  renderPage(<UnsubscribePage />, { path: '/unsubscribe', at });
  return userEvent.setup({ delay: null });
}

beforeEach(() => unsubscribeMock.mockReset());

describe('unsubscribe page', () => {
  it('explains the link is invalid when it carries no id', () => {
    openPage('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe Now' })).not.toBeInTheDocument();
  });

  it('unsubscribes the id from the link and confirms it in the page', async () => {
    unsubscribeMock.mockResolvedValue({ message: 'You have been unsubscribed.', data: null });
    const user = openPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe Now' }));
    await findNotification('Success', 'You have been unsubscribed.');
    expect(unsubscribeMock).toHaveBeenCalledWith('sub-42');
    expect(screen.getByRole('status')).toHaveTextContent('You have been unsubscribed.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe Now' })).not.toBeInTheDocument();
  });

  it('shows the server message in an Error notification and keeps the button when it fails', async () => {
    unsubscribeMock.mockRejectedValue(new ApiError('This unsubscribe link is invalid.', 404));
    const user = openPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe Now' }));
    await findNotification('Error', 'This unsubscribe link is invalid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe Now' })).toBeEnabled();
  });
});
