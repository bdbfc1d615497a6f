import { screen } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { order } from '../../features/testing/fixtures';
import OrderOnebillPage from './index';

describe('pay with 1Bill', () => {
  it('shows how to pay a pending order, with its reference', async () => {
    mockApi({ 'GET /api/user/orders/41': ok(order({ id: 41, status: 'pending', payment_method: 5, bill_reference: '1047041', grand_total: 2500 })) });
    renderPage(<OrderOnebillPage />, { path: '/order/onebill', at: '/order/onebill?id=41' });
    expect(await screen.findByText('Your order #41 is pending until your payment is received.')).toBeInTheDocument();
    expect(screen.getByText('1047041')).toBeInTheDocument();
  });

  it('says what is missing, and asks the server nothing, when the link names no order', () => {
    const api = mockApi({});
    for (const at of ['/order/onebill', '/order/onebill?id=', '/order/onebill?id=abc']) {
      const view = renderPage(<OrderOnebillPage />, { path: '/order/onebill', at });
      expect(screen.getByText(/This link does not say which order to pay/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/dashboard/orders');
      view.unmount();
    }
    expect(api.calls).toEqual([]);
  });
});
