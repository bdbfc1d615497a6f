// Orders as staff run them: each order with its holder, who marked it paid and whether a refund is asked for; what needs
// acting on soon; late card payments; an order's tries to pay online; refunds and their two staff members.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { LATE_PAYMENT_REASONS, Order, PAYMENT_GATEWAYS } from 'shared-api/shapes/ticketing';

/** An order as staff see it: the holder and whether they came in. */
export const StaffOrder = Strict({
  ...Order.properties,
  event_id: Nullable(Type.Integer({ description: 'null for a membership order' })),
  holder: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  member_id: Type.String(),
  checked_in_at: Nullable(DateTime()),
  marked_paid_by: Nullable(Type.String({ description: 'the staff member who marked the bill payment received' })),
  marked_paid_at: Nullable(DateTime('when staff marked the bill payment received')),
  undo_until: Nullable(DateTime('until when staff may undo the payment they marked; null when it cannot be undone')),
  jazzcash_refundable: Type.Boolean({ description: 'paid through JazzCash: a refund can be sent back through JazzCash' }),
  refund_asked: Nullable(Strict({ by: Type.String({ description: 'the staff member who asked' }), at: DateTime() }, { description: 'a refund of the order awaiting approval: who asked and when; null when none is' })),
});

/** GET staff/orders/attention: what staff should act on soon. */
export const StaffOrderAttention = Strict({
  expiring_soon: Type.Integer({ description: 'pending orders whose hold expires within 24 hours' }),
  paid_late: Type.Integer({ description: 'late card payments waiting for staff to honour or refund them' }),
  refunds_awaiting: Type.Integer({ description: 'refunds a staff member asked for, waiting for another to approve or reject them' }),
});

export const LATE_PAYMENT_STATUSES = ['open', 'honoured', 'refunded'] as const;

/** A card payment approved after its order expired, when the order could not be revived: staff honour or refund it. */
export const LatePayment = Strict({
  id: Type.Integer(),
  status: StringEnum(LATE_PAYMENT_STATUSES),
  reason: StringEnum(LATE_PAYMENT_REASONS, {
    description: 'expired: the order had expired without a seat; second: the order was paid by another payment; closed: the member had chosen another way to pay; after-decline: the provider had declined this payment before; mismatch: the answer’s currency, merchant or kind differ from the request',
  }),
  gateway: StringEnum(PAYMENT_GATEWAYS),
  amount: Type.Integer({ description: 'what the provider says it took, in PKR' }),
  answers: Strict({
    earlier: Nullable(Type.Record(Type.String(), Type.String(), { description: 'the provider’s answer the attempt was settled by before, if any (e.g. a decline)' })),
    late: Nullable(Type.Record(Type.String(), Type.String(), { description: 'the approval that made this payment late' })),
  }),
  approved_at: DateTime(),
  decided_at: Nullable(DateTime()),
  order: StaffOrder,
});

export const REFUND_STATUSES = ['requested', 'refunded', 'rejected', 'failed'] as const;
export const REFUND_METHODS = ['jazzcash', 'manual'] as const;

export const PAYMENT_ATTEMPT_STATUSES = ['created', 'approved', 'declined', 'closed'] as const;

/** One try to pay an order online, as the gateway answered it: what staff read when a member asks where their money went. */
export const PaymentAttempt = Strict({
  id: Type.Integer(),
  gateway: StringEnum(PAYMENT_GATEWAYS, { description: 'test: the test gateway (never on a live site)' }),
  reference: Type.String({ description: 'the reference the gateway knows the attempt by (JazzCash pp_TxnRefNo, Easypaisa orderRefNum)' }),
  amount: Type.Integer({ description: 'in PKR' }),
  status: StringEnum(PAYMENT_ATTEMPT_STATUSES, { description: 'created: no final answer yet (the status inquiry keeps asking); closed: the member chose another way to pay and the provider proved this one unpaid' }),
  result_code: Nullable(Type.String({ description: 'the gateway’s result code' })),
  result_message: Nullable(Type.String()),
  answer: Nullable(Type.Record(Type.String(), Type.String(), { description: 'the signed fields of the answer that settled it, secrets left out' })),
  created_at: DateTime(),
  updated_at: DateTime(),
});

/** A paid order's refund of its whole amount, asked for by one staff member and approved or rejected by another. */
export const Refund = Strict({
  id: Type.Integer(),
  status: StringEnum(REFUND_STATUSES, { description: 'failed: JazzCash refused it and the order is still paid' }),
  method: StringEnum(REFUND_METHODS, { description: 'jazzcash: sent back through JazzCash on approval; manual: made by hand, with its reference' }),
  amount: Type.Integer({ description: 'the order’s whole total, in PKR' }),
  reason: Type.String(),
  reference: Nullable(Type.String({ description: 'a refund made by hand: the reference of the money sent back' })),
  requested_by: Type.String(),
  requested_at: DateTime(),
  asked_by_you: Type.Boolean({ description: 'the staff member reading it asked for it' }),
  can_decide: Type.Boolean({ description: 'the staff member reading it may approve or reject it: it awaits approval, they did not ask for it and the order is not on their own account' }),
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(DateTime()),
  result_code: Nullable(Type.String({ description: 'JazzCash’s answer to the refund call' })),
  result_message: Nullable(Type.String()),
  order: StaffOrder,
});

export type StaffOrder = Static<typeof StaffOrder>;
export type StaffOrderAttention = Static<typeof StaffOrderAttention>;
export type LatePayment = Static<typeof LatePayment>;
export type LatePaymentStatus = LatePayment['status'];
export type PaymentAttempt = Static<typeof PaymentAttempt>;
export type Refund = Static<typeof Refund>;
export type RefundStatus = Refund['status'];
