import { screen, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@test/mock-api';
import { findNotification, renderPage } from '@test/render';
import userEvent from '@testing-library/user-event';
import { waitingPayment } from '../../../testing/fixtures';
import { memberTicket, membershipOrder, orderDetail } from '../../../testing/tickets';
import OrderDetailPage from './index';

const show = (id: string) => renderPage(<OrderDetailPage />, { path: '/dashboard/orders/:orderId', at: `/dashboard/orders/${id}` });

describe('an order from Order History', () => {
  it('shows a paid order’s summary and its ticket with QR, Download Ticket and Add to calendar', async () => {
    mockApi({ 'GET /api/user/orders/41': ok(orderDetail()) });
    show('41');
    expect(screen.getByRole('heading', { level: 1, name: 'Order #41' })).toBeInTheDocument();
    const ticket = await screen.findByRole('article', { name: 'Ticket #17' });
    expect(within(ticket).getByRole('img', { name: 'QR code of ticket #17' })).toBeInTheDocument();
    expect(within(ticket).getByRole('link', { name: 'Download Ticket' })).toHaveAttribute('href', memberTicket().download_url);
    expect(within(ticket).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', memberTicket().calendar_url);
    expect(within(screen.getByLabelText('Your order')).getByText('Rs 6,000')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Order History' })).toHaveAttribute('href', '/dashboard/orders');
  });

  it('a refunded order says refunded, with the amount and the day, and has no ticket: never paid', async () => {
    mockApi({ 'GET /api/user/orders/47': ok(orderDetail({ id: 47, status: 'refunded', refunded_at: '2027-05-04T07:00:00.000Z', tickets: [] })) });
    show('47');
    expect(await screen.findByText('This order was refunded: its ticket no longer admits anyone.')).toBeInTheDocument();
    expect(screen.getByText('Refunded', { selector: '.chakra-badge, span' })).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    const summary = screen.getByLabelText('Your order');
    expect(within(summary).getByText('Refunded on')).toBeInTheDocument();
    expect(within(summary).getByText('04 May 2027')).toBeInTheDocument();
    expect(within(summary).getAllByText('Rs 6,000')).toHaveLength(2);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a pending bill payment has no ticket yet and says how to pay', async () => {
    mockApi({ 'GET /api/user/orders/42': ok(orderDetail({ id: 42, status: 'pending', payment_method: 5, payment_method_name: 'Bill payment', paid_at: null, tickets: [] })) });
    show('42');
    expect(await screen.findByText('Your ticket will be here once your payment is received.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to pay' })).toHaveAttribute('href', '/order/onebill?id=42');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a bill payment staff received shows the bank’s reference, which a pending one has not', async () => {
    mockApi({ 'GET /api/user/orders/44': ok(orderDetail({ id: 44, payment_method: 5, payment_method_name: 'Bill payment', bill_reference: '1047044', bank_reference: 'HBL-20270501-7731' })) });
    const view = show('44');
    const summary = await screen.findByLabelText('Your order');
    expect(within(summary).getByText('Bank reference')).toBeInTheDocument();
    expect(within(summary).getByText('HBL-20270501-7731')).toBeInTheDocument();
    view.unmount();
    mockApi({ 'GET /api/user/orders/45': ok(orderDetail({ id: 45, status: 'pending', payment_method: 5, payment_method_name: 'Bill payment', bill_reference: '1047045', paid_at: null, tickets: [] })) });
    show('45');
    expect(await screen.findByText('Your ticket will be here once your payment is received.')).toBeInTheDocument();
    expect(screen.queryByText('Bank reference')).not.toBeInTheDocument();
  });

  it('a paid Surge order says what it bought and leads to the membership: it has no ticket', async () => {
    mockApi({ 'GET /api/user/orders/60': ok(membershipOrder()) });
    show('60');
    expect(await screen.findByText(/^This order paid for a year of Surge membership\./)).toBeInTheDocument();
    const summary = screen.getByLabelText('Your order');
    expect(within(summary).getByText('Membership').nextSibling).toHaveTextContent('Surge');
    expect(within(summary).queryByText('Event')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Membership details' })).toHaveAttribute('href', '/dashboard/membership');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ticket/i);
  });

  it('a pending Surge order says the membership starts once paid, and how to pay', async () => {
    mockApi({ 'GET /api/user/orders/61': ok(membershipOrder({ id: 61, status: 'pending', paid_at: null })) });
    show('61');
    expect(await screen.findByText('Your year of Surge membership starts once your payment is received.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to pay' })).toHaveAttribute('href', '/order/onebill?id=61');
    expect(document.body).not.toHaveTextContent(/ticket/i);
  });

  it('another member’s order, or an address that names none, is a missing order', async () => {
    const api = mockApi({ 'GET /api/user/orders/43': failure(404, 'This order does not exist.') });
    const view = show('43');
    expect(await screen.findByRole('heading', { name: 'This order does not exist' })).toBeInTheDocument();
    view.unmount();
    show('latest');
    expect(screen.getByRole('heading', { name: 'This order does not exist' })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/user/orders/43']);
  });
});

describe('an order whose payment waits for its provider’s answer', () => {
  const waiting = orderDetail({ id: 61, status: 'pending', payment_method: 6, payment_method_name: 'JazzCash', paid_at: null, tickets: [], pending_payment: waitingPayment() });

  it('shows the payment waiting, with Check again and Pay another way, not another way to pay it', async () => {
    mockApi({ 'GET /api/user/orders/61': ok(waiting) });
    show('61');
    const panel = await screen.findByRole('group', { name: 'Payment waiting' });
    expect(within(panel).getByText('Your JazzCash payment is waiting for JazzCash’s answer.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', '/ticket/17/order?pay=another');
    expect(screen.queryByRole('link', { name: /How to pay|Complete payment/ })).not.toBeInTheDocument();
  });

  it('Check again: paid, the order shows its ticket under the server’s word', async () => {
    let checked = false;
    const api = mockApi({
      'GET /api/user/orders/61': () => ok(checked ? orderDetail({ id: 61 }) : waiting),
      'POST /api/user/orders/61/check-payment': () => {
        checked = true;
        return ok(orderDetail({ id: 61 }), 'Your payment was received: your order is paid.');
      },
    });
    show('61');
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Your payment was received: your order is paid.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ticket #17' })).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/user/orders/61/check-payment');
  });

  it('too many checks: the server’s reason is shown', async () => {
    mockApi({
      'GET /api/user/orders/61': ok(waiting),
      'POST /api/user/orders/61/check-payment': failure(429, 'You have checked this payment several times. Please try again in a minute.'),
    });
    show('61');
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await findNotification('Error', 'You have checked this payment several times. Please try again in a minute.');
  });
});
