import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkOrderPayment } from 'shared-api/ticketing';
import { getTicket, placeOrder } from '../../requests';
import { renderPage } from '@test/render';
import { answer, order, ticket, waitingPayment } from '../../../testing/fixtures';
import { orderDetail } from '../../../testing/tickets';
import TicketOrderPage from './index';

jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), checkOrderPayment: jest.fn() }));
jest.mock('../../requests', () => ({ ...jest.requireActual('../../requests'), getTicket: jest.fn(), placeOrder: jest.fn() }));
const getTicketMock = jest.mocked(getTicket);
const placeOrderMock = jest.mocked(placeOrder);
const checkMock = jest.mocked(checkOrderPayment);

beforeEach(() => {
  getTicketMock.mockReset();
  placeOrderMock.mockReset();
  checkMock.mockReset();
});

const open = (at = '/ticket/17/order') => renderPage(<TicketOrderPage />, { path: '/ticket/:ticketId/order', at });

describe('ticket order', () => {
  it('totals: subtotal, the discount and the total the member pays, with no shipping line', async () => {
    getTicketMock.mockResolvedValue(answer(ticket()));
    open();
    const totals = await screen.findByRole('group', { name: 'Order totals' });
    expect(within(totals).getByText('Subtotal').nextSibling).toHaveTextContent('Rs 8,000');
    expect(within(totals).getByText('Discount').nextSibling).toHaveTextContent('- Rs 2,000');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('Rs 6,000');
    expect(within(totals).queryByText('Shipping')).not.toBeInTheDocument();
  });

  it('reading down the page, the total comes before Place Order', async () => {
    getTicketMock.mockResolvedValue(answer(ticket()));
    open();
    const totals = await screen.findByRole('group', { name: 'Order totals' });
    const placeOrderButton = screen.getByRole('button', { name: 'Place Order' });
    // DOM order is the order a phone's single column shows and a screen reader reads.
    expect(totals.compareDocumentPosition(placeOrderButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('Rs 6,000');
    // The ticket's preview still opens the page.
    const preview = screen.getByRole('button', { name: /Ticket Details/ });
    expect(preview.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a long e-mail in the ticket preview breaks instead of widening the page', async () => {
    const email = 'muhammad.abdullah.siddiqui.freelance.design.studio.lahore@example-long-domain.com.pk';
    getTicketMock.mockResolvedValue(answer(ticket({ email })));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Ticket Details Click here to preview your ticket/ }));
    const shown = await screen.findByText(email);
    expect(shown).toBeVisible();
    expect(getComputedStyle(shown).overflowWrap).toBe('anywhere');
  });

  it('previews the ticket in the accordion', async () => {
    getTicketMock.mockResolvedValue(answer(ticket()));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Ticket Details Click here to preview your ticket/ }));
    expect(await screen.findByText('3520212345671')).toBeVisible();
  });

  it('previews only what the event asked for: a ticket of name, e-mail and phone has no CNIC, company or address', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ cnic: '', company: '', position: '', physical_address: '', city: '', state: '', country: '' })));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Ticket Details Click here to preview your ticket/ }));
    await screen.findByText('ayesha.siddiqui@example.com');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Email', 'Phone Number']);
  });

  it('a bill payment goes to the bill-payment page; the order asks only how it is paid', async () => {
    getTicketMock.mockResolvedValue(answer(ticket()));
    placeOrderMock.mockResolvedValue(answer({ ...order({ id: 55, status: 'pending', payment_method: 5, bill_reference: '1047055' }), redirect_url: null }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: /Bill payment/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/order/onebill?id=55');
    const [ticketId, input] = placeOrderMock.mock.calls[0];
    expect([ticketId, input]).toEqual([17, { payment_method: 5 }]);
  });

  it('a ticket is not shipped: the order offers no other address', async () => {
    getTicketMock.mockResolvedValue(answer(ticket()));
    open();
    const form = await screen.findByRole('form', { name: 'Order' });
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Use a different address')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Address/)).not.toBeInTheDocument();
  });

  it('a free ticket offers only Free and leads to the thank-you page', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ price: 0, discounted_price: null })));
    placeOrderMock.mockResolvedValue(answer({ ...order({ id: 56, status: 'paid', payment_method: 4, grand_total: 0 }), redirect_url: null }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('radio', { name: /Free/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Card/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/order/thankyou?O=56');
  });

  it('with a card gateway, card is offered and chosen, and bill payment is offered too', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ payment_methods: [3, 5] })));
    open();
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bill payment/ })).not.toBeChecked();
  });

  it('without a card gateway, card is not offered: bill payment is chosen and the order is placed by it', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ payment_methods: [5] })));
    placeOrderMock.mockResolvedValue(answer({ ...order({ id: 57, status: 'pending', payment_method: 5, bill_reference: '1047057' }), redirect_url: null }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('radio', { name: /Bill payment/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Card/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/order/onebill?id=57');
    expect(placeOrderMock.mock.calls[0][1].payment_method).toBe(5);
  });

  it('offers the wallets the server offers, and places the order by the one chosen', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ payment_methods: [3, 6, 7, 5] })));
    // The order answers no payment page here: the page then stays (a real one is left for by a full navigation).
    placeOrderMock.mockResolvedValue(answer({ ...order({ id: 58, status: 'pending', payment_method: 6 }), redirect_url: null }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Easypaisa/ })).not.toBeChecked();
    expect(screen.getByText('Pay now from your JazzCash wallet, with its mobile number and the last 6 digits of your CNIC.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /JazzCash/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(placeOrderMock).toHaveBeenCalledTimes(1));
    expect(placeOrderMock.mock.calls[0][1].payment_method).toBe(6);
  });

  it('says when the wallet has not confirmed the payment yet, and not to pay again', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ order: order({ status: 'pending', payment_method: 6 }) })));
    open('/ticket/17/order?payment=pending');
    expect(await screen.findByText(/We are waiting for your wallet to confirm the payment\. Please do not pay again/)).toBeInTheDocument();
  });

  it('says when the card payment was declined', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ order: order({ status: 'pending' }) })));
    open('/ticket/17/order?payment=declined');
    expect(await screen.findByText('Your payment was declined. Your order is still pending: you can try again.')).toBeInTheDocument();
  });
});

