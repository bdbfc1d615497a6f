import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffPartner } from '../../shapes';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import StaffPartnersPage from './index';

const partner = (id: number, name: string, corporate: boolean, overrides: Partial<StaffPartner> = {}): StaffPartner => ({
  id,
  name,
  logo: `${name.toLowerCase().replace(/\W+/g, '')}.png`,
  logo_width: 400,
  logo_height: 160,
  website: null,
  corporate,
  sort_order: id,
  status: 'published',
  publish_at: '2026-01-01T05:00:00.000Z',
  created_at: '2026-01-01T05:00:00.000Z',
  updated_at: '2026-01-01T05:00:00.000Z',
  ...overrides,
});

const partners = [partner(1, 'Indus Digital Bank', true), partner(2, 'Thar Solar Works', true, { status: 'scheduled', publish_at: '2031-01-01T05:00:00.000Z' }), partner(5, 'Sukkur IT Park', false), partner(6, 'Code for Karachi', false)];

describe('staff: partners', () => {
  it('lists the corporate partners and the others apart, and orders each kind on its own', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/staff/partners': ok(partners),
      'POST /api/staff/partners/order': ({ body }) => {
        sent = body;
        return ok([partners[0], partners[1], partners[3], partners[2]]);
      },
    });
    renderPage(<StaffPartnersPage />, { path: '/staff/partners' });
    const corporate = await screen.findByRole('table', { name: 'Corporate partners, in the order visitors see them' });
    expect(within(corporate).getAllByRole('link').map((a) => a.textContent)).toEqual(['Indus Digital Bank', 'Thar Solar Works']);
    expect(within(corporate).getByText('Scheduled')).toBeInTheDocument();
    const others = screen.getByRole('table', { name: 'Other partners, in the order visitors see them' });
    await userEvent.setup({ delay: null }).click(within(others).getByRole('button', { name: 'Move Code for Karachi up' }));
    await waitFor(() => expect(sent).toEqual({ ids: [6, 5] }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: /^Other partners/ })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Code for Karachi', 'Sukkur IT Park']));
  });
});
