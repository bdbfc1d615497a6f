import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { homeKeys } from 'shared-api/home';
import { queryClient } from 'shared-api/query';
import { answer, pageOf } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { getIssue, getIssueAttachment, getIssueComments, issueKeys, uploadIssueAttachment } from '../../api';
import { attachment, comment, issue } from '../../fixtures';
import IssuePage from './index';

// The page's reads, its upload (a multipart body) and its file (a download) are answered by hand; its writes go
// through its hooks and the real client to the server below.
jest.mock('../../api', () => ({
  ...jest.requireActual('../../api'),
  getIssue: jest.fn(),
  getIssueComments: jest.fn(),
  uploadIssueAttachment: jest.fn(),
  getIssueAttachment: jest.fn(),
}));

type Answer = ReturnType<typeof ok>;

/** The server of issue 12's writes: what each was sent, in order, and the conversation marked read. */
function server({ comment: commented, resolve }: { comment?: Answer; resolve?: Answer } = {}) {
  const sent = { comments: [] as unknown[], seen: [] as unknown[], calls: [] as string[] };
  const api = mockApi({
    'POST /api/user/issues/12/seen': ({ body }) => {
      sent.seen.push(body);
      return ok(null);
    },
    ...(commented && {
      'POST /api/user/issues/12/comments/create': ({ body }: { body: unknown }) => {
        sent.comments.push(body);
        return commented;
      },
    }),
    ...(resolve && { 'POST /api/user/issues/12/resolve': resolve }),
  });
  sent.calls = api.calls;
  return sent;
}

const open = () => {
  renderPage(<IssuePage />, { path: '/dashboard/issues/:issueId', at: '/dashboard/issues/12' });
  // Files of any type reach the field, as a browser's "All files" choice lets them: the field's own check is tested.
  return userEvent.setup({ delay: null, applyAccept: false });
};

beforeEach(() => {
  jest.resetAllMocks();
  server();
  jest.mocked(getIssue).mockResolvedValue(answer(issue()));
  jest.mocked(getIssueComments).mockResolvedValue(answer([comment({ id: 1, description: 'I paid on Monday.', author: { name: 'Bilal Ahmed', avatar: null, role: 'member' } }), comment({ id: 2 })]));
});

