// What staff write about a member's account: the role an admin gives, and the reason for disabling or enabling it
// (kept in the audit log). One definition for the staff forms and the server's check.
import { ROLES, schema, trimmed, type InferType } from 'shared-api/validation';

/** An admin changes what an account may do. */
export const roleChangeSchema = schema.object({
  role: trimmed().oneOf([...ROLES], 'Please choose a role: member, staff or admin.').required('Please choose a role: member, staff or admin.'),
});

export const ACCOUNT_REASON_MAX = 500;

/** Staff disable or enable an account, saying why. */
export const accountStatusSchema = schema.object({
  reason: trimmed().max(ACCOUNT_REASON_MAX, `Please keep the reason under ${ACCOUNT_REASON_MAX} characters`).required('Please give the reason'),
});
export type AccountStatusInput = InferType<typeof accountStatusSchema>;
