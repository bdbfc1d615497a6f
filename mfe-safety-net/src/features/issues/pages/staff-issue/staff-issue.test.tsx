import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from 'shared-api';
import { answer } from '@test/api';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { getIssueAssignees, getIssueNotes, getSavedReplies, getStaffIssue, getStaffIssueAttachment, getStaffIssueComments } from '../../api';
import { attachment, comment, note, savedReply, staffIssue } from '../../fixtures';
import StaffIssuePage from './index';

// The page's reads and its file (a download) are answered by hand; its writes go through its hooks and the real
// client to the server below.
jest.mock('../../api', () => ({
  ...jest.requireActual('../../api'),
  getStaffIssue: jest.fn(),
  getStaffIssueComments: jest.fn(),
  getStaffIssueAttachment: jest.fn(),
  getIssueNotes: jest.fn(),
  getIssueAssignees: jest.fn(),
  getSavedReplies: jest.fn(),
}));

const ZAINAB = { member_id: 'zainab1234567890', name: 'Zainab Hussain' };

/** Issue 12's staff writes. */
const writes = {
  status: 'POST /api/staff/issues/12/status',
  reply: 'POST /api/staff/issues/12/comments',
  replyAndResolve: 'POST /api/staff/issues/12/reply-and-resolve',
  assign: 'POST /api/staff/issues/12/assignee',
  note: 'POST /api/staff/issues/12/notes',
  seen: 'POST /api/staff/issues/12/seen',
} as const;
type Write = keyof typeof writes;
type Answer = ReturnType<typeof ok> | ReturnType<typeof failure>;

/** The server of those writes: each answers with its answers in turn (the last one again), and keeps what it was sent. */
function server(answers: Partial<Record<Write, Answer[]>> = {}) {
  const sent: Partial<Record<Write, unknown[]>> = {};
  mockApi(
    Object.fromEntries(
      (Object.entries(answers) as [Write, Answer[]][]).map(([write, queue]) => [
        writes[write],
        ({ body }: { body: unknown }) => {
          (sent[write] ??= []).push(body);
          return queue.length > 1 ? queue.shift()! : queue[0];
        },
      ]),
    ),
  );
  return sent;
}

beforeEach(() => {
  jest.resetAllMocks();
  sessionStore.setState({ user: { member_id: ZAINAB.member_id, is_profile_completed: true, role: 'staff' } });
  jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue()));
  jest.mocked(getStaffIssueComments).mockResolvedValue(answer([]));
  jest.mocked(getIssueNotes).mockResolvedValue(answer([]));
  jest.mocked(getIssueAssignees).mockResolvedValue(answer([{ member_id: 'asad123456789012', name: 'Asad Mehmood' }, ZAINAB]));
  jest.mocked(getSavedReplies).mockResolvedValue(answer([savedReply()]));
  server();
});

const open = () => {
  renderPage(<StaffIssuePage />, { path: '/staff/issues/:issueId', at: '/staff/issues/12' });
  return userEvent.setup({ delay: null });
};

const moves = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: /Issue|Mark/ }).map((b) => b.textContent);

