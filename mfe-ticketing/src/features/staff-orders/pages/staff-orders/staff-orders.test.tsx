import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import type { StaffOrder } from '../../shapes';
import { queryClient } from 'shared-api/query';
import { getStaffEvents } from '../../../staff-events/requests';
import { cancelOrder, getExpiringOrders, getLatePayments, getStaffOrderAttention, getStaffOrders, honourLatePayment, markOrderPaid, recordLateRefund, undoOrderPayment } from '../../requests';
import { findNotification, renderPage } from '@test/render';
import { answer, order, pageOf } from '../../../testing/fixtures';
import StaffOrdersPage from './index';

jest.mock('../../../staff-events/requests', () => ({ ...jest.requireActual('../../../staff-events/requests'), getStaffEvents: jest.fn() }));
jest.mock('../../requests', () => ({
  ...jest.requireActual('../../requests'),
  getStaffOrders: jest.fn(),
  markOrderPaid: jest.fn(),
  undoOrderPayment: jest.fn(),
  cancelOrder: jest.fn(),
  getStaffOrderAttention: jest.fn(),
  getExpiringOrders: jest.fn(),
  getLatePayments: jest.fn(),
  honourLatePayment: jest.fn(),
  recordLateRefund: jest.fn(),
}));
const ordersMock = jest.mocked(getStaffOrders);

const staffOrder = (extra: Partial<StaffOrder> = {}): StaffOrder => ({
  ...order({ id: 50, status: 'pending', payment_method: 5, payment_method_name: 'Bill payment', bill_reference: '1047050' }),
  event_id: 8,
  holder: 'Ayesha Siddiqui',
  email: 'ayesha.siddiqui@example.com',
  phone_number: '03001234567',
  member_id: 'ayesha1234567890',
  checked_in_at: null,
  marked_paid_by: null,
  marked_paid_at: null,
  undo_until: null,
  jazzcash_refundable: false,
  refund_asked: null,
  ...extra,
});

beforeEach(() => {
  queryClient.clear();
  ordersMock.mockReset();
  jest.mocked(getStaffEvents).mockResolvedValue(answer([{ id: 8, title: 'Freelance Fest Karachi 2027', start_date: '2027-06-01T05:00:00.000Z', end_date: '2027-06-02T13:00:00.000Z', paid: 3, pending: 1, published: true }]));
  jest.mocked(getStaffOrderAttention).mockResolvedValue(answer({ expiring_soon: 2, paid_late: 1, refunds_awaiting: 0 }));
});

