import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import StaffEventsPage from './index';

describe('staff: events', () => {
  it('lists every event with its orders, each leading to its form, drafts marked', async () => {
    mockApi({
      'GET /api/staff/events': ok([
        { id: 10, title: 'Quetta Freelancers Evening', start_date: '2027-01-20T12:00:00.000Z', paid: 0, pending: 0, published: false },
        { id: 9, title: 'Karachi Freelancers Summit', start_date: '2026-12-20T05:00:00.000Z', paid: 12, pending: 1, published: true },
      ]),
    });
    renderPage(<StaffEventsPage />, { path: '/staff/events' });
    const [draft, row] = within(await screen.findByRole('table', { name: 'Events, latest first' })).getAllByRole('row').slice(1);
    expect(within(row).getByRole('link', { name: 'Karachi Freelancers Summit' })).toHaveAttribute('href', '/staff/events/9');
    expect(within(row).getByRole('link', { name: '12 paid · 1 pending' })).toHaveAttribute('href', '/staff/orders?event=9');
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/staff/events/new');
  });
});
