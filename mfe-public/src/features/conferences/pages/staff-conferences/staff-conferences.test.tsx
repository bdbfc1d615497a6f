import { screen, within } from '@testing-library/react';
import type { StaffConferenceRow } from '../../shapes';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import StaffConferencesPage from './index';

const row = (id: number, title: string, status: StaffConferenceRow['status'], starts_at: string, ends_at: string): StaffConferenceRow => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  path: `/conference/${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  edition: title.split(' ').pop() ?? '',
  starts_at,
  ends_at,
  status,
  publish_at: status === 'draft' ? null : '2022-01-01T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
});

describe('staff: conference editions', () => {
  it('lists every edition with its state and dates, and opens one or a new one', async () => {
    mockApi({
      'GET /api/staff/conferences': ok([
        row(4, 'Freelance Fest 2027 Karachi', 'draft', '2027-03-13T04:00:00.000Z', '2027-03-14T12:00:00.000Z'),
        row(3, 'Freelance Fest 2022 Gilgit', 'published', '2022-08-16T04:00:00.000Z', '2022-08-17T11:00:00.000Z'),
      ]),
    });
    renderPage(<StaffConferencesPage />, { path: '/staff/conferences' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conference editions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Conference editions/ });
    const draft = within(table).getByRole('row', { name: /Freelance Fest 2027 Karachi/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('13–14 March 2027')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Freelance Fest 2027 Karachi' })).toHaveAttribute('href', '/staff/conferences/4');
    expect(within(within(table).getByRole('row', { name: /Gilgit/ })).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New edition' })).toHaveAttribute('href', '/staff/conferences/new');
  });
});