describe('a ticket already ordered', () => {
  it('a pending bill payment leads to how to pay, not to a second order', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ order: order({ id: 60, status: 'pending', payment_method: 5 }) })));
    open();
    expect(await screen.findByRole('link', { name: 'How to pay' })).toHaveAttribute('href', '/order/onebill?id=60');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });
});

describe('a wallet payment waiting for its answer', () => {
  const wallets = { payment_methods: [3, 6, 7, 5] };
  const waitingOrder = () => order({ id: 61, status: 'pending', payment_method: 6, payment_method_name: 'JazzCash', paid_at: null, pending_payment: waitingPayment() });

  it('shows as pending after Back from JazzCash: what it waits for, the amount, when it started, Check again and Pay another way', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ ...wallets, order: waitingOrder() })));
    open();
    const waiting = await screen.findByRole('group', { name: 'Payment waiting' });
    expect(within(waiting).getByText('Your JazzCash payment is waiting for JazzCash’s answer.')).toBeInTheDocument();
    expect(within(waiting).getByText('Rs 6,000')).toBeInTheDocument();
    expect(within(waiting).getByText('02 May 2027 at 3:00 PM')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Pay another way' })).toBeInTheDocument();
    // Not a second way to pay it meanwhile, and never a bill payment's steps.
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('Check again: paid leads to the thank-you page', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ ...wallets, order: waitingOrder() })));
    checkMock.mockResolvedValue(answer(orderDetail({ id: 61 }), 'Your payment was received: your order is paid.'));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/order/thankyou?O=61');
    expect(checkMock).toHaveBeenCalledWith(61);
  });

  it('Check again: still waiting is said so, and the payment stays shown', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ ...wallets, order: waitingOrder() })));
    const still = 'Your JazzCash payment is still waiting for JazzCash’s answer. Please check again in a few minutes.';
    checkMock.mockResolvedValue(answer(orderDetail({ ...waitingOrder(), tickets: [] }), still));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(still)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payment waiting' })).toBeInTheDocument();
  });

  it('Check again: declined is said so, and the order can be paid again, its own way still chosen', async () => {
    getTicketMock.mockResolvedValueOnce(answer(ticket({ ...wallets, order: waitingOrder() })));
    const declined = 'Your JazzCash payment was declined, so nothing was paid. You can pay again, the same way or another.';
    getTicketMock.mockResolvedValue(answer(ticket({ ...wallets, order: { ...waitingOrder(), pending_payment: null } })));
    checkMock.mockResolvedValue(answer(orderDetail({ ...waitingOrder(), pending_payment: null, tickets: [] }), declined));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(declined)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /JazzCash/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument();
  });

  it('Pay another way shows the methods again and re-places the order by the one chosen, saying what the server did', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ ...wallets, order: waitingOrder() })));
    const said = 'Your earlier JazzCash payment was not completed and is now closed, so it cannot be paid. Your order is waiting for payment.';
    placeOrderMock.mockResolvedValue(answer({ ...order({ id: 61, status: 'pending', payment_method: 7 }), redirect_url: '/api/payments/easypaisa/checkout/T61R2' }, said));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pay another way' }));
    expect(screen.getByText('Choose another way to pay order #61.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /JazzCash/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Easypaisa/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', '/api/payments/easypaisa/checkout/T61R2');
    expect(placeOrderMock.mock.calls[0][1].payment_method).toBe(7);
  });

  it('Back from JazzCash’s page, shown again from the browser’s cache as it was left, reads the order again and shows the payment waiting', async () => {
    getTicketMock.mockResolvedValueOnce(answer(ticket({ ...wallets })));
    getTicketMock.mockResolvedValue(answer(ticket({ ...wallets, order: waitingOrder() })));
    open();
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(await screen.findByRole('group', { name: 'Payment waiting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('Back from JazzCash’s page, loaded again from the browser’s cache with the data it first showed, reads the order again', async () => {
    // The page's document was loaded by Back (the test's browser has no navigation timing of its own).
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type: 'back_forward' }] });
    getTicketMock.mockResolvedValueOnce(answer(ticket({ ...wallets })));
    getTicketMock.mockResolvedValue(answer(ticket({ ...wallets, order: waitingOrder() })));
    try {
      open();
      expect(await screen.findByRole('group', { name: 'Payment waiting' })).toBeInTheDocument();
      expect(getTicketMock).toHaveBeenCalledTimes(2);
    } finally {
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  it('?pay=another (from Order History) opens the choice of methods at once; Keep waiting goes back to the payment', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ ...wallets, order: waitingOrder() })));
    const user = userEvent.setup();
    open('/ticket/17/order?pay=another');
    expect(await screen.findByRole('radio', { name: /JazzCash/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Keep waiting' }));
    expect(screen.getByRole('group', { name: 'Payment waiting' })).toBeInTheDocument();
  });
});

describe('the way chosen survives a declined or timed-out payment', () => {
  it.each([['declined'], ['pending']])('back with ?payment=%s, the order’s own way (Easypaisa) is chosen, not card', async (payment) => {
    getTicketMock.mockResolvedValue(answer(ticket({ payment_methods: [3, 6, 7, 5], order: order({ status: 'pending', payment_method: 7, paid_at: null }) })));
    open(`/ticket/17/order?payment=${payment}`);
    expect(await screen.findByRole('radio', { name: /Easypaisa/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Card/ })).not.toBeChecked();
  });

  it('an expired order’s way is chosen for the next order too', async () => {
    getTicketMock.mockResolvedValue(answer(ticket({ payment_methods: [3, 6, 7, 5], order: order({ status: 'expired', payment_method: 6, paid_at: null }) })));
    open();
    expect(await screen.findByRole('radio', { name: /JazzCash/ })).toBeChecked();
  });
});