describe('staff: one member issue', () => {
  it.each([
    ['Open', ['Mark Resolved', 'Mark Closed']],
    ['Resolved', ['Reopen Issue', 'Mark Closed']],
    ['Closed', ['Reopen Issue']],
  ] as const)('offers in Change Status only the moves that apply to an issue %s', async (status, offered) => {
    jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue({ status: { name: status } })));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByText(`This issue is ${status}.`)).toBeInTheDocument();
    expect(within(dialog).getByText('The member is told by e-mail.')).toBeInTheDocument();
    expect(moves(dialog)).toEqual(offered);
  });

  it('moves the status from the dialog and shows the issue the server answers', async () => {
    const sent = server({ status: [ok(staffIssue({ status: { name: 'Resolved' } }), 'The issue is now Resolved.')] });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Change Status' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Change Status' })).getByRole('button', { name: 'Mark Resolved' }));
    await findNotification('Success', 'The issue is now Resolved.');
    expect(sent.status).toEqual([{ status: 'Resolved' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    expect(moves(await screen.findByRole('dialog', { name: 'Change Status' }))).toEqual(['Reopen Issue', 'Mark Closed']);
  });

  it('says why the server refused a move, and keeps the dialog open', async () => {
    server({ status: [failure(409, 'An issue that is Closed cannot be marked resolved. Reopen it first.')] });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Change Status' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Change Status' })).getByRole('button', { name: 'Mark Resolved' }));
    await findNotification('Error', 'An issue that is Closed cannot be marked resolved. Reopen it first.');
    expect(screen.getByRole('dialog', { name: 'Change Status' })).toBeInTheDocument();
  });

  it('links the order the member named to the staff orders list, found by its number', async () => {
    jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue({ order_id: 41 })));
    open();
    expect(await screen.findByRole('link', { name: 'Order #41' })).toHaveAttribute('href', '/staff/orders?q=41');
  });

  it('has no order link when the member named none', async () => {
    open();
    await screen.findByRole('link', { name: 'Member profile' });
    expect(screen.queryByRole('link', { name: /Order #/ })).not.toBeInTheDocument();
  });

  it('lists the member’s files, downloads one only when it is opened, and opens it in a new tab', async () => {
    const tab = { closed: false, close: jest.fn(), location: { href: '' } };
    const openTab = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue({ attachments: [attachment(), attachment({ id: 32, name: 'screen.png', mime: 'image/png', bytes: 2048 })] })));
    jest.mocked(getStaffIssueAttachment).mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const user = open();
    const files = await screen.findByRole('list', { name: 'Files the member attached' });
    expect(within(files).getByRole('button', { name: 'Open PDF receipt.pdf 47 KB' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Open PNG screen.png 2 KB' })).toBeInTheDocument();
    expect(getStaffIssueAttachment).not.toHaveBeenCalled();
    await user.click(within(files).getByRole('button', { name: /receipt\.pdf/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:receipt'));
    expect(getStaffIssueAttachment).toHaveBeenCalledWith(31);
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    openTab.mockRestore();
  });

  it('marks the member’s comment that reopened the issue, and lists its files', async () => {
    jest.mocked(getStaffIssueComments).mockResolvedValue(
      answer([comment({ id: 1 }), comment({ id: 2, description: 'It has not arrived.', reopened: true, attachments: [attachment({ id: 40, name: 'statement.pdf' })], author: { name: 'Bilal Ahmed', avatar: null, role: 'member' } })]),
    );
    open();
    const thread = await screen.findByRole('list', { name: 'Conversation and internal notes, oldest first' });
    const [staffReply, reopening] = within(thread).getAllByRole('listitem');
    expect(within(reopening).getByText('Reopened the issue')).toBeInTheDocument();
    expect(within(reopening).getByRole('button', { name: /Open PDF statement\.pdf/ })).toBeInTheDocument();
    expect(within(staffReply).queryByText('Reopened the issue')).not.toBeInTheDocument();
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
    const sent = server({ note: [ok(note({ id: 5, description: 'Called the bank.' }), 'Your note has been added. Only staff can see it.')] });
    const user = open();
    const form = await screen.findByRole('form', { name: 'Internal note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(await within(form).findByText('Please write the note')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Internal note/ }), 'Called the bank.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await findNotification('Success', 'Your note has been added. Only staff can see it.');
    expect(sent.note).toEqual([{ description: 'Called the bank.' }]);
    expect(sent.reply).toBeUndefined();
  });

  it('inserts a saved reply into the reply box, to be edited before it is sent', async () => {
    const sent = server({ reply: [ok(comment({ id: 3 }), 'Your reply has been sent.')] });
    const user = open();
    const box = await screen.findByRole('textbox', { name: /Reply as staff/ });
    await user.type(box, 'Dear Bilal,');
    await user.selectOptions(screen.getByLabelText('Insert a saved reply'), await screen.findByRole('option', { name: 'Ask for the transfer reference' }));
    expect(box).toHaveValue('Dear Bilal,\n\nCould you send us the transfer reference, the date and the amount?');
    expect(screen.getByLabelText('Insert a saved reply')).toHaveValue('');
    await user.type(box, ' Thank you.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await findNotification('Success', 'Your reply has been sent.');
    expect(sent.reply).toEqual([{ description: 'Dear Bilal,\n\nCould you send us the transfer reference, the date and the amount? Thank you.' }]);
    expect(box).toHaveValue('');
  });

  it('replies and resolves in one step, then shows the issue resolved', async () => {
    const sent = server({ replyAndResolve: [ok(staffIssue({ status: { name: 'Resolved' }, comments: 1 }), 'Your reply has been sent and the issue is now Resolved.')] });
    const user = open();
    await user.type(await screen.findByRole('textbox', { name: /Reply as staff/ }), 'The bank released it today.');
    await user.click(screen.getByRole('button', { name: 'Reply and resolve' }));
    await findNotification('Success', 'Your reply has been sent and the issue is now Resolved.');
    expect(sent.replyAndResolve).toEqual([{ description: 'The bank released it today.' }]);
    expect(sent.reply).toBeUndefined();
    expect(await screen.findAllByText('Resolved')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Reply and resolve' })).not.toBeInTheDocument();
  });

  it('offers no reply-and-resolve on a Closed issue, which is reopened first', async () => {
    jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue({ status: { name: 'Closed' } })));
    open();
    expect(await screen.findByRole('button', { name: 'Send reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply and resolve' })).not.toBeInTheDocument();
  });

  it('gives the issue to me with one button', async () => {
    const sent = server({ assign: [ok(staffIssue({ assignee: ZAINAB }), 'The issue is now Zainab Hussain’s.')] });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await findNotification('Success', 'The issue is now Zainab Hussain’s.');
    expect(sent.assign).toEqual([{ assignee: ZAINAB.member_id }]);
    expect(screen.getByLabelText('Assigned to')).toHaveValue(ZAINAB.member_id);
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });

  it('changes who has the issue only once the choice is confirmed with Assign, and Cancel puts the choice back', async () => {
    jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue({ assignee: ZAINAB })));
    const sent = server({
      assign: [ok(staffIssue({ assignee: { member_id: 'asad123456789012', name: 'Asad Mehmood' } }), 'The issue is now Asad Mehmood’s.'), ok(staffIssue({ assignee: null }), 'The issue is now unassigned.')],
    });
    const user = open();
    const select = await screen.findByLabelText('Assigned to');
    await screen.findByRole('option', { name: 'Asad Mehmood' });
    await user.selectOptions(select, 'Asad Mehmood');
    expect(sent.assign).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(select).toHaveValue(ZAINAB.member_id);
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'Asad Mehmood');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await findNotification('Success', 'The issue is now Asad Mehmood’s.');
    expect(sent.assign).toEqual([{ assignee: 'asad123456789012' }]);
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'Nobody');
    expect(sent.assign).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    await findNotification('Success', 'The issue is now unassigned.');
    expect(sent.assign?.at(-1)).toEqual({ assignee: null });
    expect(select).toHaveValue('');
  });

  it('opening an issue with new member activity marks what it was sent as seen', async () => {
    jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue({ new_activity: true, member_activity: 3 })));
    const sent = server({ seen: [ok(staffIssue({ new_activity: false, member_activity: 3 }))] });
    open();
    await waitFor(() => expect(sent.seen).toEqual([{ member_activity: 3 }]));
    await waitFor(() => expect(screen.queryByText('New activity')).not.toBeInTheDocument());
    expect(sent.seen).toHaveLength(1);
  });

  it('marks nothing when there is nothing new', async () => {
    const sent = server({ seen: [ok(staffIssue())] });
    open();
    await screen.findByRole('button', { name: 'Change Status' });
    expect(sent.seen).toBeUndefined();
  });
});
