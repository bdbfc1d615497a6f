// The staff's grant of a membership by hand (a sponsored member): a package, its length (months, or the day it ends),
// and why. The staff's form and the server's route run this same schema; its messages stay English, as the staff's
// pages do.
import { schema, trimmed, type InferType } from 'shared-api/validation';
import { dayRule } from 'shared-api/validation/days';
import { packageId } from './validation';

export const grantMessages = {
  reason: 'Please give the reason for this membership',
  reasonTooLong: 'Please keep the reason under 500 characters',
  months: 'months must be a whole number from 1 to 60',
  grantLength: 'Please give either a number of months or an end date',
} as const;

/** Staff grant a membership by hand: a package, its length (months, or the day it ends), and why. */
export const membershipGrantSchema = schema.object({
  package_id: packageId(),
  months: schema.number().typeError(grantMessages.months).integer(grantMessages.months).min(1, grantMessages.months).max(60, grantMessages.months).optional(),
  ends_on: dayRule('ends_on')
    .optional()
    .test('one-length', grantMessages.grantLength, function (endsOn) {
      const months: unknown = this.parent?.months;
      return Boolean(endsOn) !== (typeof months === 'number');
    }),
  reason: trimmed().max(500, grantMessages.reasonTooLong).required(grantMessages.reason),
});
export type MembershipGrantInput = InferType<typeof membershipGrantSchema>;
