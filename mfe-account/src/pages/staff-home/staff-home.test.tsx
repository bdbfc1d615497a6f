import { screen, within } from '@testing-library/react';
import type { StaffQueues } from 'shared-api';
import { queryClient } from 'shared-api/query';
import { getStaffQueues } from 'shared-api/staff';
import { renderPage } from '@test/render';
import { answer } from '@test/api';
import StaffHomePage, { spanFrom } from './index';

jest.mock('shared-api/staff', () => ({ ...jest.requireActual('shared-api/staff'), getStaffQueues: jest.fn() }));

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const queues: StaffQueues = {
  queues: [
    { key: 'issues', label: 'Issues waiting for staff', count: 3, oldest_at: ago(75), path: '/staff/issues?view=waiting' },
    { key: 'bill-payments', label: 'Bill payments waiting', count: 0, oldest_at: null, path: '/staff/orders?status=pending&method=5' },
    { key: 'expiring-holds', label: 'Holds expiring within 24 hours', count: 2, oldest_at: new Date(Date.now() + 5.5 * HOUR).toISOString(), path: '/staff/orders?view=expiring' },
    { key: 'refunds', label: 'Refunds waiting for approval', count: 3, oldest_at: ago(26), path: '/staff/orders?view=refunds', you_may_decide: 1 },
  ],
  events: [{ id: 4, title: 'Freelancers Meetup Lahore', start_date: '2026-11-27T12:00:00.000Z', sold: 140, checked_in: 12, path: '/staff/check-in?event=4' }],
};

beforeEach(() => {
  queryClient.clear();
  jest.mocked(getStaffQueues).mockResolvedValue(answer(queues) as never);
});

const open = () => renderPage(<StaffHomePage />, { path: '/staff' });

describe('the staff home', () => {
  it('lists each queue with its count and how long the oldest item has waited, leading to its filtered list', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Queues' });
    const issues = within(list).getByRole('link', { name: 'Issues waiting for staff' });
    expect(issues).toHaveAttribute('href', '/staff/issues?view=waiting');
    const row = issues.closest('li')!;
    expect(within(row).getByLabelText('3 waiting')).toHaveTextContent('3');
    expect(within(row).getByText('Longest wait 3 days')).toBeInTheDocument();
    expect(within(list).getByText('Nothing waiting')).toBeInTheDocument();
    expect(within(list).getByText('The first expires in 5 hours')).toBeInTheDocument();
  });

  it('counts the refunds waiting for a second staff member, says how many the reader can approve, and leads to the refunds list', async () => {
    open();
    const refunds = await screen.findByRole('link', { name: 'Refunds waiting for approval' });
    expect(refunds).toHaveAttribute('href', '/staff/orders?view=refunds');
    const row = refunds.closest('li')!;
    expect(within(row).getByLabelText('3 waiting')).toHaveTextContent('3');
    expect(within(row).getByText('Longest wait 26 hours · you can approve 1 of them')).toBeInTheDocument();
  });

  it('shows this week’s events with checked-in and sold, leading to the door', async () => {
    open();
    const door = await screen.findByRole('link', { name: 'Freelancers Meetup Lahore' });
    expect(door).toHaveAttribute('href', '/staff/check-in?event=4');
    expect(screen.getByText('12 / 140 checked in')).toBeInTheDocument();
  });

  it('says how long, in words staff read at a glance', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(spanFrom(new Date(now - 20 * 60_000).toISOString(), now)).toBe('under an hour');
    expect(spanFrom(new Date(now - HOUR).toISOString(), now)).toBe('1 hour');
    expect(spanFrom(new Date(now - 47 * HOUR).toISOString(), now)).toBe('47 hours');
    expect(spanFrom(new Date(now - 50 * HOUR).toISOString(), now)).toBe('2 days');
  });
});
