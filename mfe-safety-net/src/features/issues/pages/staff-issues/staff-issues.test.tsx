import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, pageOf } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import { getIssueAssignees, getServiceInterestCounts, getStaffIssues } from '../../api';
import { staffIssue } from '../../fixtures';
import StaffIssuesPage from './index';

// The page's reads are answered by hand; its writes go through its hooks and the real client to a mocked server.
jest.mock('../../api', () => ({ ...jest.requireActual('../../api'), getStaffIssues: jest.fn(), getServiceInterestCounts: jest.fn(), getIssueAssignees: jest.fn() }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getStaffIssues).mockResolvedValue(
    answer(
      pageOf(
        [
          staffIssue({ waiting_since: '2026-11-20T09:00:00.000Z', new_activity: true, member_activity: 2 }),
          staffIssue({ id: 9, title: 'Answered already', comments: 2, notes: 1, assignee: { member_id: 'zainab1234567890', name: 'Zainab Hussain' } }),
        ],
        { perPage: 20 },
      ),
    ),
  );
  jest.mocked(getServiceInterestCounts).mockResolvedValue(answer([{ service: 'insurance', members: 4 }]));
  jest.mocked(getIssueAssignees).mockResolvedValue(answer([{ member_id: 'asad123456789012', name: 'Asad Mehmood' }, { member_id: 'zainab1234567890', name: 'Zainab Hussain' }]));
});

const open = (at = '/staff/issues') => {
  renderPage(<StaffIssuesPage />, { path: '/staff/issues', at });
  return userEvent.setup({ delay: null });
};
const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('staff: member issues', () => {
  it('lists waiting issues with how long they have waited, each linking to its page', async () => {
    open();
    expect(await screen.findByRole('link', { name: '#12 My Payoneer transfer is stuck' })).toHaveAttribute('href', '/staff/issues/12');
    expect(await row('#12 My Payoneer transfer is stuck')).toHaveTextContent('20 November 2026');
    const answered = await row('#9 Answered already');
    expect(answered).toHaveTextContent('Bilal Ahmed');
    expect(answered).toHaveTextContent('2 comments · 1 note');
    expect(await screen.findByText(/Members waiting for a service to open/)).toHaveTextContent('Insurance 4');
  });

  it('marks the issues with member activity staff have not seen, and says who has each one', async () => {
    open();
    const fresh = await row('#12 My Payoneer transfer is stuck');
    expect(within(fresh).getByText('New activity')).toBeInTheDocument();
    expect(within(fresh).getByText('Unassigned')).toBeInTheDocument();
    const answered = await row('#9 Answered already');
    expect(within(answered).queryByText('New activity')).not.toBeInTheDocument();
    expect(within(answered).getByText('Zainab Hussain')).toBeInTheDocument();
  });

  it('filters by status, topic and age through the address', async () => {
    const user = open();
    await screen.findByRole('link', { name: '#9 Answered already' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Banking');
    await user.selectOptions(screen.getByLabelText('Raised'), 'Older than a week');
    await waitFor(() => expect(getStaffIssues).toHaveBeenLastCalledWith({ status: 'Open', topic: 'Banking', older_than_days: 7, page: 1 }));
  });

  it('shows the issues assigned to me, to nobody, or to any staff member', async () => {
    const user = open();
    await screen.findByRole('link', { name: '#9 Answered already' });
    const assigned = screen.getByLabelText('Assigned to');
    await user.selectOptions(assigned, 'Me');
    await waitFor(() => expect(getStaffIssues).toHaveBeenLastCalledWith(expect.objectContaining({ assignee: 'me', page: 1 })));
    await user.selectOptions(assigned, 'Nobody (unassigned)');
    await waitFor(() => expect(getStaffIssues).toHaveBeenLastCalledWith(expect.objectContaining({ assignee: 'none' })));
    await user.selectOptions(assigned, await within(assigned).findByRole('option', { name: 'Asad Mehmood' }));
    await waitFor(() => expect(getStaffIssues).toHaveBeenLastCalledWith(expect.objectContaining({ assignee: 'asad123456789012' })));
  });

  it('shows only what waits for staff, oldest first, from a link to that view', async () => {
    open('/staff/issues?view=waiting');
    expect(await screen.findByRole('table', { name: 'Issues waiting for staff, oldest first' })).toBeInTheDocument();
    expect(getStaffIssues).toHaveBeenLastCalledWith(expect.objectContaining({ view: 'waiting', page: 1 }));
    expect(screen.getByLabelText('Show')).toHaveValue('waiting');
  });

  it('searches by what staff type, through the server', async () => {
    const user = open();
    await screen.findByRole('link', { name: '#9 Answered already' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'payoneer{Enter}');
    await waitFor(() => expect(getStaffIssues).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'payoneer', page: 1 })));
  });

  it('closes the selected issues at once', async () => {
    const sent: { ids: number[] }[] = [];
    mockApi({
      'POST /api/staff/issues/close': ({ body }) => {
        sent.push(body as { ids: number[] });
        return ok({ changed: 2, unchanged: 0 }, '2 issues closed; each member has been told by e-mail.');
      },
    });
    const user = open();
    await screen.findByRole('link', { name: '#9 Answered already' });
    await user.click(screen.getByRole('checkbox', { name: 'Select issue #12' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select issue #9' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 issues selected');
    await user.click(within(bar).getByRole('button', { name: 'Close' }));
    await findNotification('Success', '2 issues closed; each member has been told by e-mail.');
    expect(sent).toHaveLength(1);
    expect(sent[0].ids.sort((a, b) => a - b)).toEqual([9, 12]);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });
});
