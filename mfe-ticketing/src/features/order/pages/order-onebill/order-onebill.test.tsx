import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '@test/mock-api';
import { renderPage } from '@test/render';
import { memberTicket, membershipOrder, orderDetail } from '../../../testing/tickets';
import OrderOnebillPage from './index';

describe('pay with 1Bill', () => {
  it('shows how to pay a pending order, with its reference', async () => {
    mockApi({ 'GET /api/user/orders/41': ok(orderDetail({ id: 41, status: 'pending', payment_method: 5, bill_reference: '1047041', grand_total: 2500, paid_at: null, tickets: [] })) });
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

  it('shows the ticket, with its QR and Download Ticket, once staff have marked the order paid', async () => {
    mockApi({ 'GET /api/user/orders/41': ok(orderDetail({ id: 41, payment_method: 5, payment_method_name: 'Bill payment', bill_reference: '1047041' })) });
    renderPage(<OrderOnebillPage />, { path: '/order/onebill', at: '/order/onebill?id=41' });
    expect(await screen.findByText('Your order #41 is paid. Your ticket is ready.')).toBeInTheDocument();
    const ticket = screen.getByRole('article', { name: 'Ticket #17' });
    expect(within(ticket).getByRole('img', { name: 'QR code of ticket #17' })).toHaveAttribute('src', memberTicket().qr);
    expect(within(ticket).getByRole('link', { name: 'Download Ticket' })).toHaveAttribute('href', memberTicket().download_url);
    expect(screen.queryByText('To pay through your banking app:')).not.toBeInTheDocument();
  });

  it('speaks of the membership, never a ticket, while a membership order waits for its payment', async () => {
    mockApi({ 'GET /api/user/orders/60': ok(membershipOrder({ status: 'pending', paid_at: null, expires_at: '2027-05-05T07:00:00.000Z' })) });
    renderPage(<OrderOnebillPage />, { path: '/order/onebill', at: '/order/onebill?id=60' });
    expect(await screen.findByText('Your order #60 is pending until your payment is received.')).toBeInTheDocument();
    expect(screen.getByText(/^Surge membership:/)).toHaveTextContent(/^Surge membership: Rs 6,000 — please pay by 05 May 2027(,| at) 12:00 PM; your membership starts when the payment is received\.$/);
    expect(screen.getByText('1047060')).toBeInTheDocument();
    expect(screen.getByText(/We will e-mail you when your membership starts\./)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ticket|seat/i);
  });

  it('says the year of membership was added once staff have marked a membership order paid, with the way to the membership', async () => {
    mockApi({ 'GET /api/user/orders/60': ok(membershipOrder({ bank_reference: 'HBL-20270501-7731' })) });
    renderPage(<OrderOnebillPage />, { path: '/order/onebill', at: '/order/onebill?id=60' });
    expect(await screen.findByText('Your order #60 is paid. Your year of Surge membership has been added.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Your order')).getByText('Membership').nextSibling).toHaveTextContent('Surge');
    expect(screen.getByRole('link', { name: 'Membership details' })).toHaveAttribute('href', '/dashboard/membership');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ticket|event/i);
  });

  it('shows no ticket for an order that was cancelled', async () => {
    mockApi({ 'GET /api/user/orders/41': ok(orderDetail({ id: 41, status: 'cancelled', payment_method: 5, paid_at: null, tickets: [] })) });
    renderPage(<OrderOnebillPage />, { path: '/order/onebill', at: '/order/onebill?id=41' });
    expect(await screen.findByText('This order is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
