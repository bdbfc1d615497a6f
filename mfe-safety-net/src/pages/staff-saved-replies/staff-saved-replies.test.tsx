import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSavedReply, deleteSavedReply, getSavedReplies, updateSavedReply } from 'shared-api/issues';
import { answer } from '@test/api';
import { findNotification, renderPage } from '@test/render';
import { savedReply } from '../../features/issues/fixtures';
import StaffSavedRepliesPage from './index';

jest.mock('shared-api/issues', () => ({ ...jest.requireActual('shared-api/issues'), getSavedReplies: jest.fn(), createSavedReply: jest.fn(), updateSavedReply: jest.fn(), deleteSavedReply: jest.fn() }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getSavedReplies).mockResolvedValue(answer([savedReply()]));
});

const open = () => {
  renderPage(<StaffSavedRepliesPage />, { path: '/staff/issues/saved-replies' });
  return userEvent.setup({ delay: null });
};

describe('staff: saved replies', () => {
  it('lists each saved reply with its text', async () => {
    open();
    const item = await screen.findByRole('article', { name: 'Ask for the transfer reference' });
    expect(item).toHaveTextContent('Could you send us the transfer reference, the date and the amount?');
  });

  it('saves a new reply, with the messages for an empty title and text', async () => {
    jest.mocked(createSavedReply).mockResolvedValue(answer(savedReply({ id: 4, title: 'Account closed', body: 'Your account is closed.' }), 'The reply has been saved.'));
    const user = open();
    const form = await screen.findByRole('form', { name: 'New saved reply' });
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await within(form).findByText('Please give the saved reply a title')).toBeInTheDocument();
    expect(within(form).getByText('Please write the reply')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Account closed');
    await user.type(within(form).getByRole('textbox', { name: /Reply/ }), 'Your account is closed.');
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    await findNotification('Success', 'The reply has been saved.');
    expect(createSavedReply).toHaveBeenCalledWith({ title: 'Account closed', body: 'Your account is closed.' });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('changes a saved reply in place', async () => {
    jest.mocked(updateSavedReply).mockResolvedValue(answer(savedReply({ body: 'Please send the reference.' }), 'The saved reply has been changed.'));
    const user = open();
    const item = await screen.findByRole('article', { name: 'Ask for the transfer reference' });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = within(item).getByRole('form', { name: 'Change Ask for the transfer reference' });
    const text = within(form).getByRole('textbox', { name: /Reply/ });
    await user.clear(text);
    await user.type(text, 'Please send the reference.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await findNotification('Success', 'The saved reply has been changed.');
    expect(updateSavedReply).toHaveBeenCalledWith(3, { title: 'Ask for the transfer reference', body: 'Please send the reference.' });
    await waitFor(() => expect(within(item).queryByRole('form')).not.toBeInTheDocument());
  });

  it('deletes a saved reply once it is confirmed', async () => {
    jest.mocked(deleteSavedReply).mockResolvedValue(answer(null, 'The saved reply has been deleted.'));
    const user = open();
    const item = await screen.findByRole('article', { name: 'Ask for the transfer reference' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved reply?' });
    expect(deleteSavedReply).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findNotification('Success', 'The saved reply has been deleted.');
    expect(deleteSavedReply).toHaveBeenCalledWith(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
