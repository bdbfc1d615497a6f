import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from 'shared-api';
import { queryClient } from 'shared-api/query';
import { cancelOrder, getStaffEvents, getStaffOrders, markOrderPaid } from 'shared-api/ticketing';
import { findNotification, renderPage } from '@test/render';
import { answer, order, pageOf } from '../../features/testing/fixtures';
import StaffOrdersPage from './index';

jest.mock('shared-api/ticketing', () => ({
  ...jest.requireActual('shared-api/ticketing'),
  getStaffEvents: jest.fn(),
  getStaffOrders: jest.fn(),
  markOrderPaid: jest.fn(),
  cancelOrder: jest.fn(),
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
});
