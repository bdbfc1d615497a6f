// What more than one remote reads of a member's membership (decision 044): the record the member's pages and the
// public membership page show (GET /user/membership), and what the public /verify page shows of a certificate, a
// membership's or a course's. The rest of membership (buying a plan, the certificate, the staff's grants and lists)
// is mfe-account's feature (`features/membership/`).
import { Type } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../enums';
import { DateTime, Nullable, Strict, StringEnum } from './common';
import { MemberOrder } from './ticketing';

/** GET /user/membership: the spec's membership record (§3), plus what the page needs to offer renewal. */
export const Membership = Strict({
  member_id: Type.String({ description: 'the member’s public id (/member/{memberId})' }),
  member_id_formatted: Type.String({ description: 'the MEMBER ID printed on the profile and the certificate, e.g. FAP-7K3M-Q9TD' }),
  member_name: Type.String(),
  membership_package: Type.String({ description: 'the package the member is on today (Seed when no paid one runs), by its English name: its key' }),
  membership_package_title: Type.String({ description: 'that package’s name in the caller’s language (the Urdu staff wrote, else the English)' }),
  membership_package_id: Type.Integer(),
  membership_status: StringEnum(['Active'] as const, { description: 'a member is always on a package: Seed when no paid one runs' }),
  membership_billing: Type.String({ description: 'e.g. "Rs 6,000 a year" or "Free", in the caller’s language' }),
  membership_start_date: DateTime('when the package the member is on started (for Seed: when they joined)'),
  membership_start_date_formatted: Type.String(),
  membership_end_date: Nullable(DateTime('where the paid run ends (renewals included); null: never ends')),
  membership_end_date_formatted: Type.String({ description: 'the end date, or "Never expires"' }),
  renewal_opens_on: Nullable(DateTime('a paid package may be renewed from this day (30 days before its end)')),
  can_renew: Type.Boolean({ description: 'the paid package may be renewed today' }),
  moves_to_seed_on: Nullable(DateTime('the member chose Seed: they move to it on this day, when the paid year ends')),
  ended_on: Nullable(DateTime('on Seed after a paid membership: the day it ended (the page offers renewal)')),
  ended_package: Nullable(Type.String({ description: 'the package that ended on ended_on, by its English name' })),
  ended_package_title: Nullable(Type.String({ description: 'that package’s name in the caller’s language' })),
  pending_order: Nullable(MemberOrder),
});

/** GET /user/membership: the member's own record, and how they may pay for a plan now. */
export const MyMembership = Strict({
  ...Membership.properties,
  payment_methods: Type.Array(Type.Integer({ enum: [PAYMENT_METHODS.card, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa, PAYMENT_METHODS.onebill] }), {
    description: 'how a plan may be paid now, in the order the page offers them: card (3), JazzCash (6) and Easypaisa (7), each only while its gateway is set up, then bill payment (5)',
  }),
});

/** GET /verify/{code}: what anyone scanning a certificate may know, and nothing else. */
export const MembershipVerification = Strict({
  kind: StringEnum(['membership'] as const, { description: 'a membership certificate' }),
  valid: Type.Boolean({ description: 'the membership on the certificate runs today' }),
  name: Type.String(),
  member_id_formatted: Type.String({ description: 'the MEMBER ID the certificate prints, e.g. FAP-7K3M-Q9TD' }),
  package: Type.String({ description: 'the package the member is on today' }),
  valid_until: Nullable(DateTime('when it ends; null: never (Seed)')),
});

/** A course certificate (the learning feature's): genuine, for whom, for what course, and when it was given. */
export const CourseVerification = Strict({
  kind: StringEnum(['course'] as const, { description: 'a course certificate' }),
  valid: Type.Boolean({ description: 'the certificate is genuine and not withdrawn' }),
  name: Type.String({ description: 'as printed on the certificate' }),
  member_id_formatted: Type.String({ description: 'the member’s MEMBER ID, as the certificate prints it, e.g. FAP-7K3M-Q9TD' }),
  course: Type.String(),
  programme: Type.String(),
  issued_on: DateTime(),
  score: Nullable(Type.String({ description: 'as printed, e.g. "18 of 20 (90%)"; null when the course does not show it' })),
});

export const Verification = Type.Union([MembershipVerification, CourseVerification]);
