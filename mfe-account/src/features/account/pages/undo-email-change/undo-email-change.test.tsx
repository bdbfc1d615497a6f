import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { undoEmailChange } from '../../requests';
import { findNotification, renderPage } from '@test/render';
import UndoEmailChangePage from './index';

jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), undoEmailChange: jest.fn() }));
const undoMock = jest.mocked(undoEmailChange);

beforeEach(() => jest.resetAllMocks());

describe('undoing an e-mail change', () => {
  it('undoes a change from the old address and leads to a new password', async () => {
    undoMock.mockResolvedValue({ message: 'The change has been undone: ayesha@example.pk is your sign-in address. Please reset your password now.', data: null });
    renderPage(<UndoEmailChangePage />, { path: '/undo-email-change', at: '/undo-email-change?token=u1' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Undo the change' }));
    await findNotification('Success', 'The change has been undone: ayesha@example.pk is your sign-in address. Please reset your password now.');
    expect(undoMock).toHaveBeenCalledWith('u1');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/forgot-password');
  });
});
