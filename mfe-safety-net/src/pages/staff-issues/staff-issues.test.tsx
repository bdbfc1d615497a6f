import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffIssue } from 'shared-api';
import { getServiceInterestCounts, getStaffIssues } from 'shared-api/issues';
import { answer, pageOf } from '@test/api';
import { renderPage } from '@test/render';
import { issue } from '../../features/issues/fixtures';
import StaffIssuesPage from './index';

jest.mock('shared-api/issues', () => ({ ...jest.requireActual('shared-api/issues'), getStaffIssues: jest.fn(), getServiceInterestCounts: jest.fn() }));

const staffIssue = (overrides: Partial<StaffIssue> = {}): StaffIssue => ({ ...issue(), member_id: 'bilal1234567890a', waiting_since: '2026-11-20T09:00:00.000Z', comments: 0, ...overrides });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getStaffIssues).mockResolvedValue(answer(pageOf([staffIssue(), staffIssue({ id: 9, title: 'Answered already', waiting_since: null, comments: 2 })], { perPage: 20 })));
  jest.mocked(getServiceInterestCounts).mockResolvedValue(answer([{ service: 'insurance', members: 4 }]));
});

describe('staff: member issues', () => {
  it('lists waiting issues with how long they have waited, each linking to its page', async () => {
    renderPage(<StaffIssuesPage />, { path: '/staff/issues' });
    expect(await screen.findByRole('link', { name: '#12 My Payoneer transfer is stuck' })).toHaveAttribute('href', '/staff/issues/12');
    expect(screen.getByText(/waiting since/)).toBeInTheDocument();
    expect(screen.getByText(/Bilal Ahmed · 2 comments/)).toBeInTheDocument();
    expect(await screen.findByText(/Members waiting for a service to open/)).toHaveTextContent('Insurance 4');
  });

  it('filters by status, topic and age through the address', async () => {
    renderPage(<StaffIssuesPage />, { path: '/staff/issues' });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('link', { name: '#9 Answered already' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Banking');
    await user.selectOptions(screen.getByLabelText('Raised'), 'Older than a week');
    await waitFor(() => expect(getStaffIssues).toHaveBeenLastCalledWith({ status: 'Open', topic: 'Banking', older_than_days: 7, page: 1 }));
  });
});
