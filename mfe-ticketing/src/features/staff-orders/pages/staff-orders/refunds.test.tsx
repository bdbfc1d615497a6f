import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import type { Refund, StaffOrder } from '../../shapes';
import { queryClient } from 'shared-api/query';
import { getStaffEvents } from '../../../staff-events/requests';
import { approveRefund, getRefunds, getStaffOrderAttention, getStaffOrders, rejectRefund, requestRefund } from '../../requests';
import { refundMessages } from '../../staff-validation';
import { findNotification, renderPage } from '@test/render';
import { answer, order, pageOf } from '../../../testing/fixtures';
import StaffOrdersPage from './index';

jest.mock('../../../staff-events/requests', () => ({ ...jest.requireActual('../../../staff-events/requests'), getStaffEvents: jest.fn() }));
jest.mock('../../requests', () => ({
  ...jest.requireActual('../../requests'),
  getStaffOrders: jest.fn(),
  getStaffOrderAttention: jest.fn(),
  requestRefund: jest.fn(),
  getRefunds: jest.fn(),
  approveRefund: jest.fn(),
  rejectRefund: jest.fn(),
}));

const paidOrder = (extra: Partial<StaffOrder> = {}): StaffOrder => ({
  ...order({ id: 80, status: 'paid', payment_method: 5, payment_method_name: 'Bill payment', bill_reference: '1047080', grand_total: 3500 }),
  event_id: 8,
  holder: 'Bilal Khan',
  email: 'bilal.khan@example.com',
  phone_number: '03001234567',
  member_id: 'bilal1234567890',
  checked_in_at: null,
  marked_paid_by: 'Zainab Hussain',
  marked_paid_at: '2027-05-02T10:00:00.000Z',
  undo_until: '2027-05-02T10:30:00.000Z',
  jazzcash_refundable: false,
  refund_asked: null,
  ...extra,
});

const refund = (extra: Partial<Refund> = {}): Refund => ({
  id: 9,
  status: 'requested',
  method: 'manual',
  amount: 3500,
  reason: 'The member cannot attend.',
  reference: 'HBL-RF-0042',
  requested_by: 'Zainab Hussain',
  requested_at: '2027-05-03T08:00:00.000Z',
  asked_by_you: false,
  can_decide: true,
  decided_by: null,
  decided_at: null,
  result_code: null,
  result_message: null,
  order: paidOrder(),
  ...extra,
});

beforeEach(() => {
  queryClient.clear();
  jest.mocked(getStaffEvents).mockResolvedValue(answer([]));
  jest.mocked(getStaffOrderAttention).mockResolvedValue(answer({ expiring_soon: 0, paid_late: 0, refunds_awaiting: 1 }));
  jest.mocked(getRefunds).mockImplementation(async (query) => answer(pageOf(query?.status === 'failed' ? [] : [refund()])));
});

