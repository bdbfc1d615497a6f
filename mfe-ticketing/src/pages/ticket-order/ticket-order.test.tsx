import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCities, getProvinces } from 'shared-api';
import { getTicket, placeOrder } from 'shared-api/ticketing';
import { renderPage } from '@test/render';
import { answer, order, ticket } from '../../features/testing/fixtures';
import TicketOrderPage from './index';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getCities: jest.fn(), getProvinces: jest.fn() }));
jest.mock('shared-api/ticketing', () => ({ ...jest.requireActual('shared-api/ticketing'), getTicket: jest.fn(), placeOrder: jest.fn() }));
const getTicketMock = jest.mocked(getTicket);
const placeOrderMock = jest.mocked(placeOrder);

beforeEach(() => {
  jest.mocked(getCities).mockResolvedValue(answer([{ name: 'Lahore', province: 'Punjab' }, { name: 'Karachi', province: 'Sindh' }]));
  jest.mocked(getProvinces).mockResolvedValue(answer(['Punjab', 'Sindh']));
  getTicketMock.mockReset();
  placeOrderMock.mockReset();
});

const open = (at = '/ticket/17/order') => renderPage(<TicketOrderPage />, { path: '/ticket/:ticketId/order', at });

describe('ticket order', () => {
  it('totals: subtotal, the discount, shipping Free and the total the member pays', async () => {
    getTicketMock.mockResolvedValue(answer(ticket()));
    open();
    const totals = await screen.findByRole('group', { name: 'Order totals' });
    expect(within(totals).getByText('Subtotal').nextSibling).toHaveTextContent('Rs 8,000');
    expect(within(totals).getByText('Discount').nextSibling).toHaveTextContent('- Rs 2,000');
    expect(within(totals).getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('Rs 6,000');
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

  it('a bill payment goes to the bill-payment page; the order keeps the ticket’s details', async () => {
    getTicketMock.mockResolvedValue(answer(ticket()));
    placeOrderMock.mockResolvedValue(answer({ ...order({ id: 55, status: 'pending', payment_method: 5, bill_reference: '1047055' }), redirect_url: null }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: /Bill payment/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/order/onebill?id=55');
    const [ticketId, input] = placeOrderMock.mock.calls[0];
    expect([ticketId, input.payment_method, input.cnic, input.physical_address]).toEqual([17, 5, '3520212345671', '12 Main Boulevard, Gulberg III']);
  });

  it('a different address must be given in full', async () => {
    getTicketMock.mockResolvedValue(answer(ticket()));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Use a different address' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please provide your address')).toBeInTheDocument();
    expect(placeOrderMock).not.toHaveBeenCalled();
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
