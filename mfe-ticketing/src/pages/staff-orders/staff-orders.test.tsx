import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type StaffOrder } from 'shared-api';
import { queryClient } from 'shared-api/query';
import { cancelOrder, getExpiringOrders, getLatePayments, getStaffEvents, getStaffOrderAttention, getStaffOrders, honourLatePayment, markOrderPaid, recordLateRefund } from 'shared-api/ticketing';
import { findNotification, renderPage } from '@test/render';
import { answer, order, pageOf } from '../../features/testing/fixtures';
import StaffOrdersPage from './index';

jest.mock('shared-api/ticketing', () => ({
  ...jest.requireActual('shared-api/ticketing'),
  getStaffEvents: jest.fn(),
  getStaffOrders: jest.fn(),
  markOrderPaid: jest.fn(),
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
  ...extra,
});

beforeEach(() => {
  queryClient.clear();
  ordersMock.mockReset();
  jest.mocked(getStaffEvents).mockResolvedValue(answer([{ id: 8, title: 'Freelance Fest Karachi 2027', start_date: '2027-06-01T05:00:00.000Z', paid: 3, pending: 1 }]));
  jest.mocked(getStaffOrderAttention).mockResolvedValue(answer({ expiring_soon: 2, paid_late: 1 }));
});

describe('staff orders', () => {
  it('filters by status and event from the address, and marks a bill payment paid', async () => {
    ordersMock.mockResolvedValue(answer(pageOf([staffOrder()])));
    jest.mocked(markOrderPaid).mockResolvedValue(answer(staffOrder({ status: 'paid' }), 'The order is paid. The member has been sent their ticket.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?status=pending&event=8' });
    const row = await screen.findByRole('listitem');
    expect(ordersMock).toHaveBeenCalledWith({ status: 'pending', event_id: 8, page: 1 });
    expect(within(row).getByText(/reference 1047050/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
    await findNotification('Success', 'The order is paid. The member has been sent their ticket.');
    expect(markOrderPaid).toHaveBeenCalledWith(50);
    expect(screen.getByRole('option', { name: 'Freelance Fest Karachi 2027 (3 paid, 1 pending)' })).toBeInTheDocument();
  });

  it('cancelling asks once more, and a card order cannot be marked paid by hand', async () => {
    ordersMock.mockResolvedValue(answer(pageOf([staffOrder({ payment_method: 3, payment_method_name: 'Card', bill_reference: null })])));
    jest.mocked(cancelOrder).mockResolvedValue(answer(staffOrder({ status: 'cancelled' }), 'The order is cancelled and its seat is free again.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    const row = await screen.findByRole('listitem');
    expect(within(row).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cancel order' }));
    expect(cancelOrder).not.toHaveBeenCalled();
    await user.click(within(row).getByRole('button', { name: 'Cancel order #50' }));
    await findNotification('Success', 'The order is cancelled and its seat is free again.');
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
    expect(await screen.findByRole('list', { name: 'Orders, expiring soonest first' })).toBeInTheDocument();
    expect(expiring).toHaveAttribute('aria-pressed', 'true');
    expect(getExpiringOrders).toHaveBeenCalledWith(1);
  });

  it('lists the expiring holds from the address, each with when its hold ends', async () => {
    jest.mocked(getExpiringOrders).mockResolvedValue(answer(pageOf([staffOrder({ id: 61, expires_at: '2027-05-02T11:00:00.000Z' }), staffOrder({ id: 62, holder: 'Bilal Ahmed', expires_at: '2027-05-02T20:00:00.000Z' })])));
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?view=expiring' });
    const list = await screen.findByRole('list', { name: 'Orders, expiring soonest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^Order #/).textContent)).toEqual(['Order #61 · Ayesha Siddiqui', 'Order #62 · Bilal Ahmed']);
    expect(within(rows[0]).getByText(/Hold expires/)).toHaveTextContent('Hold expires May 02, 2027 at 4:00 PM');
    expect(getExpiringOrders).toHaveBeenCalledWith(1);
    expect(ordersMock).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('lists late card payments with order, member and amount, and records staff’s decision', async () => {
    const late = { id: 5, status: 'open' as const, amount: 4500, approved_at: '2027-05-02T12:00:00.000Z', decided_at: null, order: staffOrder({ id: 70, status: 'expired', payment_method: 3, payment_method_name: 'Card', bill_reference: null, grand_total: 4500 }) };
    jest.mocked(getLatePayments).mockResolvedValue(answer(pageOf([late])));
    jest.mocked(honourLatePayment).mockRejectedValue(new ApiError('No seat is left in Workshop pass, so this payment cannot be honoured: record a refund instead.', 409));
    jest.mocked(recordLateRefund).mockResolvedValue(answer({ ...late, status: 'refunded' as const }, 'The refund is recorded.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?view=late' });
    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('Order #70 · Ayesha Siddiqui');
    expect(row).toHaveTextContent('PKR 4,500 charged by card');
    expect(row).toHaveTextContent('Member ayesha1234567890');
    await user.click(within(row).getByRole('button', { name: 'Honour: mark paid' }));
    await findNotification('Error', 'No seat is left in Workshop pass, so this payment cannot be honoured: record a refund instead.');
    await user.click(within(row).getByRole('button', { name: 'Record refund' }));
    await findNotification('Success', 'The refund is recorded.');
    expect(honourLatePayment).toHaveBeenCalledWith(5);
    expect(recordLateRefund).toHaveBeenCalledWith(5);
  });
});
