import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import type { StaffPublicationRow } from '../../shapes';
import StaffPublicationsPage from './index';

const row = (id: number, title: string, status: StaffPublicationRow['status']): StaffPublicationRow => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  name: 'Research Report',
  status,
  publish_at: status === 'draft' ? null : '2026-11-20T05:00:00.000Z',
  created_at: '2026-11-19T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
});

describe('staff: publications', () => {
  it('lists every publication with its kind and state, and searches titles on the server', async () => {
    const api = mockApi({
      'GET /api/staff/publications': ok({ items: [row(1, 'State of Freelancing', 'published'), row(2, 'Social Protection', 'draft')], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 2 } }),
    });
    renderPage(<StaffPublicationsPage />, { path: '/staff/publications', at: '/staff/publications?q=freelancing' });
    const table = await screen.findByRole('table', { name: /Publications/ });
    expect(within(table).getByRole('link', { name: 'Social Protection' })).toHaveAttribute('href', '/staff/publications/2');
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getAllByText('Research Report')).toHaveLength(2);
    expect(api.calls[0]).toBe('GET /api/staff/publications?q=freelancing&page=1');
    expect(screen.getByRole('link', { name: 'New publication' })).toHaveAttribute('href', '/staff/publications/new');
  });
});
