import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import type { StaffMediaMentionRow } from '../../shapes';
import StaffMediaMentionsPage from './index';

const row = (id: number, title: string, status: StaffMediaMentionRow['status'], featured_order: number | null): StaffMediaMentionRow => ({
  id,
  title,
  outlet: 'The Daily Indus',
  published_on: '2026-11-20',
  featured_order,
  status,
  publish_at: status === 'draft' ? null : '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
});

describe('staff: media mentions', () => {
  it('lists every mention with its outlet, state and place on the home page', async () => {
    mockApi({
      'GET /api/staff/media-mentions': ok({ items: [row(1, 'Fair payment terms', 'published', 1), row(2, 'Quetta meetup', 'draft', null)], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 2 } }),
    });
    renderPage(<StaffMediaMentionsPage />, { path: '/staff/media-mentions' });
    const table = await screen.findByRole('table', { name: /Media mentions/ });
    expect(within(table).getByRole('link', { name: 'Quetta meetup' })).toHaveAttribute('href', '/staff/media-mentions/2');
    expect(within(table).getByText('Logo 1')).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New media mention' })).toHaveAttribute('href', '/staff/media-mentions/new');
  });
});
