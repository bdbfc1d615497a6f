import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffIssue } from 'shared-api';
import { getStaffIssue, getStaffIssueComments, setIssueStatus } from 'shared-api/issues';
import { answer } from '@test/api';
import { findNotification, renderPage } from '@test/render';
import { issue } from '../../features/issues/fixtures';
import StaffIssuePage from './index';

jest.mock('shared-api/issues', () => ({ ...jest.requireActual('shared-api/issues'), getStaffIssue: jest.fn(), getStaffIssueComments: jest.fn(), setIssueStatus: jest.fn() }));

const staffIssue = (overrides: Partial<StaffIssue> = {}): StaffIssue => ({ ...issue(), member_id: 'bilal1234567890a', waiting_since: null, comments: 0, ...overrides });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getStaffIssue).mockResolvedValue(answer(staffIssue()));
  jest.mocked(getStaffIssueComments).mockResolvedValue(answer([]));
});

describe('staff: one member issue', () => {
  it('shows the issue’s status pressed and enabled, not greyed out as unavailable', async () => {
    renderPage(<StaffIssuePage />, { path: '/staff/issues/:issueId', at: '/staff/issues/12' });
    const group = await screen.findByRole('group', { name: 'Set the status' });
    const open = within(group).getByRole('button', { name: 'Open' });
    expect(open).toHaveAttribute('aria-pressed', 'true');
    expect(open).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes nothing when the current status is chosen again, and sets another one', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(setIssueStatus).mockResolvedValue(answer(staffIssue({ status: { name: 'Resolved' } }), 'The issue is now Resolved.'));
    renderPage(<StaffIssuePage />, { path: '/staff/issues/:issueId', at: '/staff/issues/12' });
    const group = await screen.findByRole('group', { name: 'Set the status' });
    await user.click(within(group).getByRole('button', { name: 'Open' }));
    expect(setIssueStatus).not.toHaveBeenCalled();
    await user.click(within(group).getByRole('button', { name: 'Resolved' }));
    await findNotification('Success', 'The issue is now Resolved.');
    expect(setIssueStatus).toHaveBeenCalledWith(12, { status: 'Resolved' });
    expect(within(group).getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
  });
});
