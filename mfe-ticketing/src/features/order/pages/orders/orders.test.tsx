import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkOrderPayment, getOrders } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer, order, pageOf, waitingPayment } from '../../../testing/fixtures';
import { orderDetail } from '../../../testing/tickets';
import OrdersPage from './index';

jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), getOrders: jest.fn(), checkOrderPayment: jest.fn() }));

describe('order history', () => {
  it('shows each order’s date as day, month and year in the site’s long form, total in PKR, payment method and event', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([order(), order({ id: 42, status: 'pending', payment_method: 5, payment_method_name: 'Bill payment', created_at: '2027-01-09T20:00:00.000Z' })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    expect(await screen.findByText('02 May 2027')).toBeInTheDocument();
    // 20:00 UTC on 9 January is already the 10th in Karachi.
    expect(screen.getByText('10 January 2027')).toBeInTheDocument();
    expect(screen.queryByText(/\d{2}\/\d{2}\/\d{4}/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Rs 6,000')).toHaveLength(2);
    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.getAllByText('Freelance Fest Karachi 2027')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'How to pay' })).toHaveAttribute('href', '/order/onebill?id=42');
  });

  it('a refunded order reads refunded, with the amount and the day, never paid, and opens its page', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([order({ id: 46, status: 'refunded', refunded_at: '2027-05-04T07:00:00.000Z' })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    const refunded = await screen.findByRole('listitem');
    expect(refunded).toHaveTextContent('Refunded: Rs 6,000 on 04 May 2027');
    expect(refunded).not.toHaveTextContent('Paid');
    expect(screen.queryByRole('link', { name: 'View tickets of order #46' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order #46' })).toHaveAttribute('href', '/dashboard/orders/46');
  });

  it('shows the bank’s reference of a bill payment staff received', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([order({ id: 44, payment_method: 5, payment_method_name: 'Bill payment', bank_reference: 'HBL-20270501-7731' }), order({ id: 45 })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    const [received, card] = await screen.findAllByRole('listitem');
    expect(received).toHaveTextContent('Bank reference: HBL-20270501-7731');
    expect(card).not.toHaveTextContent('Bank reference');
  });

  it('opens each paid order’s tickets, and only a paid order’s', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([order({ id: 41 }), order({ id: 42, status: 'pending', payment_method: 5 }), order({ id: 43, status: 'expired' })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    expect(await screen.findByRole('link', { name: 'View tickets of order #41' })).toHaveAttribute('href', '/dashboard/orders/41');
    expect(screen.getAllByRole('link', { name: /^View tickets/ })).toHaveLength(1);
  });

  it('offers a paid Surge order its page, never tickets: a membership has none', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([order({ id: 60, kind: 'membership', ticket_id: null, event_name: 'Surge membership', package_name: 'Surge' })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    expect(await screen.findByRole('link', { name: 'View order #60' })).toHaveAttribute('href', '/dashboard/orders/60');
    expect(screen.queryByRole('link', { name: /View tickets/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/tickets/i)).not.toBeInTheDocument();
  });

  it('opens at /dashboard/orders when the account menu’s /orders (the spec’s address) is followed, keeping the page asked for', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([order()])));
    renderPage(<OrdersPage />, { path: '/orders', at: '/orders?page=2' });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/orders?page=2');
  });
});

describe('a payment waiting for its provider’s answer, in Order History', () => {
  const waiting = (extra = {}) => order({ id: 61, status: 'pending', payment_method: 7, payment_method_name: 'Easypaisa', paid_at: null, pending_payment: waitingPayment({ method: 7, gateway: 'easypaisa' }), ...extra });

  it('its row says it is pending and what it waits for, with Check again and Pay another way', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([waiting()])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Your Easypaisa payment is waiting for Easypaisa’s answer.')).toBeInTheDocument();
    expect(within(row).getByText('02 May 2027 at 3:00 PM')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', '/ticket/17/order?pay=another');
    expect(within(row).queryByRole('link', { name: /How to pay|Complete payment/ })).not.toBeInTheDocument();
  });

  it('Check again asks the server and shows what it found: paid, the row is paid and the word stays', async () => {
    jest.mocked(getOrders).mockResolvedValueOnce(answer(pageOf([waiting()])));
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([waiting({ status: 'paid', paid_at: '2027-05-02T10:05:00.000Z', pending_payment: null })])));
    jest.mocked(checkOrderPayment).mockResolvedValue(answer(orderDetail({ id: 61 }), 'Your payment was received: your order is paid.'));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Your payment was received: your order is paid.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View tickets of order #61' })).toBeInTheDocument();
    expect(checkOrderPayment).toHaveBeenCalledWith(61);
  });

  it('a plan paid from a wallet is paid another way on its plan’s page', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([waiting({ kind: 'membership', ticket_id: null, event_name: 'Surge membership', package_name: 'Surge' })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    expect(await screen.findByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', '/dashboard/membership/Surge/order?pay=another');
  });

  it('a wallet order with no payment waiting leads to its order page, never to bill payment steps', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([waiting({ pending_payment: null })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    expect(await screen.findByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/ticket/17/order');
    expect(screen.queryByRole('link', { name: 'How to pay' })).not.toBeInTheDocument();
  });
});
