// Membership plans (core spec §4 Membership package and Purchase, §5 payment method): the purchase page's choices and
// the staff's grant form. The pages (formik) and the server's routes run these same schemas.
import { messages, PAYMENT_METHODS, schema, trimmed, type InferType } from 'shared-api/validation';
import { dayRule } from './days';

export const membershipMessages = {
  // Not quoted by the spec: what the purchase page and the staff's grant form say of a missing choice.
  packageName: 'Please choose a membership package',
  packageId: 'Please choose a membership package',
  paymentMethod: messages.paymentMethod,
  reason: 'Please give the reason for this membership',
  reasonTooLong: 'Please keep the reason under 500 characters',
  months: 'months must be a whole number from 1 to 60',
  grantLength: 'Please give either a number of months or an end date',
} as const;

/** Card (3, the default) or bill payment (5) — spec §9 — or a JazzCash (6) or Easypaisa (7) wallet; a plan is never
 * Free (4): Seed needs no order. */
export const MEMBERSHIP_PAYMENT_METHODS = [PAYMENT_METHODS.card, PAYMENT_METHODS.onebill, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa] as const;

const packageId = () =>
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

/** Staff grant a membership by hand: a package, its length (months, or the day it ends), and why. */
export const membershipGrantSchema = schema.object({
  package_id: packageId(),
  months: schema.number().typeError(membershipMessages.months).integer(membershipMessages.months).min(1, membershipMessages.months).max(60, membershipMessages.months).optional(),
  ends_on: dayRule('ends_on')
    .optional()
    .test('one-length', membershipMessages.grantLength, function (endsOn) {
      const months: unknown = this.parent?.months;
      return Boolean(endsOn) !== (typeof months === 'number');
    }),
  reason: trimmed().max(500, membershipMessages.reasonTooLong).required(membershipMessages.reason),
});
export type MembershipGrantInput = InferType<typeof membershipGrantSchema>;
