// A member's membership: each call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type. A plan is bought through the ticket orders' order and payment model (an order of kind
// 'membership').
import { contract } from 'shared-api/contract';
import { Paged } from 'shared-api/shapes';
import { schema, trimmed } from 'shared-api/validation';
import { pageQuery, recordNumber, searchQuery, sortQuery } from 'shared-api/validation/calls';
import { membershipFeatureCalls } from './calls';
import { Certificate, EndingMembership, MemberMembership, MembershipPurchase } from './shapes';
import { membershipGrantSchema } from './staff-validation';
import { membershipPurchaseSchema, membershipValidateSchema } from './validation';

export const ENDING_MEMBERSHIPS_PER_PAGE = 20;

/** The columns the staff's list of memberships ending can be sorted by. */
export const ENDING_MEMBERSHIP_SORTS = ['ends_at', 'name'] as const;

// A MEMBER ID, an e-mail or a member's public id.
const memberParams = schema.object({ memberId: trimmed().max(254).required('memberId is required') });
const BAD_LINK = 'This certificate link is invalid or has expired.';
const NO_CODE = 'This certificate code is not valid.';
const codeParams = schema.object({ code: trimmed().max(100, NO_CODE).required(NO_CODE) });

export const membershipFeatureContract = contract('membership', membershipFeatureCalls, {
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
    query: schema.object({ expires: recordNumber('expires must be the time the link was made for'), signature: trimmed().max(100, BAD_LINK).required(BAD_LINK) }),
    answer: { file: 'application/pdf' },
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
