// The daily reconciliation (issue #46 item 6): each call's access, rules and answer (decision 016). Server and API docs
// only; browsers import this file as a type.
import { contract } from '../contract';
import { reconciliationCalls } from '../calls/reconciliation';
import { ConfirmedPayments, Reconciliation, StatementImport } from '../shapes/reconciliation';
import { confirmPaymentsSchema, reconciliationQuery, STATEMENT_MAX_LINES, statementSchema } from '../validation/reconciliation';

export const reconciliationContract = contract('staff', reconciliationCalls, {
  getReconciliation: {
    access: 'staff',
    summary: 'One Karachi day: what each provider settled (approved answers; for bill payment the imported bank lines) against the orders paid here, and what one side has without the other',
    description:
      'Card, JazzCash and Easypaisa count the attempts approved that day; bill payment counts the bank statement’s credit lines of that day. “Paid here, not there” lists orders paid that day with no approved answer behind them, and bill orders marked paid whose reference no imported line has. “Money there, no order here” lists approved attempts whose order is not paid (late payments) and bank lines that match no order.',
    query: reconciliationQuery,
    answer: Reconciliation,
  },
  importBankStatement: {
    access: 'staff',
    summary: 'Import the bank’s CSV statement: each credit line is kept once and matched to a pending bill order by its 1Bill reference and amount',
    description: `The header row is found by its names: a date, a reference or description (narration), and a credit or amount column. Quoted fields and a byte-order mark are read; at most ${STATEMENT_MAX_LINES} lines. A malformed file is refused (422) with the line at fault, and nothing is stored. A line imported before is kept once.`,
    body: statementSchema,
    answer: StatementImport,
  },
  confirmBankPayments: {
    access: 'staff',
    summary: 'Confirm matched bank lines in one step: each order is marked paid with the line’s reference, as markOrderPaid does; audited, the member is e-mailed',
    description: 'A line whose order is on your own account, no longer pending, or matches no order is skipped, with the reason.',
    body: confirmPaymentsSchema,
    answer: ConfirmedPayments,
  },
});
