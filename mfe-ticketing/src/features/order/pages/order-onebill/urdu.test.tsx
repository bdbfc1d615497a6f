import { screen } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { i18n } from '#i18n';
import { renderPage } from '@test/render';
import { orderDetail } from '../../../testing/tickets';
import OrderOnebillPage from './index';

beforeAll(() => i18n.load('ur', require('../../../../locales/ur.json')));
afterEach(() => i18n.activate('en'));

describe('pay with 1Bill in Urdu', () => {
  it('gives the steps in Urdu, 1Bill by its name and the order ID left to right', async () => {
    mockApi({ 'GET /api/user/orders/41': ok(orderDetail({ id: 41, status: 'pending', payment_method: 5, bill_reference: '1047041', grand_total: 2500, paid_at: null, tickets: [] })) });
    i18n.activate('ur');
    renderPage(<OrderOnebillPage />, { path: '/order/onebill', at: '/order/onebill?id=41' });
    // 1Bill is isolated left to right, so its figure stays before its letters among Urdu words; an order's number is
    // written with نمبر, as Urdu writes it, rather than "#", which a right-to-left line moves to the number's far side.
    expect(screen.getByRole('heading', { level: 1, name: '\u20661Bill\u2069 سے ادائیگی کریں' })).toBeInTheDocument();
    expect(await screen.findByText('آپ کا آرڈر نمبر 41 ادائیگی موصول ہونے تک زیرِ التوا ہے۔')).toBeInTheDocument();
    expect(screen.getByText('اپنی بینکنگ ایپ کھولیں۔')).toBeInTheDocument();
    const reference = screen.getByText('1047041');
    expect(reference).toHaveAttribute('dir', 'ltr');
    expect(reference.closest('li')).toHaveTextContent('آرڈر آئی ڈی 1047041 درج کریں۔');
    expect(screen.getByRole('link', { name: 'تمام آرڈرز دیکھیں' })).toHaveAttribute('href', '/dashboard/orders');
    expect(screen.queryByText('To pay through your banking app:')).not.toBeInTheDocument();
  });
});
