// Staff run events' orders: receive bill payments, cancel, decide late card payments, export attendees, check tickets
// in at the door. Each call's access, rules and answer (decision 016). Server and API docs only; browsers import this
// file as a type.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { eventStaffCalls } from '../calls/events-staff';
import { Paged } from '../shapes/common';
import { CheckIn, LATE_PAYMENT_STATUSES, LatePayment, ORDER_STATUSES, StaffEvent, StaffOrder, StaffOrderAttention } from '../shapes/ticketing';
import { trimmed } from '../validation';
import { checkInSchema } from '../validation/ticketing';
import { idParams, pageQuery } from '../validation/calls';

export const STAFF_ORDERS_PER_PAGE = 25;

const orderParams = idParams({ id: 'an order' });
const latePaymentParams = idParams({ id: 'a late payment' });
const notAnEvent = 'event_id must be an event number';

export const eventStaffContract = contract('staff', eventStaffCalls, {
  getStaffEvents: { access: 'staff', summary: 'Every event, latest first, with its paid and pending orders', answer: Type.Array(StaffEvent) },
  getStaffOrders: {
    access: 'staff',
    summary: 'Orders by status and event, newest first',
    query: pageQuery(STAFF_ORDERS_PER_PAGE).shape({
      status: trimmed().oneOf<'' | (typeof ORDER_STATUSES)[number]>(['', ...ORDER_STATUSES], `status must be one of ${ORDER_STATUSES.join(', ')}`),
      event_id: yup.number().typeError(notAnEvent).integer(notAnEvent).min(1, notAnEvent).max(Number.MAX_SAFE_INTEGER, notAnEvent),
    }),
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
    summary: 'A pending bill payment was received: the order is paid and the member gets the ticket by e-mail; audited',
    params: orderParams,
    answer: StaffOrder,
  },
  cancelOrder: {
    access: 'staff',
    summary: 'Cancel a pending or paid order: its seat goes back to the package and is offered to the members waiting for it; audited',
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
  checkInTicket: {
    access: 'staff',
    summary: 'Check a ticket in at the door by the code in its QR: the holder, marked in once; a second scan says when they came in',
    description:
      'Staff check people in for one event (`event_id`). A code the server did not sign, or a ticket for another event (named in the message), answers 422; a ticket without a paid order answers 409.',
    body: checkInSchema,
    answer: CheckIn,
  },
});
