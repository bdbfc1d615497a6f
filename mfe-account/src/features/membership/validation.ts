// Membership plans (core spec §4 Membership package and Purchase, §5 payment method): the purchase page's choices.
// The page (formik) and the server's routes run these same schemas; the staff's grant form has its own
// (staff-validation.ts).
import { messages, PAYMENT_METHODS, schema, trimmed, type InferType } from 'shared-api/validation';

export const membershipMessages = {
  // Not quoted by the spec: what the purchase page and the staff's grant form say of a missing choice.
  packageName: 'Please choose a membership package',
  packageId: 'Please choose a membership package',
  paymentMethod: messages.paymentMethod,
} as const;

/** Card (3, the default) or bill payment (5) — spec §9 — or a JazzCash (6) or Easypaisa (7) wallet; a plan is never
 * Free (4): Seed needs no order. */
export const MEMBERSHIP_PAYMENT_METHODS = [PAYMENT_METHODS.card, PAYMENT_METHODS.onebill, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa] as const;

/** A package by its id: the purchase's and the staff's grant's. */
export const packageId = () =>
  schema
    .number()
    .typeError(membershipMessages.packageId)
    .integer(membershipMessages.packageId)
    .min(1, membershipMessages.packageId)
    .max(2_147_483_647, membershipMessages.packageId)
    .required(membershipMessages.packageId);

/** POST /user/membership/validate */
export const membershipValidateSchema = schema.object({
  package_name: trimmed().max(100, membershipMessages.packageName).required(membershipMessages.packageName),
});
export type MembershipValidateInput = InferType<typeof membershipValidateSchema>;

/** POST user/membership: the package and how to pay; the same key again (a double submit) is the same order. */
export const membershipPurchaseSchema = schema.object({
  package_id: packageId(),
  payment_method: schema
    .number()
    .typeError(membershipMessages.paymentMethod)
    .oneOf([...MEMBERSHIP_PAYMENT_METHODS], membershipMessages.paymentMethod)
    .required(membershipMessages.paymentMethod),
  idempotency_key: trimmed()
    .max(64, 'idempotency_key must be at most 64 letters, digits, - or _')
    .matches(/^[A-Za-z0-9_-]*$/, 'idempotency_key must be at most 64 letters, digits, - or _')
    .optional(),
});
export type MembershipPurchaseInput = InferType<typeof membershipPurchaseSchema>;
