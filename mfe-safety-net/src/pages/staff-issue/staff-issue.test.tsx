import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from 'shared-api';
import { addIssueNote, assignIssue, getIssueAssignees, getIssueNotes, getSavedReplies, getStaffIssue, getStaffIssueComments, markStaffIssueSeen, replyAndResolveIssue, replyToIssue, setIssueStatus } from 'shared-api/issues';
import { answer } from '@test/api';
import { findNotification, renderPage } from '@test/render';
import { comment, note, savedReply, staffIssue } from '../../features/issues/fixtures';
import StaffIssuePage from './index';

jest.mock('shared-api/issues', () => ({
  ...jest.requireActual('shared-api/issues'),
  getStaffIssue: jest.fn(),
  getStaffIssueComments: jest.fn(),
  getIssueNotes: jest.fn(),
  getIssueAssignees: jest.fn(),
  getSavedReplies: jest.fn(),
  setIssueStatus: jest.fn(),
  replyToIssue: jest.fn(),
  replyAndResolveIssue: jest.fn(),
  assignIssue: jest.fn(),
  addIssueNote: jest.fn(),
  markStaffIssueSeen: jest.fn(),
}));

const ZAINAB = { member_id: 'zainab1234567890', name: 'Zainab Hussain' };

beforeEach(() => {
  jest.resetAllMocks();
  sessionStore.setState({ user: { member_id: ZAINAB.member_id, is_profile_completed: true, role: 'staff' } });
  jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue()));
  jest.mocked(getStaffIssueComments).mockResolvedValue(answer([]));
  jest.mocked(getIssueNotes).mockResolvedValue(answer([]));
  jest.mocked(getIssueAssignees).mockResolvedValue(answer([{ member_id: 'asad123456789012', name: 'Asad Mehmood' }, ZAINAB]));
  jest.mocked(getSavedReplies).mockResolvedValue(answer([savedReply()]));
});

const open = () => {
  renderPage(<StaffIssuePage />, { path: '/staff/issues/:issueId', at: '/staff/issues/12' });
  return userEvent.setup({ delay: null });
};

