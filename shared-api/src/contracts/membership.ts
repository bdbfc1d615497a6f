// Membership plans: each call's access, rules and answer (decision 016). Server and API docs only; browsers import it
// as a type. A plan is bought through the ticket orders' order and payment model (an order of kind 'membership').
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { PAYMENT_METHODS } from '../enums';
import { membershipCalls } from '../calls/membership';
import { DateTime, Nullable, Paged, Strict, StringEnum } from '../shapes/common';
import { MemberOrder, Order } from '../shapes/ticketing';
import { trimmed } from '../validation';
import { pageQuery, recordNumber, searchQuery, sortQuery } from '../validation/calls';
import { membershipGrantSchema, membershipPurchaseSchema, membershipValidateSchema } from '../validation/membership';

export const ENDING_MEMBERSHIPS_PER_PAGE = 20;

/** The columns the staff's list of memberships ending can be sorted by. */
export const ENDING_MEMBERSHIP_SORTS = ['ends_at', 'name'] as const;

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

/** POST user/membership: card or a wallet → the payment page (data is its URL, spec §7); bill payment → the order; Seed → no order. */
export const MembershipPurchase = Type.Union([
  Type.String({ description: 'card: the payment page to send the member to' }),
  Strict({
    order: Nullable(Order),
    moves_to_seed_on: Nullable(DateTime('Seed chosen while a paid package runs: the day the member moves to Seed')),
  }),
]);

export const Certificate = Strict({
  certificate_url: Type.String({ description: 'the certificate PDF, by a link valid for a few minutes; open it in a new tab' }),
  verify_url: Type.String({ description: 'the page the certificate’s QR code leads to' }),
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

export const MembershipPeriod = Strict({
  id: Type.Integer(),
  package: Type.String(),
  starts_at: DateTime(),
  ends_at: Nullable(DateTime()),
  source: StringEnum(['order', 'grant'] as const),
  order_id: Nullable(Type.Integer()),
  granted_by: Nullable(Type.String({ description: 'the staff member who granted it' })),
  reason: Nullable(Type.String()),
  seed_chosen_at: Nullable(DateTime()),
  created_at: DateTime(),
});

export const MemberMembership = Strict({
  member_id: Type.String(),
  member_id_formatted: Type.String(),
  name: Type.String(),
  email: Type.String(),
  membership: Membership,
  periods: Type.Array(MembershipPeriod),
  orders: Type.Array(MemberOrder),
});

export const EndingMembership = Strict({
  member_id: Type.String(),
  member_id_formatted: Type.String(),
  name: Type.String(),
  email: Type.String(),
  package: Type.String(),
  ends_at: DateTime(),
  seed_chosen: Type.Boolean({ description: 'the member chose Seed: they will not renew' }),
});

const NO_CODE = 'This certificate code is not valid.';
const codeParams = yup.object({ code: trimmed().max(100, NO_CODE).required(NO_CODE) });
// A MEMBER ID, an e-mail or a member's public id.
const memberParams = yup.object({ memberId: trimmed().max(254).required('memberId is required') });
const BAD_LINK = 'This certificate link is invalid or has expired.';

export const membershipContract = contract('membership', membershipCalls, {
  getMembership: {
    access: 'member',
    owns: 'self',
    summary: 'The member’s membership record (Membership Details): package, status, dates, billing, what renewal allows, and how a plan may be paid',
    answer: MyMembership,
  },
  validateMembership: {
    access: 'member',
    owns: 'self',
    summary: 'Whether the member may choose a package now: refuses an unknown (404), disabled or current package (409) with the reason',
    description: 'A paid package the member is on may be renewed from 30 days before its end; Seed, while a paid package runs, means moving to Seed at its end.',
    body: membershipValidateSchema,
    answer: null,
  },
  buyMembership: {
    access: 'member',
    owns: 'self',
    summary: 'Buy a year of a package: the total is computed here (discounted price if set, else price); card answers the payment page’s URL, bill payment the order',
    description:
      'The same checks as validate. Paying activates one year from the payment, or from the current end when renewing early. A second submit while a plan order is pending answers that order. Seed while a paid package runs places no order: the member moves to Seed when the paid year ends.',
    body: membershipPurchaseSchema,
    answer: MembershipPurchase,
  },
  generateCertificate: {
    access: 'member',
    owns: 'self',
    summary: 'A membership certificate (PDF: name, member ID, package, validity, a QR code of its verification page), by a short-lived link',
    description: 'Each certificate carries a new verification code: the code of the member’s previous certificate stops verifying.',
    answer: Certificate,
  },
  getCertificatePdf: {
    access: 'public',
    summary: 'A membership certificate as a PDF, by the signed link generateCertificate answers',
    params: codeParams,
    query: yup.object({ expires: recordNumber('expires must be the time the link was made for'), signature: trimmed().max(100, BAD_LINK).required(BAD_LINK) }),
    answer: { file: 'application/pdf' },
  },
  verifyCertificate: {
    access: 'public',
    summary: 'Whether a certificate is genuine: a membership’s (runs today, for whom, until when) or a course’s (for whom, which course, when); nothing else. An unknown code is 404',
    params: codeParams,
    answer: Verification,
  },
  getMemberMembership: {
    access: 'staff',
    summary: 'A member’s membership, every period (paid and granted) and their orders',
    params: memberParams,
    answer: MemberMembership,
  },
  grantMembership: {
    access: 'staff',
    summary: 'Grant a member a paid package by hand (a sponsored member): months or an end date, and a reason; audited',
    description: 'The granted period starts now, or where the member’s current paid run ends.',
    params: memberParams,
    body: membershipGrantSchema,
    answer: MemberMembership,
    status: 201,
  },
  getEndingMemberships: {
    access: 'staff',
    summary: 'Members whose paid membership ends in the next 30 days, soonest first unless sorted otherwise; searched by the member’s name, e-mail, phone or MEMBER ID',
    query: pageQuery(ENDING_MEMBERSHIPS_PER_PAGE).concat(searchQuery()).concat(sortQuery(ENDING_MEMBERSHIP_SORTS, 'ends_at', 'asc')),
    answer: Paged(EndingMembership),
  },
});
