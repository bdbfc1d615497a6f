import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import StaffEventsPage from './index';

describe('staff: events', () => {
  it('lists every event with its orders, each leading to its form', async () => {
    mockApi({ 'GET /api/staff/events': ok([{ id: 9, title: 'Karachi Freelancers Summit', start_date: '2026-12-20T05:00:00.000Z', paid: 12, pending: 1 }]) });
    renderPage(<StaffEventsPage />, { path: '/staff/events' });
    const row = within(await screen.findByRole('list', { name: 'Events, latest first' })).getByRole('article');
    expect(within(row).getByRole('link', { name: 'Karachi Freelancers Summit' })).toHaveAttribute('href', '/staff/events/9');
    expect(row).toHaveTextContent('12 paid · 1 pending orders');
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/staff/events/new');
  });
});