describe('an issue', () => {
  it('shows its status, description and comments oldest first, each author with their role label', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Payoneer transfer is stuck' })).toBeInTheDocument();
    expect(screen.getByText('A client paid me on the 3rd and the money has not arrived.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Comments, oldest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('I paid on Monday.'), expect.stringContaining('Please send us the transfer receipt.')]);
    expect(within(items[0]).getByText('Member')).toBeInTheDocument();
    expect(within(items[1]).getByText('Zainab Hussain')).toBeInTheDocument();
    expect(within(items[1]).getByText('Staff')).toBeInTheDocument();
  });

  it('takes a comment while the issue is Open, with the spec’s message when it is empty', async () => {
    const sent = server({ comment: ok(comment({ id: 3, description: 'Receipt attached.' }), 'Your comment has been added.') });
    const user = open();
    const box = await screen.findByRole('textbox', { name: /Add a comment/ });
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Please enter a comment')).toBeInTheDocument();
    await user.type(box, 'Receipt attached.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(sent.comments).toEqual([{ description: 'Receipt attached.', attachments: [] }]));
    await findNotification('Success', 'Your comment has been added.');
  });

  it('has no comment box once the issue is Closed, and says how to go on', async () => {
    jest.mocked(getIssue).mockResolvedValue(answer(issue({ status: { name: 'Closed' } })));
    open();
    expect(await screen.findByText('This issue is Closed, so it takes no more comments. If you still need help, reopen it from Change Status.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Add a comment/ })).not.toBeInTheDocument();
  });

  it('takes a comment on a Resolved issue, saying it reopens the issue, and shows the issue open again', async () => {
    jest.mocked(getIssue).mockResolvedValueOnce(answer(issue({ status: { name: 'Resolved' } }))).mockResolvedValue(answer(issue({ status: { name: 'Open' } })));
    server({ comment: ok(comment({ id: 3, description: 'Still waiting.', reopened: true }), 'Your comment has been added and the issue is open again.') });
    const user = open();
    const box = await screen.findByRole('textbox', { name: /Add a comment/ });
    expect(screen.getByText('This issue is Resolved. Adding a comment reopens it.')).toBeInTheDocument();
    await user.type(box, 'Still waiting.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await findNotification('Success', 'Your comment has been added and the issue is open again.');
    // The issue is read again: the server says it is Open.
    await waitFor(() => expect(getIssue).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('This issue is Resolved. Adding a comment reopens it.')).not.toBeInTheDocument());
  });

  it('shows the comment that reopened the issue as such, with its files', async () => {
    jest.mocked(getIssueComments).mockResolvedValue(answer([comment({ id: 4, description: 'Not yet.', reopened: true, attachments: [attachment()], author: { name: 'Bilal Ahmed', avatar: null, role: 'member' } })]));
    open();
    const list = await screen.findByRole('list', { name: 'Comments, oldest first' });
    expect(within(list).getByText('Reopened the issue')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Open PDF receipt.pdf 47 KB' })).toBeInTheDocument();
  });

  it('changes its status from the dialog, which offers only the moves that apply, and shows the issue the server answers', async () => {
    const sent = server({ resolve: ok(issue({ status: { name: 'Resolved' } }), 'The issue is now Resolved.') });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    // From Open: resolve or close, not reopen.
    expect(within(dialog).queryByRole('button', { name: 'Reopen Issue' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark Closed' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
    await waitFor(() => expect(sent.calls).toContain('POST /api/user/issues/12/resolve'));
    await findNotification('Success', 'The issue is now Resolved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    expect(screen.getByText('This issue is Resolved. Adding a comment reopens it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const again = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(again).getByRole('button', { name: 'Reopen Issue' })).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Mark Resolved' })).not.toBeInTheDocument();
  });

  it('links the order the issue is about to the member’s order page', async () => {
    jest.mocked(getIssue).mockResolvedValue(answer(issue({ order_id: 41 })));
    open();
    expect(await screen.findByRole('link', { name: 'About your order #41' })).toHaveAttribute('href', '/dashboard/orders/41');
  });

  it('attaches files to a comment: checked in the browser, uploaded at once, listed, removable, and sent by their numbers', async () => {
    jest.mocked(uploadIssueAttachment).mockResolvedValue(answer(attachment({ id: 51, name: 'receipt.png', mime: 'image/png', bytes: 2048 }), 'File attached.'));
    const sent = server({ comment: ok(comment({ id: 3 }), 'Your comment has been added.') });
    const user = open();
    const input = await screen.findByLabelText('Attach files');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('You can attach JPG or PNG pictures and PDF files only.')).toBeInTheDocument();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByText('Each file must be smaller than 5 MB.')).toBeInTheDocument();
    expect(uploadIssueAttachment).not.toHaveBeenCalled();

    const png = new File(['png'], 'receipt.png', { type: 'image/png' });
    await user.upload(input, png);
    const files = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(files).getByText('receipt.png')).toBeInTheDocument();
    expect(within(files).getByText('PNG, 2 KB')).toBeInTheDocument();
    expect(uploadIssueAttachment).toHaveBeenCalledWith(png);
    await user.type(screen.getByRole('textbox', { name: /Add a comment/ }), 'The receipt.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(sent.comments).toEqual([{ description: 'The receipt.', attachments: [51] }]));
    // The form is empty again, files too.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument());
  });

  it('a file removed before sending is not sent', async () => {
    jest.mocked(uploadIssueAttachment).mockResolvedValue(answer(attachment({ id: 52, name: 'wrong.pdf' }), 'File attached.'));
    const sent = server({ comment: ok(comment({ id: 3 }), 'Your comment has been added.') });
    const user = open();
    await user.upload(await screen.findByLabelText('Attach files'), new File(['%PDF'], 'wrong.pdf', { type: 'application/pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Remove wrong.pdf' }));
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Add a comment/ }), 'No file after all.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(sent.comments).toEqual([{ description: 'No file after all.', attachments: [] }]));
  });

  it('opens a file of the issue only when asked, through the member’s own call', async () => {
    const tab = { closed: false, close: jest.fn(), location: { href: '' } };
    const openTab = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:statement');
    URL.revokeObjectURL = jest.fn();
    jest.mocked(getIssue).mockResolvedValue(answer(issue({ attachments: [attachment({ id: 33, name: 'statement.pdf' })] })));
    jest.mocked(getIssueAttachment).mockRejectedValueOnce(new ApiError('This file does not exist.', 404)).mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    const user = open();
    const button = await screen.findByRole('button', { name: /Open PDF statement\.pdf/ });
    expect(getIssueAttachment).not.toHaveBeenCalled();
    await user.click(button);
    await findNotification('Error', 'This file does not exist.');
    expect(tab.close).toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(tab.location.href).toBe('blob:statement'));
    expect(getIssueAttachment).toHaveBeenLastCalledWith(33);
    openTab.mockRestore();
  });

  it('marks the conversation read up to the newest comment shown, and the lists that mark unread replies ask again', async () => {
    queryClient.setQueryData(issueKeys.list(1), pageOf([issue({ unread: true })]));
    queryClient.setQueryData(homeKeys.home, { issues: { open: 1, unread: 1, items: [] } });
    const sent = server();
    open();
    await screen.findByRole('list', { name: 'Comments, oldest first' });
    await waitFor(() => expect(sent.seen).toEqual([{ last_comment_id: 2 }]));
    await waitFor(() => expect(queryClient.getQueryState(issueKeys.list(1))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(homeKeys.home)?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('marks nothing read while the issue has no comments', async () => {
    jest.mocked(getIssueComments).mockResolvedValue(answer([]));
    const sent = server();
    open();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(sent.seen).toEqual([]);
  });
});
