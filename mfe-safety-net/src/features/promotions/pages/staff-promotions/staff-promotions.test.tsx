import { screen, within } from '@testing-library/react';
import { pageOf } from '@test/api';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { staffPromotion } from '../../fixtures';
import StaffPromotionsPage from './index';

describe('staff: partner promotions', () => {
  it('lists every promotion, open, closed or draft, with how its codes are going', async () => {
    mockApi({
      'GET /api/staff/promotions': ok(
        pageOf(
          [
            staffPromotion(),
            staffPromotion({ id: 2, title: 'Hot desk at half price', code_kind: 'shared', shared_code: 'SABZ', codes: 0, claimed: 1, closed_at: '2026-11-20T09:00:00.000Z' }),
            staffPromotion({ id: 3, title: 'Headsets at 10% off', published: false, claimed: 0 }),
          ],
          { perPage: 20 },
        ),
      ),
    });
    renderPage(<StaffPromotionsPage />, { path: '/staff/promotions' });
    const rows = within(await screen.findByRole('table', { name: 'Promotions, newest first' })).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: '25% off a 50 Mbps fibre plan for six months' })).toHaveAttribute('href', '/staff/promotions/7');
    expect(rows[0]).toHaveTextContent('4 of 15 codes claimed · 11 left');
    expect(within(rows[0]).getByText('Open')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('One code for everyone · 1 member claimed it');
    expect(within(rows[1]).getByText('Closed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New promotion' })).toHaveAttribute('href', '/staff/promotions/new');
  });
});
