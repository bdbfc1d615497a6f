import { screen } from '@testing-library/react';
import { getOrders } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer, order, pageOf } from '../../features/testing/fixtures';
import OrdersPage from './index';

jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), getOrders: jest.fn() }));

describe('order history', () => {
  it('shows each order’s date as day/month/year, total in PKR, payment method and event', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([order(), order({ id: 42, status: 'pending', payment_method: 5, payment_method_name: 'Bill payment', created_at: '2027-01-09T20:00:00.000Z' })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    expect(await screen.findByText('02/05/2027')).toBeInTheDocument();
    // 20:00 UTC on 9 January is already the 10th in Karachi.
    expect(screen.getByText('10/01/2027')).toBeInTheDocument();
    expect(screen.getAllByText('Rs 6,000')).toHaveLength(2);
    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.getAllByText('Freelance Fest Karachi 2027')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'How to pay' })).toHaveAttribute('href', '/order/onebill?id=42');
  });

  it('a refunded order reads refunded, with the amount and the day, never paid, and opens its page', async () => {
    jest.mocked(getOrders).mockResolvedValue(answer(pageOf([order({ id: 46, status: 'refunded', refunded_at: '2027-05-04T07:00:00.000Z' })])));
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    const refunded = await screen.findByRole('listitem');
    expect(refunded).toHaveTextContent('Refunded: Rs 6,000 on 04/05/2027');
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
