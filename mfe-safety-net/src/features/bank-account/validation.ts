// The freelancer digital bank account request (second spec §2.8, §5 Bank lead): the rules the member's form and the
// server run, with the spec's messages. The consent the member gives is written in banks.ts, which the form shows
// before this file has loaded.
import { oneOf, schema, trimmed, type InferType } from 'shared-api/validation';
import { PREFERRED_BANKS } from './banks';

export const bankAccountLeadSchema = schema.object({
  city: trimmed().max(100, 'Please keep the city under 100 characters').required('Your city is required'),
  state: trimmed().max(100, 'Please keep the state under 100 characters').required('Your state is required'),
  preferred_bank: oneOf(PREFERRED_BANKS, 'Your Preferred Bank is required'),
});
export type BankAccountLeadInput = InferType<typeof bankAccountLeadSchema>;
