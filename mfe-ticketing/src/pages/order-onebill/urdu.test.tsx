import { screen } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { i18n } from 'shared-ui';
import { renderPage } from '@test/render';
import { orderDetail } from '../../features/testing/tickets';
import OrderOnebillPage from './index';

beforeAll(() => i18n.load('ur', require('../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('pay with 1Bill in Urdu', () => {
  it('gives the steps in Urdu, 1Bill by its name and the order ID left to right', async () => {
    mockApi({ 'GET /api/user/orders/41': ok(orderDetail({ id: 41, status: 'pending', payment_method: 5, bill_reference: '1047041', grand_total: 2500, paid_at: null, tickets: [] })) });
    i18n.activate('ur');
    renderPage(<OrderOnebillPage />, { path: '/order/onebill', at: '/order/onebill?id=41' });
    expect(screen.getByRole('heading', { level: 1, name: '1Bill سے ادائیگی کریں' })).toBeInTheDocument();
    expect(await screen.findByText('آپ کا آرڈر #41 ادائیگی موصول ہونے تک زیرِ التوا ہے۔')).toBeInTheDocument();
    expect(screen.getByText('اپنی بینکنگ ایپ کھولیں۔')).toBeInTheDocument();
    const reference = screen.getByText('1047041');
    expect(reference).toHaveAttribute('dir', 'ltr');
    expect(reference.closest('li')).toHaveTextContent('آرڈر آئی ڈی 1047041 درج کریں۔');
    expect(screen.getByRole('link', { name: 'تمام آرڈرز دیکھیں' })).toHaveAttribute('href', '/dashboard/orders');
    expect(screen.queryByText('To pay through your banking app:')).not.toBeInTheDocument();
  });
});
