import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { getSavedReplies } from '../../api';
import { savedReply } from '../../fixtures';
import StaffSavedRepliesPage from './index';

// The list is answered by hand; the page's writes go through its hooks and the real client to the server below.
jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getSavedReplies: jest.fn() }));

/** The server of the page's writes: answers each route as given, and keeps what each was sent. */
function server(routes: Record<string, ReturnType<typeof ok>>) {
  const sent: Record<string, unknown[]> = {};
  mockApi(
    Object.fromEntries(
      Object.entries(routes).map(([route, answered]) => [
        route,
        ({ body }: { body: unknown }) => {
          (sent[route] ??= []).push(body);
          return answered;
        },
      ]),
    ),
  );
  return sent;
}

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
    const sent = server({ 'POST /api/staff/saved-replies': ok(savedReply({ id: 4, title: 'Account closed', body: 'Your account is closed.' }), 'The reply has been saved.') });
    const user = open();
    const form = await screen.findByRole('form', { name: 'New saved reply' });
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await within(form).findByText('Please give the saved reply a title')).toBeInTheDocument();
    expect(within(form).getByText('Please write the reply')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Account closed');
    await user.type(within(form).getByRole('textbox', { name: /Reply/ }), 'Your account is closed.');
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    await findNotification('Success', 'The reply has been saved.');
    expect(sent['POST /api/staff/saved-replies']).toEqual([{ title: 'Account closed', body: 'Your account is closed.' }]);
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('changes a saved reply in place', async () => {
    const sent = server({ 'POST /api/staff/saved-replies/3': ok(savedReply({ body: 'Please send the reference.' }), 'The saved reply has been changed.') });
    const user = open();
    const item = await screen.findByRole('article', { name: 'Ask for the transfer reference' });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = within(item).getByRole('form', { name: 'Change Ask for the transfer reference' });
    const text = within(form).getByRole('textbox', { name: /Reply/ });
    await user.clear(text);
    await user.type(text, 'Please send the reference.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await findNotification('Success', 'The saved reply has been changed.');
    expect(sent['POST /api/staff/saved-replies/3']).toEqual([{ title: 'Ask for the transfer reference', body: 'Please send the reference.' }]);
    await waitFor(() => expect(within(item).queryByRole('form')).not.toBeInTheDocument());
  });

  it('deletes a saved reply once it is confirmed', async () => {
    const sent = server({ 'DELETE /api/staff/saved-replies/3': ok(null, 'The saved reply has been deleted.') });
    const user = open();
    const item = await screen.findByRole('article', { name: 'Ask for the transfer reference' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved reply?' });
    expect(sent['DELETE /api/staff/saved-replies/3']).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findNotification('Success', 'The saved reply has been deleted.');
    expect(sent['DELETE /api/staff/saved-replies/3']).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
