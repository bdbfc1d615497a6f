import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffDirector } from '../../shapes';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import StaffBoardPage from './index';

const member = (id: number, name: string, overrides: Partial<StaffDirector> = {}): StaffDirector => ({
  id,
  name,
  position: 'Director',
  bio: 'A bio.',
  image: null,
  image_width: null,
  image_height: null,
  linkedin: null,
  sort_order: id,
  status: 'published',
  publish_at: '2026-01-01T05:00:00.000Z',
  created_at: '2026-01-01T05:00:00.000Z',
  updated_at: '2026-01-01T05:00:00.000Z',
  ...overrides,
});

const board = [member(1, 'Dr. Saima Rahman', { position: 'Chairperson' }), member(2, 'Adeel Hussain'), member(3, 'Usman Tariq', { status: 'draft', publish_at: null })];

describe('staff: the board', () => {
  it('lists every member in the board’s order, with their state and a way to add one', async () => {
    mockApi({ 'GET /api/staff/directors': ok(board) });
    renderPage(<StaffBoardPage />, { path: '/staff/board' });
    const table = await screen.findByRole('table', { name: 'The board, in the order visitors see it' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Dr. Saima Rahman', 'Adeel Hussain', 'Usman Tariq']);
    expect(within(rows[2]).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Chairperson')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Dr. Saima Rahman' })).toHaveAttribute('href', '/staff/board/1');
    expect(within(rows[0]).getByRole('button', { name: 'Move Dr. Saima Rahman up' })).toBeDisabled();
    expect(within(rows[2]).getByRole('button', { name: 'Move Usman Tariq down' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'New board member' })).toHaveAttribute('href', '/staff/board/new');
  });

  it('moves a member down from the keyboard, saves the new order at once and says where they went', async () => {
    let sent: unknown;
    const api = mockApi({
      'GET /api/staff/directors': ok(board),
      'POST /api/staff/directors/order': ({ body }) => {
        sent = body;
        return ok([board[1], board[0], board[2]], 'The new order has been saved.');
      },
    });
    renderPage(<StaffBoardPage />, { path: '/staff/board' });
    const down = await screen.findByRole('button', { name: 'Move Dr. Saima Rahman down' });
    down.focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual({ ids: [2, 1, 3] }));
    expect(await screen.findByText('Dr. Saima Rahman moved to place 2 of 3.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[1]).getByRole('link').textContent).toBe('Dr. Saima Rahman');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Dr. Saima Rahman down' })).toHaveFocus());
    expect(api.calls).toEqual(['GET /api/staff/directors', 'POST /api/staff/directors/order']);
  });
});