describe('staff: one member issue', () => {
  it('shows the issue’s status pressed and enabled, not greyed out as unavailable', async () => {
    open();
    const group = await screen.findByRole('group', { name: 'Set the status' });
    const current = within(group).getByRole('button', { name: 'Open' });
    expect(current).toHaveAttribute('aria-pressed', 'true');
    expect(current).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes nothing when the current status is chosen again, and sets another one', async () => {
    jest.mocked(setIssueStatus).mockResolvedValue(answer(staffIssue({ status: { name: 'Resolved' } }), 'The issue is now Resolved.'));
    const user = open();
    const group = await screen.findByRole('group', { name: 'Set the status' });
    await user.click(within(group).getByRole('button', { name: 'Open' }));
    expect(setIssueStatus).not.toHaveBeenCalled();
    await user.click(within(group).getByRole('button', { name: 'Resolved' }));
    await findNotification('Success', 'The issue is now Resolved.');
    expect(setIssueStatus).toHaveBeenCalledWith(12, { status: 'Resolved' });
    expect(within(group).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the internal notes in the conversation where they were written, marked for staff only', async () => {
    jest.mocked(getStaffIssueComments).mockResolvedValue(
      answer([
        comment({ id: 1, description: 'I paid on Monday.', author: { name: 'Bilal Ahmed', avatar: null, role: 'member' }, created_at: '2026-11-21T10:00:00.000Z' }),
        comment({ id: 2, description: 'Please send us the receipt.', created_at: '2026-11-21T12:00:00.000Z' }),
      ]),
    );
    jest.mocked(getIssueNotes).mockResolvedValue(answer([note({ created_at: '2026-11-21T11:00:00.000Z' })]));
    open();
    const thread = await screen.findByRole('list', { name: 'Conversation and internal notes, oldest first' });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('I paid on Monday.'), expect.stringContaining('compliance hold'), expect.stringContaining('Please send us the receipt.')]);
    expect(within(items[1]).getByRole('article', { name: 'Internal note' })).toHaveTextContent('Internal note · staff only');
    expect(within(items[0]).queryByText(/Internal note/)).not.toBeInTheDocument();
    expect(within(items[2]).queryByText(/Internal note/)).not.toBeInTheDocument();
  });

  it('adds an internal note, with a message when it is empty', async () => {
    jest.mocked(addIssueNote).mockResolvedValue(answer(note({ id: 5, description: 'Called the bank.' }), 'Your note has been added. Only staff can see it.'));
    const user = open();
    const form = await screen.findByRole('form', { name: 'Internal note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Please write the note')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Internal note/ }), 'Called the bank.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await findNotification('Success', 'Your note has been added. Only staff can see it.');
    expect(addIssueNote).toHaveBeenCalledWith(12, { description: 'Called the bank.' });
    expect(replyToIssue).not.toHaveBeenCalled();
  });

  it('inserts a saved reply into the reply box, to be edited before it is sent', async () => {
    jest.mocked(replyToIssue).mockResolvedValue(answer(comment({ id: 3 }), 'Your reply has been sent.'));
    const user = open();
    const box = await screen.findByRole('textbox', { name: /Reply as staff/ });
    await user.type(box, 'Dear Bilal,');
    await user.selectOptions(screen.getByLabelText('Insert a saved reply'), await screen.findByRole('option', { name: 'Ask for the transfer reference' }));
    expect(box).toHaveValue('Dear Bilal,\n\nCould you send us the transfer reference, the date and the amount?');
    expect(screen.getByLabelText('Insert a saved reply')).toHaveValue('');
    await user.type(box, ' Thank you.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await findNotification('Success', 'Your reply has been sent.');
    expect(replyToIssue).toHaveBeenCalledWith(12, { description: 'Dear Bilal,\n\nCould you send us the transfer reference, the date and the amount? Thank you.' });
    expect(box).toHaveValue('');
  });

  it('replies and resolves in one step, then shows the issue resolved', async () => {
    jest.mocked(replyAndResolveIssue).mockResolvedValue(answer(staffIssue({ status: { name: 'Resolved' }, comments: 1 }), 'Your reply has been sent and the issue is now Resolved.'));
    const user = open();
    await user.type(await screen.findByRole('textbox', { name: /Reply as staff/ }), 'The bank released it today.');
    await user.click(screen.getByRole('button', { name: 'Reply and resolve' }));
    await findNotification('Success', 'Your reply has been sent and the issue is now Resolved.');
    expect(replyAndResolveIssue).toHaveBeenCalledWith(12, { description: 'The bank released it today.' });
    expect(replyToIssue).not.toHaveBeenCalled();
    expect(within(screen.getByRole('group', { name: 'Set the status' })).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Reply and resolve' })).not.toBeInTheDocument();
  });

  it('gives the issue to me with one button, and to nobody from the list', async () => {
    jest.mocked(assignIssue).mockResolvedValueOnce(answer(staffIssue({ assignee: ZAINAB }), 'The issue is now Zainab Hussain’s.'));
    jest.mocked(assignIssue).mockResolvedValueOnce(answer(staffIssue({ assignee: null }), 'The issue is now unassigned.'));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await findNotification('Success', 'The issue is now Zainab Hussain’s.');
    expect(assignIssue).toHaveBeenLastCalledWith(12, { assignee: ZAINAB.member_id });
    expect(screen.getByLabelText('Assigned to')).toHaveValue(ZAINAB.member_id);
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Nobody');
    await findNotification('Success', 'The issue is now unassigned.');
    expect(assignIssue).toHaveBeenLastCalledWith(12, { assignee: null });
  });

  it('opening an issue with new member activity marks what it was sent as seen', async () => {
    jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue({ new_activity: true, member_activity: 3 })));
    jest.mocked(markStaffIssueSeen).mockResolvedValue(answer(staffIssue({ new_activity: false, member_activity: 3 })));
    open();
    await waitFor(() => expect(markStaffIssueSeen).toHaveBeenCalledWith(12, 3));
    await waitFor(() => expect(screen.queryByText('New activity')).not.toBeInTheDocument());
    expect(markStaffIssueSeen).toHaveBeenCalledTimes(1);
  });

  it('marks nothing when there is nothing new', async () => {
    open();
    await screen.findByRole('group', { name: 'Set the status' });
    expect(markStaffIssueSeen).not.toHaveBeenCalled();
  });
});
