// The daily reconciliation (issue #46): each provider's settled payments against the site's paid orders, what one side
// has and the other has not, the day's refunds, and the bank statement's lines matched to pending bill orders. Each
// payment is booked under the provider that took it (the gateway of its attempt; bill payment for an order staff marked
// paid), not under the way of paying its order was placed with. Amounts are PKR.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { PAYMENT_METHODS } from 'shared-api/validation';

const MethodCode = Type.Integer({ enum: [PAYMENT_METHODS.card, PAYMENT_METHODS.onebill, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa], description: '3 card, 5 bill payment, 6 JazzCash, 7 Easypaisa' });
const Amount = (description: string) => Type.Number({ description: `${description}, in PKR (a bank line may have paisa)` });

/** One way a provider took money that day (JazzCash takes wallets and cards). */
export const ProviderWay = Strict({
  name: Type.String({ description: 'Wallet, Card, or Not recorded (an attempt whose request did not say)' }),
  count: Type.Integer(),
  total: Amount('what it took this way'),
});

/** One provider's day: what it took (approved answers, or the bank's imported lines) against the orders paid here, and the refunds. */
export const ProviderDay = Strict({
  method: Nullable({ ...MethodCode, description: 'the way of paying the provider stands for: 3 card (the test gateway), 5 bill payment, 6 JazzCash, 7 Easypaisa; null for a gateway this release does not know' }),
  provider: Type.String({ description: 'the gateway that took the money (test-gateway, jazzcash, easypaisa), or bill for bill payment' }),
  name: Type.String(),
  provider_count: Type.Integer(),
  provider_total: Amount('what the provider took: every approved answer of the day, late and second payments included (bill payment: the imported bank lines)'),
  ways: Type.Array(ProviderWay, { description: 'what a provider that takes more than one way took each way (JazzCash: wallet and card); empty for the others' }),
  site_count: Type.Integer(),
  site_total: Amount('the orders paid here this day whose payment this provider took'),
  refund_count: Type.Integer(),
  refunded_total: Amount('the refunds approved this day of payments this provider took'),
  net_total: Amount('provider_total less refunded_total'),
  /** bill payment only: false until a statement with lines of that day is imported */
  statement_imported: Type.Boolean({ description: 'false for bill payment until a bank statement with lines of that day is imported; true for the others' }),
});

/** An order paid here that day with nothing from its provider behind it. */
export const PaidNotThere = Strict({
  order_id: Type.Integer(),
  method_name: Type.String({ description: 'the provider and way the order is booked under, e.g. JazzCash card, Bill payment' }),
  holder: Type.String(),
  total: Type.Integer(),
  paid_at: DateTime(),
  reference: Nullable(Type.String({ description: 'a bill payment: the bank reference staff recorded' })),
  why: Type.String(),
});

/** A provider's answer beside a payment with no order: the one that paid the order, or the attempt's own earlier one. */
export const OtherAnswer = Strict({
  name: Type.String({ description: 'the provider and way, e.g. JazzCash wallet, Bill payment' }),
  reference: Type.String({ description: 'the attempt’s reference, or the bank reference of a bill payment' }),
  status: Type.String({ description: 'approved, declined, or paid (a bill payment staff marked paid)' }),
  result: Type.String({ description: 'the provider’s result code and message, when it gave them' }),
  at: DateTime(),
});

/** Money a provider approved, or a bank line credited, with no order here that it paid. */
export const MoneyNoOrder = Strict({
  source: StringEnum(['provider', 'bank'] as const),
  name: Type.String({ description: 'the provider and way (e.g. JazzCash card), or "Bank statement"' }),
  order_id: Nullable(Type.Integer({ description: 'the order the answer (or the line) names' })),
  amount: Amount('the money'),
  reference: Type.String(),
  at: Type.String({ description: 'when it was approved (date-time) or the bank line’s day (YYYY-MM-DD)' }),
  why: Type.String(),
  paid_by: Nullable({ ...OtherAnswer, description: 'the payment that paid the order this money names, when another one did (a second payment)' }),
  earlier_answer: Nullable({ ...OtherAnswer, description: 'the attempt’s own earlier answer, when this money came in a later one (an approval after a decline, or on other terms)' }),
});

