// The freelancer digital bank account request in the browser: the calls through their contract (decision 016), the
// names of the staff's reads in the query cache, and the writes, one hook each. Each hook's onSuccess refreshes exactly
// the reads the change affects, by their names in bankLeadKeys.
import { call, download } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import { bankLeadCalls } from './calls';
import type { bankLeadContract } from './contract';
import type { BankAccountLeadInput } from './validation';

const bankLeads = typedCalls<typeof bankLeadContract>(bankLeadCalls, { call, download });

type Id = number | string;

/** The names of these reads in the query cache. */
export const bankLeadKeys = {
  /** every bank and page of the bank-account requests */
  all: ['bank-leads'] as const,
  list: (query: object) => ['bank-leads', query] as const,
};

/** City, state, preferred_bank; the consent shown on the form is stored with it. */
export const requestBankAccount = (input: BankAccountLeadInput) => bankLeads.requestBankAccount({ body: input });

/** What a staff list of bank-account requests shows: a bank, sent or not, a search, an order. */
export interface BankLeadsQuery {
  bank?: string;
  sent?: '' | 'yes' | 'no';
  q?: string;
  sort?: 'created_at' | 'name' | 'preferred_bank';
  dir?: 'asc' | 'desc';
  page?: number;
}

/** Bank-account requests, for one bank or all, newest first unless sorted otherwise. */
export const getBankLeads = (query: BankLeadsQuery = {}) => bankLeads.getBankLeads({ query });
/** The request was passed to the bank. */
export const markBankLeadSent = (id: number | string) => bankLeads.markBankLeadSent({ params: { leadId: id } });
/** Several requests passed to their banks at once; answers how many changed. */
export const markBankLeadsSent = (ids: number[]) => bankLeads.markBankLeadsSent({ body: { ids } });
/** The requests for one bank (or all), or just the selected ones, as a CSV file, to pass to the bank. */
export const downloadBankLeads = ({ ids, ...filter }: Omit<BankLeadsQuery, 'page' | 'sort' | 'dir'> & { ids?: number[] } = {}) =>
  bankLeads.downloadBankLeads({ query: { ...filter, ids: ids?.length ? ids.join(',') : undefined } });

// ---- Writes ----

/** A bank-account request: staff read the requests; nothing the member reads changes. */
export const useRequestBankAccount = () => useMutation({ mutationFn: (input: BankAccountLeadInput) => requestBankAccount(input) });

/**
 * A bank-account request passed to its bank: every bank's list and page of requests is read again, and the change
 * is pending until they are (the row's button stays busy until it shows the request as sent).
 */
export const useMarkBankLeadSent = () =>
  useMutation({
    mutationFn: (leadId: Id) => markBankLeadSent(leadId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankLeadKeys.all }),
  });

/** Several requests passed to their banks at once: every list and page of requests is read again. */
export const useMarkBankLeadsSent = () =>
  useMutation({
    mutationFn: (leadIds: number[]) => markBankLeadsSent(leadIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankLeadKeys.all }),
  });