describe('refunds on the staff orders page', () => {
  it('asks for a refund made by hand from a paid order: the reason and the reference by the shared rule, then the request', async () => {
    jest.mocked(getStaffOrders).mockResolvedValue(answer(pageOf([paidOrder(), paidOrder({ id: 81, status: 'pending', marked_paid_at: null, undo_until: null })])));
    jest.mocked(requestRefund).mockResolvedValue(answer(refund(), 'The refund is asked for. Another staff member must approve it before the money goes back.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    const row = await screen.findByRole('row', { name: /#80/ });
    expect(within(screen.getByRole('row', { name: /#81/ })).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #80' });
    // Not paid through a JazzCash wallet: the money goes back by hand only.
    const how = within(dialog).getByRole('combobox', { name: /How does the money go back/ });
    expect(within(how).queryByRole('option', { name: /Through JazzCash/ })).not.toBeInTheDocument();
    expect(how).toHaveValue('manual');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the refund' }));
    expect(await within(dialog).findByText(refundMessages.reason)).toBeInTheDocument();
    expect(within(dialog).getByText(refundMessages.reference)).toBeInTheDocument();
    expect(requestRefund).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Why is the order refunded/ }), ' The member cannot attend. ');
    await user.type(within(dialog).getByRole('textbox', { name: /Reference of the money sent back/ }), 'HBL<b>');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the refund' }));
    expect(await within(dialog).findByText(refundMessages.referenceCharacters)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Reference of the money sent back/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reference of the money sent back/ }), 'HBL-RF-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the refund' }));
    await findNotification('Success', 'The refund is asked for. Another staff member must approve it before the money goes back.');
    expect(requestRefund).toHaveBeenCalledWith(80, { reason: 'The member cannot attend.', method: 'manual', reference: 'HBL-RF-0042' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers JazzCash for an order paid from a JazzCash wallet, with no reference to type; a refusal stays in the dialog', async () => {
    jest.mocked(getStaffOrders).mockResolvedValue(answer(pageOf([paidOrder({ payment_method: 6, payment_method_name: 'JazzCash', bill_reference: null, jazzcash_refundable: true })])));
    jest.mocked(requestRefund).mockRejectedValue(new ApiError('A refund of this order is already awaiting approval.', 409));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    await user.click(within(await screen.findByRole('row', { name: /#80/ })).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #80' });
    expect(within(dialog).getByRole('combobox', { name: /How does the money go back/ })).toHaveValue('jazzcash');
    expect(within(dialog).queryByRole('textbox', { name: /Reference/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Why is the order refunded/ }), 'Paid twice by mistake.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A refund of this order is already awaiting approval.');
    expect(requestRefund).toHaveBeenCalledWith(80, { reason: 'Paid twice by mistake.', method: 'jazzcash', reference: '' });
  });

  it('lists the refunds awaiting approval with who asked and why, approves and rejects them, and shows those JazzCash refused', async () => {
    jest.mocked(getRefunds).mockImplementation(async (query) =>
      answer(
        pageOf(
          query?.status === 'failed'
            ? [refund({ id: 7, status: 'failed', method: 'jazzcash', reference: null, result_code: '433', result_message: 'Refund declined.', decided_by: 'Hamza Qureshi', decided_at: '2027-05-03T09:00:00.000Z', order: paidOrder({ id: 77, holder: 'Hira Baloch' }) })]
            : [refund()],
        ),
      ),
    );
    jest.mocked(approveRefund).mockRejectedValue(new ApiError('JazzCash refused the refund (433: Refund declined.). The order is still paid.', 409));
    jest.mocked(rejectRefund).mockResolvedValue(answer(refund({ status: 'rejected' }), 'The refund is rejected. The order is still paid.'));
    const user = userEvent.setup();
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?view=refunds' });
    expect(await screen.findByRole('button', { name: 'Refunds awaiting approval (1)' })).toHaveAttribute('aria-pressed', 'true');
    const awaiting = await screen.findByRole('list', { name: 'Refunds awaiting approval, waiting longest first' });
    const row = within(awaiting).getByRole('listitem');
    expect(row).toHaveTextContent('Order #80 · Bilal Khan');
    expect(row).toHaveTextContent('Rs 3,500 paid · Bill payment');
    expect(row).toHaveTextContent('Sent back by hand · reference HBL-RF-0042');
    expect(row).toHaveTextContent('Asked by Zainab Hussain 03 May 2027 at 1:00 PM');
    expect(row).toHaveTextContent('Reason: The member cannot attend.');
    await user.click(within(row).getByRole('button', { name: 'Approve: refund Rs 3,500' }));
    await findNotification('Error', 'JazzCash refused the refund (433: Refund declined.). The order is still paid.');
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    await findNotification('Success', 'The refund is rejected. The order is still paid.');
    expect(approveRefund).toHaveBeenCalledWith(9);
    expect(rejectRefund).toHaveBeenCalledWith(9);

    const failed = await screen.findByRole('list', { name: 'Refunds JazzCash refused, latest first' });
    expect(within(failed).getByRole('listitem')).toHaveTextContent('Order #77 · Hira Baloch');
    expect(within(failed).getByRole('listitem')).toHaveTextContent('JazzCash refused it (433): Refund declined.');
    expect(getRefunds).toHaveBeenCalledWith({ status: 'requested', page: 1 });
  });

  it('offers the staff member who asked neither Approve nor Reject: the refund waits for another, with who asked and when', async () => {
    jest.mocked(getRefunds).mockImplementation(async (query) =>
      answer(pageOf(query?.status === 'failed' ? [] : [refund({ asked_by_you: true, can_decide: false }), refund({ id: 10, asked_by_you: false, can_decide: false, requested_by: 'Hamza Qureshi', order: paidOrder({ id: 82, holder: 'Sana Malik' }) })])),
    );
    renderPage(<StaffOrdersPage />, { path: '/staff/orders', at: '/staff/orders?view=refunds' });
    const awaiting = await screen.findByRole('list', { name: 'Refunds awaiting approval, waiting longest first' });
    const [mine, own] = within(awaiting).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Asked by Zainab Hussain 03 May 2027 at 1:00 PM');
    expect(mine).toHaveTextContent('Waiting for another staff member: you asked for this refund.');
    // An order on the reader's own account waits for another staff member too.
    expect(own).toHaveTextContent('Asked by Hamza Qureshi');
    expect(own).toHaveTextContent('Waiting for another staff member: this order is on your own account.');
    expect(within(awaiting).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(awaiting).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('once a refund is asked for, the order’s row says who asked and offers no second Refund', async () => {
    jest.mocked(getStaffOrders).mockResolvedValue(answer(pageOf([paidOrder({ refund_asked: { by: 'Zainab Hussain', at: '2027-05-03T08:00:00.000Z' } })])));
    renderPage(<StaffOrdersPage />, { path: '/staff/orders' });
    const row = await screen.findByRole('row', { name: /#80/ });
    expect(row).toHaveTextContent('Refund asked by Zainab Hussain 03 May 2027 at 1:00 PM');
    expect(within(row).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });
});
