// What staff type on the orders page: the bank's reference of a bill payment received, why a payment marked by hand is
// undone, and a refund asked for. The page's dialogs and the server's routes run these same schemas. Staff pages are
// English, so are these messages.
import { schema, trimmed, type InferType } from 'shared-api/validation';
import { BANK_REFERENCE_CHARACTERS, BANK_REFERENCE_MAX } from 'shared-api/validation/ticketing';

const bankReferenceCharacters = new RegExp(`^[${BANK_REFERENCE_CHARACTERS}]*$`, 'u');

/**
 * How long a bill payment marked paid by hand can be undone: long enough to notice a slip (the wrong row, a payment
 * the bank then cannot find) while still on the page, short enough that the member has hardly begun to rely on the
 * ticket or the membership. Later, a mistake is a cancellation or a refund, which staff settle with the member.
 */
export const MARK_PAID_UNDO_MINUTES = 30;
export const UNDO_REASON_MAX = 500;
export const paymentMessages = {
  reference: 'Please enter the bank’s reference for this payment',
  referenceTooLong: `The bank’s reference is at most ${BANK_REFERENCE_MAX} characters`,
  referenceCharacters: 'The bank’s reference can only contain letters, digits, spaces and - / . #',
  undoReason: 'Please say why the payment is being undone',
  undoReasonTooLong: `Please keep the reason under ${UNDO_REASON_MAX} characters`,
} as const;

/**
 * Staff received a bill payment: the reference the bank gave it, kept on the order, shown to the member and written
 * in the audit log, so a payment marked by hand can always be traced to the bank's statement.
 */
export const markPaidSchema = schema.object({
  reference: trimmed()
    .required(paymentMessages.reference)
    .max(BANK_REFERENCE_MAX, paymentMessages.referenceTooLong)
    .matches(bankReferenceCharacters, paymentMessages.referenceCharacters),
});
export type MarkPaidInput = InferType<typeof markPaidSchema>;

/** Staff undo a payment they marked by mistake: why, for the audit log. */
export const undoPaymentSchema = schema.object({
  reason: trimmed().required(paymentMessages.undoReason).max(UNDO_REASON_MAX, paymentMessages.undoReasonTooLong),
});
export type UndoPaymentInput = InferType<typeof undoPaymentSchema>;

/** Not quoted by the spec: how a refund is sent back. */
export const REFUND_METHOD_VALUES = ['jazzcash', 'manual'] as const;
export const refundMessages = {
  reason: 'Please say why the order is being refunded',
  reasonTooLong: `Please keep the reason under ${UNDO_REASON_MAX} characters`,
  method: 'Please choose how the money goes back',
  reference: 'Please enter the reference of the money sent back',
  referenceTooLong: `The reference is at most ${BANK_REFERENCE_MAX} characters`,
  referenceCharacters: 'The reference can only contain letters, digits, spaces and - / . #',
} as const;

/**
 * Staff ask for a paid order's whole amount back: why (for the audit log and the second staff member), and how: through
 * JazzCash (for an order JazzCash paid) or made by hand, with the reference of the money sent back.
 */
export const refundRequestSchema = schema.object({
  reason: trimmed().required(refundMessages.reason).max(UNDO_REASON_MAX, refundMessages.reasonTooLong),
  method: schema.string().oneOf([...REFUND_METHOD_VALUES], refundMessages.method).required(refundMessages.method),
  reference: trimmed()
    .default('')
    .when('method', {
      is: 'manual',
      then: (field) =>
        field
          .required(refundMessages.reference)
          .max(BANK_REFERENCE_MAX, refundMessages.referenceTooLong)
          .matches(bankReferenceCharacters, refundMessages.referenceCharacters),
    }),
});
export type RefundRequestInput = InferType<typeof refundRequestSchema>;
