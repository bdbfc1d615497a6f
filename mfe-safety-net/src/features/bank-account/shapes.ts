// The freelancer digital bank account request (second spec §2.8) and the staff's list of requests: the answers'
// shapes, and their types for the pages.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { PREFERRED_BANKS } from './banks';

/** POST user/bank-account-lead answers the request as stored. */
export const BankAccountLead = Strict({
  id: Type.Integer(),
  city: Type.String(),
  state: Type.String(),
  preferred_bank: StringEnum(PREFERRED_BANKS),
  created_at: DateTime(),
});

/** A request as staff see it: the member's details that go to the bank, and whether they were sent. */
export const StaffBankAccountLead = Strict({
  ...BankAccountLead.properties,
  member_id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  consent_text: Type.String(),
  sent_at: Nullable(DateTime()),
});

export type BankAccountLead = Static<typeof BankAccountLead>;
export type StaffBankAccountLead = Static<typeof StaffBankAccountLead>;
