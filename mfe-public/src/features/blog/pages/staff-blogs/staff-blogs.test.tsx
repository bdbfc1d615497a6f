import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import type { StaffBlogRow } from '../../shapes';
import StaffBlogsPage from './index';

const row = (id: number, title: string, status: StaffBlogRow['status']): StaffBlogRow => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  status,
  publish_at: status === 'draft' ? null : '2026-11-20T05:00:00.000Z',
  created_at: '2026-11-19T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
  author: { id: 4, name: 'Hamza Qureshi', email: 'hamza.qureshi@example.com', member_id: 'abcdefghijklmnop' },
});

const page = (items: StaffBlogRow[]) => ok({ items, pagination: { current_page: 1, last_page: 1, per_page: 20, total: items.length } });

describe('staff: blog posts', () => {
  it('lists every post with its state and opens one', async () => {
    mockApi({ 'GET /api/staff/blogs': page([row(1, 'Pricing video work', 'published'), row(2, 'Writing a proposal', 'draft'), row(3, 'Tax returns', 'scheduled')]) });
    renderPage(<StaffBlogsPage />, { path: '/staff/blogs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Blog posts/ });
    expect(within(table).getByRole('link', { name: 'Writing a proposal' })).toHaveAttribute('href', '/staff/blogs/2');
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/staff/blogs/new');
  });

  it('keeps the state filter and the search in the address and asks the server for them', async () => {
    const api = mockApi({ 'GET /api/staff/blogs': page([row(2, 'Writing a proposal', 'draft')]) });
    renderPage(<StaffBlogsPage />, { path: '/staff/blogs', at: '/staff/blogs?status=draft' });
    expect(await screen.findByRole('link', { name: 'Writing a proposal' })).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('draft');
    expect(api.calls[0]).toBe('GET /api/staff/blogs?status=draft&page=1');
    await userEvent.setup({ delay: null }).selectOptions(screen.getByLabelText('State'), 'scheduled');
    await screen.findByRole('link', { name: 'Writing a proposal' });
    expect(api.calls.at(-1)).toBe('GET /api/staff/blogs?status=scheduled&page=1');
  });
});
