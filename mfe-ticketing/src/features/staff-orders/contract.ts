// Staff run orders: each call's access, rules and answer (decision 016). Server and API docs only; browsers import this
// file as a type.
import { Type } from '@sinclair/typebox';
import { contract } from 'shared-api/contract';
import { Paged } from 'shared-api/shapes';
import { ORDER_STATUSES } from 'shared-api/shapes/ticketing';
import { PAYMENT_METHODS, schema, trimmed } from 'shared-api/validation';
import { idParams, pageQuery, searchQuery, sortQuery } from 'shared-api/validation/calls';
import { staffOrdersCalls } from './calls';
import { LATE_PAYMENT_STATUSES, LatePayment, PaymentAttempt, Refund, REFUND_STATUSES, StaffOrder, StaffOrderAttention } from './shapes';
import { MARK_PAID_UNDO_MINUTES, markPaidSchema, refundRequestSchema, undoPaymentSchema } from './staff-validation';

export const STAFF_ORDERS_PER_PAGE = 25;
/** The columns the staff's list of orders can be sorted by. */
export const STAFF_ORDER_SORTS = ['created_at', 'grand_total', 'holder'] as const;

const orderParams = idParams({ id: 'an order' });
const latePaymentParams = idParams({ id: 'a late payment' });
const refundParams = idParams({ id: 'a refund' });
const notAnEvent = 'event_id must be an event number';

export const staffOrdersContract = contract('staff', staffOrdersCalls, {
  getStaffOrders: {
    access: 'staff',
    summary: 'Orders by status, event and payment method, newest first; searched by what staff type (holder or member name, e-mail, phone, CNIC, MEMBER ID, order number, 1Bill reference, ticket code)',
    query: pageQuery(STAFF_ORDERS_PER_PAGE)
      .shape({
        status: trimmed().oneOf<'' | (typeof ORDER_STATUSES)[number]>(['', ...ORDER_STATUSES], `status must be one of ${ORDER_STATUSES.join(', ')}`),
        event_id: schema.number().typeError(notAnEvent).integer(notAnEvent).min(1, notAnEvent).max(Number.MAX_SAFE_INTEGER, notAnEvent),
        method: schema
          .number()
          .typeError(`method must be one of ${Object.values(PAYMENT_METHODS).join(', ')}`)
          .oneOf([...Object.values(PAYMENT_METHODS)], `method must be one of ${Object.values(PAYMENT_METHODS).join(', ')}`),
      })
      .concat(searchQuery())
      .concat(sortQuery(STAFF_ORDER_SORTS, 'created_at')),
    answer: Paged(StaffOrder),
  },
  getStaffOrderAttention: {
    access: 'staff',
    summary: 'How many pending holds expire within 24 hours, and how many late card payments wait for a decision',
    answer: StaffOrderAttention,
  },
  getExpiringOrders: {
    access: 'staff',
    summary: 'Pending orders whose hold expires within 24 hours, the soonest first',
    query: pageQuery(STAFF_ORDERS_PER_PAGE),
    answer: Paged(StaffOrder),
  },
  getLatePayments: {
    access: 'staff',
    summary: 'Card payments approved after their order expired, with the order, member and amount: open ones (to refund or honour) oldest first',
    query: pageQuery(STAFF_ORDERS_PER_PAGE).shape({
      status: trimmed()
        .oneOf([...LATE_PAYMENT_STATUSES], `status must be one of ${LATE_PAYMENT_STATUSES.join(', ')}`)
        .default('open'),
    }),
    answer: Paged(LatePayment),
  },
  honourLatePayment: {
    access: 'staff',
    summary: 'Honour a late card payment: its order is paid if a seat can be taken, and the member gets the ticket by e-mail; audited',
    description: 'Refused (409) when the package is full, when the member holds another live order for the ticket, or when the payment was decided already.',
    params: latePaymentParams,
    answer: LatePayment,
  },
  recordLateRefund: { access: 'staff', summary: 'Record that a late card payment was refunded to the member; audited', params: latePaymentParams, answer: LatePayment },
  markOrderPaid: {
    access: 'staff',
    summary: 'A pending bill payment was received, with the bank’s reference: the order is paid and the member gets the ticket by e-mail; audited',
    description: `The order keeps the reference (the member sees it), who marked it and when. The mark can be undone for ${MARK_PAID_UNDO_MINUTES} minutes (undoOrderPayment).`,
    params: orderParams,
    body: markPaidSchema,
    answer: StaffOrder,
  },
  undoOrderPayment: {
    access: 'staff',
    summary: `Undo a bill payment staff marked paid, within ${MARK_PAID_UNDO_MINUTES} minutes, with a reason: the order is pending again and the member is e-mailed; audited`,
    description:
      'What paying did is reversed: a ticket no longer admits its holder and its PDF link stops working; a membership order’s year is removed. The hold is restored for at least a day. Refused (409) after the window, for an order that is not paid, or for a payment that was not marked by hand.',
    params: orderParams,
    body: undoPaymentSchema,
    answer: StaffOrder,
  },
  requestRefund: {
    access: 'staff',
    summary: 'Ask for a paid order’s whole amount back, with a reason: through JazzCash (an order JazzCash paid) or made by hand with its reference; another staff member approves it; audited',
    description: 'Refused (409) for an order that is not paid, for one that already has a refund awaiting approval (the order’s `refund_asked` says who asked), or through JazzCash for an order JazzCash did not pay; (403) for an order on one’s own account.',
    params: orderParams,
    body: refundRequestSchema,
    answer: Refund,
  },
  getOrderPayments: {
    access: 'staff',
    summary: 'An order’s tries to pay online, newest first: each gateway’s reference, amount, state and answer',
    params: orderParams,
    answer: Type.Array(PaymentAttempt),
  },
  getRefunds: {
    access: 'staff',
    summary: 'Refunds by status: those awaiting approval oldest first, others newest first; each says who asked and when, and whether the reader may decide it',
    query: pageQuery(STAFF_ORDERS_PER_PAGE).shape({
      status: trimmed()
        .oneOf([...REFUND_STATUSES], `status must be one of ${REFUND_STATUSES.join(', ')}`)
        .default('requested'),
    }),
    answer: Paged(Refund),
  },
  approveRefund: {
    access: 'staff',
    summary: 'Approve a refund another staff member asked for: the order is refunded (through JazzCash when so asked), its seat or membership year goes back and the member is e-mailed; audited',
    description:
      'Refused (403) to the staff member who asked for it and on one’s own order; (409) once decided. When JazzCash refuses the refund, the order stays paid, the refund is marked failed with JazzCash’s code and message, and the answer is 409.',
    params: refundParams,
    answer: Refund,
  },
  rejectRefund: {
    access: 'staff',
    summary: 'Reject a refund another staff member asked for: the order stays paid; audited',
    params: refundParams,
    answer: Refund,
  },
  cancelOrder: {
    access: 'staff',
    summary: 'Cancel a pending order (or a free registration): its seat goes back to the package and is offered to the members waiting for it; audited',
    description: 'Refused (409) for a paid order that cost money, whoever asks and whoever’s order it is: it leaves paid only through a refund one staff member asks for and another approves (requestRefund).',
    params: orderParams,
    answer: StaffOrder,
  },
  downloadAttendees: {
    access: 'staff',
    summary: 'The paid tickets of an event as a CSV file (staff and admin)',
    description: 'Cells a spreadsheet would run as a formula are prefixed with an apostrophe.',
    params: idParams({ id: 'an event' }),
    answer: { file: 'text/csv' },
  },
});
