// The daily reconciliation (issue #46 item 6): each call's access, rules and answer (decision 016). Server and API docs
// only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { reconciliationCalls } from './calls';
import { ConfirmedPayments, Reconciliation, StatementImport } from './shapes';
import { confirmPaymentsSchema, reconciliationQuery, STATEMENT_MAX_LINES, statementSchema } from './staff-validation';

export const reconciliationContract = contract('staff', reconciliationCalls, {
  getReconciliation: {
    access: 'staff',
    summary: 'One Karachi day: what each provider took (approved answers; for bill payment the imported bank lines) against the orders paid here, the refunds, and what one side has without the other',
    description:
      'Without `date`, today in Karachi. Each payment is booked under the provider that took it: the gateway of its attempt (a card paid on JazzCash’s card page is JazzCash’s, shown as JazzCash card), and bill payment for an order staff marked paid or confirmed from the bank’s statement. Card (the test gateway), JazzCash and Easypaisa count every answer approved that day, late and second payments included; bill payment counts the bank statement’s credit lines of that day. Refunds approved that day (and late payments recorded as refunded) are booked under the provider that took the money, and each provider’s net is what it took less what was given back. “Paid here, not there” lists orders paid that day with no approved answer behind them, and bill orders marked paid whose reference no imported line has. “Money there, no order here” lists every approved answer whose money is not what paid an order (late payments, second payments of an order already paid, approvals of checkouts that were closed), with the order it names and the payment that paid that order, and bank lines that match no order.',
    // Staff open the page on today: the day is Karachi's by the server's clock when the query does not name one.
    query: reconciliationQuery,
    answer: Reconciliation,
  },
  importBankStatement: {
    access: 'staff',
    summary: 'Import the bank’s CSV statement: each credit line is kept once, with who imported it, and matched to a pending bill order by its 1Bill reference and amount; audited',
    description: `The header row is found by its names: a date, a reference or description (narration), and a credit or amount column. Quoted fields and a byte-order mark are read; at most ${STATEMENT_MAX_LINES} lines. A malformed file is refused (422) with the line at fault, and nothing is stored. A line imported before is kept once, with its first importer. Each import is in the audit log (bank_statement.import): who, the file’s name, how many lines were read, new and matched.`,
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
