import { screen } from '@testing-library/react';
import { orderPaid } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer, order } from '../../features/testing/fixtures';
import OrderThankyouPage from './index';

jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), orderPaid: jest.fn() }));
const orderPaidMock = jest.mocked(orderPaid);

beforeEach(() => orderPaidMock.mockReset());

describe('thank-you page', () => {
  it('confirms a paid order in the spec’s words, with View all orders', async () => {
    orderPaidMock.mockResolvedValue(answer(order(), 'Your order was placed successfully!'));
    renderPage(<OrderThankyouPage />, { path: '/order/thankyou', at: '/order/thankyou?O=41' });
    expect(await screen.findByText('Your order was placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Thankyou, an email regarding your order has been sent to your email account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/dashboard/orders');
    expect(orderPaidMock).toHaveBeenCalledWith('41');
  });

  it('does not claim an unpaid order is paid', async () => {
    orderPaidMock.mockResolvedValue(answer(order({ status: 'pending' }), 'Your payment has not been received.'));
    renderPage(<OrderThankyouPage />, { path: '/order/thankyou', at: '/order/thankyou?O=41' });
    expect(await screen.findByText('Your payment has not been received.')).toBeInTheDocument();
    expect(screen.queryByText('Your order was placed successfully!')).not.toBeInTheDocument();
  });
});
