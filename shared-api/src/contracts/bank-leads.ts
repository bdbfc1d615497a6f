// The freelancer digital bank account request and the staff's list of requests: each call's access, rules and
// answer (decision 016). Server and API docs only; browsers import this file as a type.
import * as yup from 'yup';
import { contract } from '../contract';
import { bankLeadCalls } from '../calls/bank-leads';
import { PREFERRED_BANKS } from '../enums';
import { Paged } from '../shapes/common';
import { BankAccountLead, StaffBankAccountLead } from '../shapes/promotions';
import { bankAccountLeadSchema } from '../validation/promotions';
import { idParams, pageQuery } from '../validation/calls';

export const BANK_LEADS_PER_PAGE = 20;

/** `?bank=`: one bank's requests, or (empty) every bank's. */
const bankFilter = yup.object({
  bank: yup
    .string()
    .typeError('bank must be text')
    .oneOf([...PREFERRED_BANKS, ''], `bank must be one of ${PREFERRED_BANKS.join(', ')}`)
    .optional(),
});

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
    summary: 'Bank-account requests, newest first, for one bank or all',
    query: pageQuery(BANK_LEADS_PER_PAGE).concat(bankFilter),
    answer: Paged(StaffBankAccountLead),
  },
  downloadBankLeads: {
    access: 'staff',
    tags: ['staff'],
    summary: 'The requests for one bank (or all) as a CSV file to pass to the bank (staff and admin)',
    description: 'Newest first: the details the member agreed to share, the bank, when they asked and whether it was sent. Cells a spreadsheet would run as a formula are prefixed with an apostrophe.',
    query: bankFilter,
    answer: { file: 'text/csv' },
  },
  markBankLeadSent: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Mark a request as sent to its bank; audited',
    params: idParams({ leadId: 'a request' }),
    answer: StaffBankAccountLead,
  },
});