/** A refund approved that day (or a late payment recorded as refunded), booked under the provider that took the money. */
export const DayRefund = Strict({
  source: StringEnum(['refund', 'late-payment'] as const, { description: 'refund: asked by one staff member and approved by another; late-payment: a late payment recorded as refunded' }),
  id: Type.Integer({ description: 'the refund’s id, or the late payment’s' }),
  order_id: Type.Integer(),
  provider: Type.String({ description: 'the provider that took the money given back' }),
  paid_with: Type.String({ description: 'the provider and way the money was taken, e.g. JazzCash card' }),
  way: StringEnum(['jazzcash', 'manual', 'provider'] as const, {
    description: 'how the money went back: jazzcash, JazzCash’s refund call; manual, sent by hand by staff, with its reference; provider, a late payment refunded with its provider',
  }),
  way_name: Type.String(),
  reference: Nullable(Type.String({ description: 'a refund made by hand: the reference of the money sent back' })),
  amount: Amount('the money given back'),
  at: DateTime('when it was approved (or recorded)'),
  requested_by: Nullable(Type.String({ description: 'who asked for the refund (null for a late payment, or an account since removed)' })),
  approved_by: Nullable(Type.String({ description: 'who approved it, or recorded the late payment refunded' })),
});

export const BANK_LINE_STATUSES = ['to-confirm', 'confirmed', 'unmatched'] as const;

/** A line of an imported bank statement, as matched to the site's bill orders, with who imported it. */
export const BankLine = Strict({
  id: Type.Integer(),
  line_date: Type.String({ description: 'YYYY-MM-DD' }),
  reference: Type.String(),
  description: Type.String(),
  amount: Amount('what the bank credited'),
  order_id: Nullable(Type.Integer({ description: 'the bill order whose 1Bill reference the line names, when the amounts are equal' })),
  status: StringEnum(BANK_LINE_STATUSES, { description: 'to-confirm: its order is pending; confirmed: its order is paid with this line’s reference; unmatched: no pending order for it' }),
  note: Type.String({ description: 'why a line matches no order' }),
  imported_by: Nullable(Type.String({ description: 'the staff member who imported the line first (null: an account since removed)' })),
  imported_at: DateTime('when it was first imported'),
  file_name: Type.String({ description: 'the file it was first imported from' }),
});

/** GET /staff/reconciliation?date= */
export const Reconciliation = Strict({
  date: Type.String({ description: 'the Karachi day, YYYY-MM-DD' }),
  providers: Type.Array(ProviderDay),
  paid_not_there: Type.Array(PaidNotThere),
  money_no_order: Type.Array(MoneyNoOrder),
  refunds: Type.Array(DayRefund),
  bank_lines: Type.Array(BankLine),
});

/** What importing a statement did. */
export const StatementImport = Strict({
  lines: Type.Integer({ description: 'credit lines read from the file' }),
  added: Type.Integer({ description: 'lines not imported before' }),
  duplicates: Type.Integer({ description: 'lines already imported, kept once' }),
  matched: Type.Integer({ description: 'new lines matched to a pending bill order' }),
  days: Type.Array(Type.String(), { description: 'the days the lines are of, YYYY-MM-DD, latest first' }),
});

/** What confirming matched lines did: the orders paid, and the lines skipped with the reason. */
export const ConfirmedPayments = Strict({
  confirmed: Type.Array(Strict({ line_id: Type.Integer(), order_id: Type.Integer() })),
  skipped: Type.Array(Strict({ line_id: Type.Integer(), order_id: Nullable(Type.Integer()), reason: Type.String() })),
});

/** A day's reconciliation, as the page shows it. */
export type Reconciliation = Static<typeof Reconciliation>;
export type ReconciliationBankLine = Static<typeof BankLine>;