describe('staff orders', () => {
  it('filters by status and event from the address, and marks a bill payment paid with the bank’s reference, once confirmed', async () => {
    ordersMock.mockResolvedValue(answer(pageOf([staffOrder({ grand_total: 6000 })])));
    jest.mocked(markOrderPaid).mockResolvedValue(answer(staffOrder({ status: 'paid' }), 'The order is paid. The member has been sent their ticket.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?status=pending&event=8' });
    const row = await screen.findByRole('row', { name: /#50/ });
    expect(ordersMock).toHaveBeenCalledWith({ status: 'pending', event_id: 8, page: 1 });
    expect(within(row).getByText(/reference 1047050/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #50 paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter the bank’s reference for this payment')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /bank’s reference/ }), ' HBL-20270501-7731 ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Mark order #50 paid: Rs 6,000, reference HBL-20270501-7731?')).toBeInTheDocument();
    expect(markOrderPaid).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark it paid' }));
    await findNotification('Success', 'The order is paid. The member has been sent their ticket.');
    expect(markOrderPaid).toHaveBeenCalledWith(50, { reference: 'HBL-20270501-7731' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Freelance Fest Karachi 2027 (3 paid, 1 pending)' })).toBeInTheDocument();
  });

  it('a refused mark brings the reference back to be corrected, with the server’s message', async () => {
    ordersMock.mockResolvedValue(answer(pageOf([staffOrder()])));
    jest.mocked(markOrderPaid).mockRejectedValue(new ApiError('This order is expired: only a pending order can be marked paid.', 409));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    await user.click(within(await screen.findByRole('row', { name: /#50/ })).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #50 paid' });
    await user.type(within(dialog).getByRole('textbox', { name: /bank’s reference/ }), 'HBL-7731');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, mark it paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is expired: only a pending order can be marked paid.');
    expect(within(dialog).getByRole('textbox', { name: /bank’s reference/ })).toHaveValue('HBL-7731');
  });

  it('offers to undo a payment marked by hand until its window closes, asking why', async () => {
    const inTen = new Date(Date.now() + 10 * 60_000).toISOString();
    const paid = staffOrder({ status: 'paid', bank_reference: 'HBL-20270501-7731', marked_paid_by: 'Zainab Hussain', marked_paid_at: new Date().toISOString(), undo_until: inTen });
    ordersMock.mockResolvedValue(answer(pageOf([paid, staffOrder({ id: 51, status: 'paid', bank_reference: 'HBL-1', marked_paid_at: new Date(Date.now() - 3_600_000).toISOString(), undo_until: new Date(Date.now() - 1_800_000).toISOString() })])));
    jest.mocked(undoOrderPayment).mockResolvedValue(answer(staffOrder(), 'The payment is undone: the order is pending again, its ticket no longer admits anyone and the member has been told.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    const row = await screen.findByRole('row', { name: /#50/ });
    const late = screen.getByRole('row', { name: /#51/ });
    expect(within(late).queryByRole('button', { name: 'Undo payment' })).not.toBeInTheDocument();
    // The side panel tells who marked it paid, and with which reference.
    await user.click(within(row).getByText('Ayesha Siddiqui'));
    expect(await screen.findByRole('dialog', { name: 'Order #50' })).toHaveTextContent('Bank reference HBL-20270501-7731 · marked paid by Zainab Hussain');
    await user.keyboard('{Escape}');
    await user.click(within(row).getByRole('button', { name: 'Undo payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the payment of order #50?' });
    expect(dialog).toHaveTextContent('its ticket no longer admits anyone');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the payment' }));
    expect(await within(dialog).findByText('Please say why the payment is being undone')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Why is the payment undone/ }), 'The bank has no payment under this reference.');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the payment' }));
    await findNotification('Success', 'The payment is undone: the order is pending again, its ticket no longer admits anyone and the member has been told.');
    expect(undoOrderPayment).toHaveBeenCalledWith(50, { reason: 'The bank has no payment under this reference.' });
  });

  it('withdraws Undo payment by itself when the window closes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const undoUntil = new Date(Date.now() + 60_000).toISOString();
      ordersMock.mockResolvedValue(answer(pageOf([staffOrder({ status: 'paid', bank_reference: 'HBL-7731', marked_paid_at: new Date().toISOString(), undo_until: undoUntil })])));
      renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
      const row = await screen.findByRole('row', { name: /#50/ });
      expect(within(row).getByRole('button', { name: 'Undo payment' })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(61_000);
      });
      expect(within(row).queryByRole('button', { name: 'Undo payment' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches, narrows by payment method and sorts through what the server is asked', async () => {
    ordersMock.mockResolvedValue(answer(pageOf([staffOrder()])));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?method=5' });
    await screen.findByRole('row', { name: /#50/ });
    expect(ordersMock).toHaveBeenLastCalledWith({ status: '', event_id: undefined, page: 1, method: 5 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '1047050{Enter}');
    await waitFor(() => expect(ordersMock).toHaveBeenLastCalledWith({ status: '', event_id: undefined, page: 1, method: 5, q: '1047050' }));
    await user.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(ordersMock).toHaveBeenLastCalledWith({ status: '', event_id: undefined, page: 1, method: 5, q: '1047050', sort: 'grand_total', dir: 'desc' }));
    expect(screen.getByText('Choose an event to export its attendees.')).toBeInTheDocument();
  });

  it('narrows to the orders paid from a wallet', async () => {
    ordersMock.mockResolvedValue(answer(pageOf([staffOrder({ payment_method: 6, payment_method_name: 'JazzCash', bill_reference: null })])));
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?method=6' });
    await screen.findByRole('row', { name: /#50/ });
    expect(ordersMock).toHaveBeenLastCalledWith({ status: '', event_id: undefined, page: 1, method: 6 });
    expect(screen.getByLabelText('Payment')).toHaveDisplayValue('JazzCash');
  });

  it('cancelling asks once more, and a card order cannot be marked paid by hand', async () => {
    ordersMock.mockResolvedValue(answer(pageOf([staffOrder({ payment_method: 3, payment_method_name: 'Card', bill_reference: null })])));
    jest.mocked(cancelOrder).mockResolvedValue(answer(staffOrder({ status: 'cancelled' }), 'The order is cancelled and its seat is free again.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    const row = await screen.findByRole('row', { name: /#50/ });
    expect(within(row).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cancel order' }));
    expect(cancelOrder).not.toHaveBeenCalled();
    await user.click(within(row).getByRole('button', { name: 'Cancel order #50' }));
    await findNotification('Success', 'The order is cancelled and its seat is free again.');
  });

  it('offers no Cancel on a paid order, only the Refund another staff member approves; a free registration can still be cancelled', async () => {
    ordersMock.mockResolvedValue(
      answer(
        pageOf([
          staffOrder({ id: 51, status: 'paid', grand_total: 6000, marked_paid_by: 'Hamza Qureshi', marked_paid_at: '2027-05-02T10:00:00.000Z', undo_until: '2027-05-02T10:30:00.000Z' }),
          staffOrder({ id: 52, status: 'paid', payment_method: 4, payment_method_name: 'Free', bill_reference: null, subtotal: 0, discount: 0, grand_total: 0 }),
        ]),
      ),
    );
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    const paid = await screen.findByRole('row', { name: /#51/ });
    expect(within(paid).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    const free = screen.getByRole('row', { name: /#52/ });
    expect(within(free).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(free).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.getByText(/A paid order is not cancelled: ask for its refund, which another staff member approves\./)).toBeInTheDocument();
  });

  it('offers the holds expiring within 24 hours and the late payments, with their counts', async () => {
    jest.mocked(getExpiringOrders).mockResolvedValue(answer(pageOf([staffOrder({ id: 61, expires_at: '2027-05-02T11:00:00.000Z' })])));
    ordersMock.mockResolvedValue(answer(pageOf([staffOrder()])));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    const expiring = await screen.findByRole('button', { name: 'Expiring within 24 h (2)' });
    expect(screen.getByRole('button', { name: 'Paid late — refund or honour (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'All orders' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(expiring);
    expect(await screen.findByRole('table', { name: 'Orders, expiring soonest first' })).toBeInTheDocument();
    expect(expiring).toHaveAttribute('aria-pressed', 'true');
    expect(getExpiringOrders).toHaveBeenCalledWith(1);
  });

  it('lists the expiring holds from the address, each with when its hold ends', async () => {
    jest.mocked(getExpiringOrders).mockResolvedValue(answer(pageOf([staffOrder({ id: 61, expires_at: '2027-05-02T11:00:00.000Z' }), staffOrder({ id: 62, holder: 'Bilal Ahmed', expires_at: '2027-05-02T20:00:00.000Z' })])));
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?view=expiring' });
    const table = await screen.findByRole('table', { name: 'Orders, expiring soonest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByText(/^#/).textContent, within(r).getByText(/Ahmed|Siddiqui/).textContent])).toEqual([
      ['#61', 'Ayesha Siddiqui'],
      ['#62', 'Bilal Ahmed'],
    ]);
    expect(rows[0]).toHaveTextContent('02 May 2027 at 4:00 PM');
    expect(getExpiringOrders).toHaveBeenCalledWith(1);
    expect(ordersMock).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('lists late card payments with order, member and amount, and records staff’s decision', async () => {
    const late = {
      id: 5,
      status: 'open' as const,
      reason: 'expired' as const,
      gateway: 'test' as const,
      amount: 4500,
      answers: { earlier: null, late: { result: 'approved' } },
      approved_at: '2027-05-02T12:00:00.000Z',
      decided_at: null,
      order: staffOrder({ id: 70, status: 'expired', payment_method: 3, payment_method_name: 'Card', bill_reference: null, grand_total: 4500 }),
    };
    jest.mocked(getLatePayments).mockResolvedValue(answer(pageOf([late])));
    jest.mocked(honourLatePayment).mockRejectedValue(new ApiError('No seat is left in Workshop pass, so this payment cannot be honoured: record a refund instead.', 409));
    jest.mocked(recordLateRefund).mockResolvedValue(answer({ ...late, status: 'refunded' as const }, 'The refund is recorded.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?view=late' });
    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('Order #70 · Ayesha Siddiqui');
    expect(row).toHaveTextContent('Rs 4,500 taken by the test gateway (card)');
    expect(row).toHaveTextContent('after the order expired');
    expect(row).toHaveTextContent('Member ayesha1234567890');
    await user.click(within(row).getByRole('button', { name: 'Honour: mark paid' }));
    await findNotification('Error', 'No seat is left in Workshop pass, so this payment cannot be honoured: record a refund instead.');
    await user.click(within(row).getByRole('button', { name: 'Record refund' }));
    await findNotification('Success', 'The refund is recorded.');
    expect(honourLatePayment).toHaveBeenCalledWith(5);
    expect(recordLateRefund).toHaveBeenCalledWith(5);
  });

  it('shows both answers of a JazzCash approval that came after its decline', async () => {
    const late = {
      id: 6,
      status: 'open' as const,
      reason: 'after-decline' as const,
      gateway: 'jazzcash' as const,
      amount: 2500,
      answers: { earlier: { pp_ResponseCode: '058', pp_ResponseMessage: 'Transaction timed out.' }, late: { pp_ResponseCode: '000', pp_ResponseMessage: 'Thank you for Using JazzCash.', pp_TxnCurrency: 'PKR' } },
      approved_at: '2027-05-02T12:00:00.000Z',
      decided_at: null,
      order: staffOrder({ id: 71, status: 'pending', payment_method: 6, payment_method_name: 'JazzCash', bill_reference: null, grand_total: 2500 }),
    };
    jest.mocked(getLatePayments).mockResolvedValue(answer(pageOf([late])));
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?view=late' });
    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('Rs 2,500 taken by JazzCash');
    expect(row).toHaveTextContent('after the provider had declined the same payment');
    expect(row).toHaveTextContent('Earlier answer:058 · Transaction timed out.');
    expect(row).toHaveTextContent('Then this approval:000 · Thank you for Using JazzCash. · PKR');
  });
});
