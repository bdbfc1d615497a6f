// The freelancer digital bank account request and the staff's list of requests: each call's access, rules and
// answer (decision 016). Server and API docs only; browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { BulkResult, Paged } from 'shared-api/shapes';
import { schema } from 'shared-api/validation';
import { idParams, idsBody, idsQuery, pageQuery, searchQuery, sortQuery } from 'shared-api/validation/calls';
import { PREFERRED_BANKS } from './banks';
import { bankLeadCalls } from './calls';
import { BankAccountLead, StaffBankAccountLead } from './shapes';
import { bankAccountLeadSchema } from './validation';

export const BANK_LEADS_PER_PAGE = 20;

/** The columns the staff's list of requests can be sorted by. */
export const BANK_LEAD_SORTS = ['created_at', 'name', 'preferred_bank'] as const;

/** `?bank=&sent=&q=`: one bank's requests or every bank's, sent or not, and what staff searched for. */
const bankFilter = schema
  .object({
    bank: schema
      .string()
      .typeError('bank must be text')
      .oneOf([...PREFERRED_BANKS, ''], `bank must be one of ${PREFERRED_BANKS.join(', ')}`)
      .optional(),
    sent: schema.string().oneOf(['', 'yes', 'no'] as const, 'sent must be yes or no').default(''),
  })
  .concat(searchQuery());

export const bankLeadContract = contract('bank-leads', bankLeadCalls, {
  requestBankAccount: {
    access: 'member',
    profile: 'complete',
    owns: 'self',
    summary: 'Request a freelancer digital bank account: city, state, preferred bank',
    description: 'Needs a complete profile (403 otherwise). Stores the consent text the form shows for the chosen bank, with the time, IP address and user agent.',
    body: bankAccountLeadSchema,
    answer: BankAccountLead,
    status: 201,
  },

  // ---- Staff: the requests by bank, newest first, marking one as passed to the bank (audited), and a bank's CSV
  getBankLeads: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Bank-account requests, newest first, for one bank or all, sent or not; searched by the member’s name, e-mail, phone or MEMBER ID',
    query: pageQuery(BANK_LEADS_PER_PAGE).concat(bankFilter).concat(sortQuery(BANK_LEAD_SORTS, 'created_at')),
    answer: Paged(StaffBankAccountLead),
  },
  downloadBankLeads: {
    access: 'staff',
    tags: ['staff'],
    summary: 'The requests for one bank (or all), or just the selected ones (`ids`), as a CSV file to pass to the bank (staff and admin)',
    description: 'Newest first: the details the member agreed to share, the bank, when they asked and whether it was sent. Cells a spreadsheet would run as a formula are prefixed with an apostrophe.',
    query: bankFilter.concat(idsQuery()),
    answer: { file: 'text/csv' },
  },
  markBankLeadSent: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Mark a request as sent to its bank; audited',
    params: idParams({ leadId: 'a request' }),
    answer: StaffBankAccountLead,
  },
  markBankLeadsSent: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Mark several requests as sent to their banks at once; each one marked is audited, one already sent is left as it is',
    body: idsBody('request'),
    answer: BulkResult,
  },
});
