// The daily reconciliation (issue #46): each provider's settled payments against the site's paid orders, what one side
// has and the other has not, and the bank statement's lines matched to pending bill orders. Amounts are PKR.
import { Type } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../enums';
import { DateTime, Nullable, Strict, StringEnum } from './common';

const MethodCode = Type.Integer({ enum: [PAYMENT_METHODS.card, PAYMENT_METHODS.onebill, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa], description: '3 card, 5 bill payment, 6 JazzCash, 7 Easypaisa' });
const Amount = (description: string) => Type.Number({ description: `${description}, in PKR (a bank line may have paisa)` });

/** One provider's day: what it settled (approved answers, or the bank's imported lines) against the orders paid here. */
export const ProviderDay = Strict({
  method: MethodCode,
  name: Type.String(),
  provider_count: Type.Integer(),
  provider_total: Amount('what the provider settled'),
  site_count: Type.Integer(),
  site_total: Amount('the orders paid here by this method'),
  /** bill payment only: false until a statement with lines of that day is imported */
  statement_imported: Type.Boolean({ description: 'false for bill payment until a bank statement with lines of that day is imported; true for the others' }),
});

/** An order paid here that day with nothing from its provider behind it. */
export const PaidNotThere = Strict({
  order_id: Type.Integer(),
  method_name: Type.String(),
  holder: Type.String(),
  total: Type.Integer(),
  paid_at: DateTime(),
  reference: Nullable(Type.String({ description: 'a bill payment: the bank reference staff recorded' })),
  why: Type.String(),
});

/** Money a provider approved, or a bank line credited, with no paid order here behind it. */
export const MoneyNoOrder = Strict({
  source: StringEnum(['provider', 'bank'] as const),
  name: Type.String({ description: 'the provider, or "Bank statement"' }),
  order_id: Nullable(Type.Integer()),
  amount: Amount('the money'),
  reference: Type.String(),
  at: Type.String({ description: 'when it was approved (date-time) or the bank line’s day (YYYY-MM-DD)' }),
  why: Type.String(),
});

export const BANK_LINE_STATUSES = ['to-confirm', 'confirmed', 'unmatched'] as const;

/** A line of an imported bank statement, as matched to the site's bill orders. */
export const BankLine = Strict({
  id: Type.Integer(),
  line_date: Type.String({ description: 'YYYY-MM-DD' }),
  reference: Type.String(),
  description: Type.String(),
  amount: Amount('what the bank credited'),
  order_id: Nullable(Type.Integer({ description: 'the bill order whose 1Bill reference the line names, when the amounts are equal' })),
  status: StringEnum(BANK_LINE_STATUSES, { description: 'to-confirm: its order is pending; confirmed: its order is paid with this line’s reference; unmatched: no pending order for it' }),
  note: Type.String({ description: 'why a line matches no order' }),
});

/** GET /staff/reconciliation?date= */
export const Reconciliation = Strict({
  date: Type.String({ description: 'the Karachi day, YYYY-MM-DD' }),
  providers: Type.Array(ProviderDay),
  paid_not_there: Type.Array(PaidNotThere),
  money_no_order: Type.Array(MoneyNoOrder),
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
