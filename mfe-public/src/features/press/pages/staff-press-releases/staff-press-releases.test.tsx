import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import type { StaffPressReleaseRow } from '../../shapes';
import StaffPressReleasesPage from './index';

const row = (id: number, title: string, status: StaffPressReleaseRow['status'], featured = false): StaffPressReleaseRow => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  status,
  featured,
  publish_at: status === 'draft' ? null : '2026-11-20T05:00:00.000Z',
  created_at: '2026-11-19T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
});

const page = (items: StaffPressReleaseRow[]) => ok({ items, pagination: { current_page: 1, last_page: 1, per_page: 20, total: items.length } });

describe('staff: press releases', () => {
  it('lists every release with its state and place on the home page, and opens one', async () => {
    mockApi({ 'GET /api/staff/press-releases': page([row(1, 'Tax rules welcomed', 'published', true), row(2, 'Draft statement', 'draft'), row(3, 'Fest dates', 'scheduled')]) });
    renderPage(<StaffPressReleasesPage />, { path: '/staff/press-releases' });
    expect(screen.getByRole('heading', { level: 1, name: 'Press releases' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Press releases/ });
    expect(within(table).getByRole('link', { name: 'Draft statement' })).toHaveAttribute('href', '/staff/press-releases/2');
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();
    expect(within(table).getByText('In the Press')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New press release' })).toHaveAttribute('href', '/staff/press-releases/new');
  });

  it('asks the server for the state chosen and keeps it in the address', async () => {
    const api = mockApi({ 'GET /api/staff/press-releases': page([row(2, 'Draft statement', 'draft')]) });
    renderPage(<StaffPressReleasesPage />, { path: '/staff/press-releases', at: '/staff/press-releases?status=draft' });
    expect(await screen.findByRole('link', { name: 'Draft statement' })).toBeInTheDocument();
    expect(api.calls[0]).toBe('GET /api/staff/press-releases?status=draft&page=1');
    await userEvent.setup({ delay: null }).selectOptions(screen.getByLabelText('State'), 'scheduled');
    await screen.findByRole('link', { name: 'Draft statement' });
    expect(api.calls.at(-1)).toBe('GET /api/staff/press-releases?status=scheduled&page=1');
  });
});
