import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeKeys } from 'shared-api/home';
import { addIssueComment, changeIssueStatus, getIssue, getIssueComments, issueKeys, markIssueSeen } from 'shared-api/issues';
import { queryClient } from 'shared-api/query';
import { answer, pageOf } from '@test/api';
import { findNotification, renderPage } from '@test/render';
import { comment, issue } from '../../features/issues/fixtures';
import IssuePage from './index';

jest.mock('shared-api/issues', () => ({
  ...jest.requireActual('shared-api/issues'),
  getIssue: jest.fn(),
  getIssueComments: jest.fn(),
  changeIssueStatus: jest.fn(),
  addIssueComment: jest.fn(),
  markIssueSeen: jest.fn(),
}));

const open = () => {
  renderPage(<IssuePage />, { path: '/dashboard/issues/:issueId', at: '/dashboard/issues/12' });
  return userEvent.setup({ delay: null });
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getIssue).mockResolvedValue(answer(issue()));
  jest.mocked(getIssueComments).mockResolvedValue(answer([comment({ id: 1, description: 'I paid on Monday.', author: { name: 'Bilal Ahmed', avatar: null, role: 'member' } }), comment({ id: 2 })]));
  jest.mocked(markIssueSeen).mockResolvedValue(answer(null));
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
    jest.mocked(addIssueComment).mockResolvedValue(answer(comment({ id: 3, description: 'Receipt attached.' }), 'Your comment has been added.'));
    const user = open();
    const box = await screen.findByRole('textbox', { name: /Add a comment/ });
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Please enter a comment')).toBeInTheDocument();
    await user.type(box, 'Receipt attached.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(addIssueComment).toHaveBeenCalledWith(12, { description: 'Receipt attached.' }));
    await findNotification('Success', 'Your comment has been added.');
  });

  it('has no comment box once the issue is Resolved or Closed', async () => {
    jest.mocked(getIssue).mockResolvedValue(answer(issue({ status: { name: 'Closed' } })));
    open();
    expect(await screen.findByText('This issue is Closed. Reopen it from Change Status to add a comment.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Add a comment/ })).not.toBeInTheDocument();
  });

  it('changes its status from the dialog and shows the issue the server answers', async () => {
    jest.mocked(changeIssueStatus).mockResolvedValue(answer(issue({ status: { name: 'Resolved' } }), 'The issue is now Resolved.'));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    // From Open: resolve or close, not reopen.
    expect(within(dialog).getByRole('button', { name: 'Reopen Issue' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Mark Closed' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
    await waitFor(() => expect(changeIssueStatus).toHaveBeenCalledWith(12, 'resolve'));
    await findNotification('Success', 'The issue is now Resolved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Add a comment/ })).not.toBeInTheDocument();
  });

  it('marks the conversation read up to the newest comment shown, and the lists that mark unread replies ask again', async () => {
    queryClient.setQueryData(issueKeys.list(1), pageOf([issue({ unread: true })]));
    queryClient.setQueryData(homeKeys.home, { issues: { open: 1, unread: 1, items: [] } });
    open();
    await screen.findByRole('list', { name: 'Comments, oldest first' });
    await waitFor(() => expect(markIssueSeen).toHaveBeenCalledWith(12, 2));
    await waitFor(() => expect(queryClient.getQueryState(issueKeys.list(1))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(homeKeys.home)?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('marks nothing read while the issue has no comments', async () => {
    jest.mocked(getIssueComments).mockResolvedValue(answer([]));
    open();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(markIssueSeen).not.toHaveBeenCalled();
  });
});
