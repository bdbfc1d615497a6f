// The reconciliation's writes (bulletproof-react's features/<feature>/api): a statement imported, matched payments
// confirmed. Each refreshes every staff read of ticketing (the day's figures among them) and the events' staff reads,
// since confirming pays orders.
import { eventAdminKeys } from 'shared-api/events-admin';
import { queryClient, useMutation } from 'shared-api/query';
import { confirmBankPayments, importBankStatement, ticketingKeys } from 'shared-api/ticketing';
import type { StatementInput } from 'shared-api/validation/reconciliation';

const refreshStaffReads = () => Promise.all([queryClient.invalidateQueries({ queryKey: ticketingKeys.staff }), queryClient.invalidateQueries({ queryKey: eventAdminKeys.all })]);

/** The bank's CSV statement, as its text: its lines kept once and matched to pending bill orders. */
export const useImportStatement = () => useMutation({ mutationFn: (input: StatementInput) => importBankStatement(input), onSuccess: refreshStaffReads });

/** Matched lines confirmed in one step: their orders paid with the lines' references. */
export const useConfirmBankPayments = () => useMutation({ mutationFn: (lineIds: number[]) => confirmBankPayments({ line_ids: lineIds }), onSuccess: refreshStaffReads });
