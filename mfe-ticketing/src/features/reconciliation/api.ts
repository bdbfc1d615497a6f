// The daily reconciliation in the browser: the staff's calls through their contract (decision 016), the name of a
// day's read in the query cache, and the writes (bulletproof-react's features/<feature>/api): a statement imported,
// matched payments confirmed. Each write refreshes every staff read of ticketing (the day's figures among them) and the
// events' staff reads, since confirming pays orders.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { eventAdminKeys } from '../staff-events/requests';
import { queryClient, useMutation } from 'shared-api/query';
import { ticketingKeys } from 'shared-api/ticketing';
import { reconciliationCalls } from './calls';
import type { reconciliationContract } from './contract';
import type { ConfirmPaymentsInput, StatementInput } from './staff-validation';

/** The feature's calls (a page's test watches them here). */
export const reconciliationApi = typedCalls<typeof reconciliationContract>(reconciliationCalls, { call });

/** One Karachi day (YYYY-MM-DD): each provider's settled payments against the orders paid here, and what one side lacks. */
export const getReconciliation = (date: string) => reconciliationApi.getReconciliation({ query: { date } });

/** The names of the reconciliation's reads in the query cache: under the staff reads of ticketing, refreshed with them. */
export const reconciliationKeys = {
  /** one day's reconciliation (a payment marked paid changes it) */
  day: (date: string) => [...ticketingKeys.staff, 'reconciliation', date] as const,
};

const refreshStaffReads = () => Promise.all([queryClient.invalidateQueries({ queryKey: ticketingKeys.staff }), queryClient.invalidateQueries({ queryKey: eventAdminKeys.all })]);

/** The bank's CSV statement, as its text: its lines kept once and matched to pending bill orders. */
export const useImportStatement = () =>
  useMutation({ mutationFn: (input: StatementInput) => reconciliationApi.importBankStatement({ body: input }), onSuccess: refreshStaffReads });

/** Matched lines confirmed in one step: their orders paid with the lines' references (skipped ones say why). */
export const useConfirmBankPayments = () =>
  useMutation({ mutationFn: (lineIds: number[]) => reconciliationApi.confirmBankPayments({ body: { line_ids: lineIds } satisfies ConfirmPaymentsInput }), onSuccess: refreshStaffReads });
