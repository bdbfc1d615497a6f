import { screen, within } from '@testing-library/react';
import { mockApi, ok, failure } from '@test/mock-api';
import { renderPage } from '@test/render';
import { orderDetail, memberTicket } from '../../../testing/tickets';
import OrderThankyouPage from './index';

const show = (at: string) => renderPage(<OrderThankyouPage />, { path: '/order/thankyou', at });

describe('thank-you page', () => {
  it('confirms a paid order in the spec’s words, with its number, amount and ticket', async () => {
    const api = mockApi({ 'POST /api/order-paid': ok(orderDetail({ id: 41, grand_total: 6000 }), 'Your order was placed successfully!') });
    show('/order/thankyou?O=41');
    expect(await screen.findByText('Your order was placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Thankyou, an email regarding your order has been sent to your email account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/dashboard/orders');
    const summary = screen.getByLabelText('Your order');
    expect(within(summary).getByText('#41')).toBeInTheDocument();
    expect(within(summary).getByText('Rs 6,000')).toBeInTheDocument();
    const ticket = screen.getByRole('article', { name: 'Ticket #17' });
    expect(within(ticket).getByRole('img', { name: 'QR code of ticket #17' })).toHaveAttribute('src', memberTicket().qr);
    expect(within(ticket).getByRole('link', { name: 'Download Ticket' })).toHaveAttribute('href', memberTicket().download_url);
    expect(within(ticket).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/events/8/freelance-fest-karachi-2027/calendar.ics');
    expect(within(ticket).getByText('Freelance Fest Karachi 2027')).toBeInTheDocument();
    expect(api.calls).toEqual(['POST /api/order-paid']);
  });

  it('shows the ticket’s QR before the order’s details, so a phone has it in view first', async () => {
    mockApi({ 'POST /api/order-paid': ok(orderDetail({ id: 41 }), 'Your order was placed successfully!') });
    show('/order/thankyou?O=41');
    const qr = await screen.findByRole('img', { name: 'QR code of ticket #17' });
    const summary = screen.getByLabelText('Your order');
    const placed = screen.getByText('Your order was placed successfully!');
    // Document order is reading order at every width: the sentence, the QR, then the details.
    expect(placed.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(qr.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(qr.compareDocumentPosition(screen.getByRole('link', { name: 'View all orders' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says Free for an order that cost nothing', async () => {
    mockApi({ 'POST /api/order-paid': ok(orderDetail({ grand_total: 0, subtotal: 0, discount: 0, payment_method: 4, payment_method_name: 'Free' }), 'Your order was placed successfully!') });
    show('/order/thankyou?O=41');
    const summary = await screen.findByLabelText('Your order');
    expect(within(summary).getAllByText('Free').length).toBeGreaterThan(0);
    expect(within(summary).queryByText(/PKR/)).not.toBeInTheDocument();
  });

  it('does not claim an unpaid order is paid, and shows no ticket', async () => {
    mockApi({ 'POST /api/order-paid': ok(orderDetail({ status: 'pending', paid_at: null, tickets: [] }), 'Your payment has not been received.') });
    show('/order/thankyou?O=41');
    expect(await screen.findByText('Your payment has not been received.')).toBeInTheDocument();
    expect(screen.queryByText('Your order was placed successfully!')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/ticket/17/order');
  });

  it('sends a pending bill payment to how to pay it', async () => {
    mockApi({ 'POST /api/order-paid': ok(orderDetail({ status: 'pending', payment_method: 5, paid_at: null, tickets: [] }), 'Your order is pending until your bill payment is received.') });
    show('/order/thankyou?O=41');
    expect(await screen.findByRole('link', { name: 'How to pay' })).toHaveAttribute('href', '/order/onebill?id=41');
  });

  it('without an order number says the spec’s sentence and asks the server nothing', () => {
    const api = mockApi({});
    for (const at of ['/order/thankyou', '/order/thankyou?O=']) {
      const view = show(at);
      expect(screen.getByText('Your order was placed successfully!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/dashboard/orders');
      expect(screen.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/dashboard/tickets');
      view.unmount();
    }
    expect(api.calls).toEqual([]);
  });

  it('an order number that is not one, or not the member’s, is a missing order, never a paid one', async () => {
    const api = mockApi({ 'POST /api/order-paid': failure(404, 'This order does not exist.') });
    const view = show('/order/thankyou?O=abc');
    expect(screen.getByRole('heading', { name: 'This order does not exist' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    view.unmount();
    show('/order/thankyou?O=999');
    expect(await screen.findByRole('heading', { name: 'This order does not exist' })).toBeInTheDocument();
    expect(screen.queryByText('Your order was placed successfully!')).not.toBeInTheDocument();
  });
});
