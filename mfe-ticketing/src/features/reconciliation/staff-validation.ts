// The daily reconciliation's inputs: the day, the bank's CSV statement and the lines staff confirm. The page and the
// server's routes run these same schemas.
import { schema, trimmed, type InferType } from 'shared-api/validation';
import { dayRule } from 'shared-api/validation/days';

/** A statement's text is at most this many characters (64 KB): a day of a bank account's lines fits well within it. */
export const STATEMENT_MAX_CHARS = 64 * 1024;
/** …and at most this many lines. */
export const STATEMENT_MAX_LINES = 2000;
/** Staff confirm at most this many matched lines at once. */
export const CONFIRM_MAX_LINES = 200;

/** The columns a statement's header row is recognised by (any case, any order; other columns are ignored). */
export const STATEMENT_COLUMNS = {
  date: ['date', 'transaction date', 'txn date', 'value date', 'posting date', 'tran date'],
  reference: ['reference', 'ref', 'ref no', 'reference no', 'reference number', 'transaction id', 'txn id', 'cheque no', 'instrument no'],
  description: ['description', 'narration', 'particulars', 'details', 'remarks', 'transaction details'],
  amount: ['credit', 'credit amount', 'deposit', 'deposits', 'cr', 'amount', 'credit (pkr)', 'amount (pkr)'],
} as const;

export const reconciliationMessages = {
  date: 'Choose a day as YYYY-MM-DD',
  statement: 'Choose the bank’s CSV statement',
  statementTooLarge: `The statement is larger than ${STATEMENT_MAX_CHARS / 1024} KB: import one day, or a shorter period, at a time`,
  fileName: 'The file’s name is at most 200 characters',
  lines: 'Choose the payments to confirm',
  tooManyLines: `Confirm at most ${CONFIRM_MAX_LINES} payments at once`,
} as const;

/** `?date=YYYY-MM-DD`: the Karachi day reconciled; without it, today in Karachi (by the server's clock). */
export const reconciliationQuery = schema.object({
  date: dayRule('date'),
});

/** The bank's statement as the file's text, with its name (kept to say where a line came from). */
export const statementSchema = schema.object({
  file_name: trimmed().max(200, reconciliationMessages.fileName).default(''),
  csv: schema
    .string()
    .required(reconciliationMessages.statement)
    .max(STATEMENT_MAX_CHARS, reconciliationMessages.statementTooLarge)
    .test('not-blank', reconciliationMessages.statement, (v) => Boolean(v?.trim())),
});

/** The imported lines, matched to pending bill orders, that staff confirm as paid. */
export const confirmPaymentsSchema = schema.object({
  line_ids: schema
    .array(schema.number().integer().min(1).max(2_147_483_647).required())
    .required(reconciliationMessages.lines)
    .min(1, reconciliationMessages.lines)
    .max(CONFIRM_MAX_LINES, reconciliationMessages.tooManyLines),
});

export type StatementInput = InferType<typeof statementSchema>;
export type ConfirmPaymentsInput = InferType<typeof confirmPaymentsSchema>;
