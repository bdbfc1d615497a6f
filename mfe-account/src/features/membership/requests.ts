// The feature's calls through its contract (decision 016), one function each: the pages' hooks (api.ts) and the pages
// call these, and a page's test replaces them here.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { membershipFeatureCalls } from './calls';
import type { membershipFeatureContract } from './contract';
import type { MEMBERSHIP_PAYMENT_METHODS } from './validation';

export type MembershipPaymentMethod = (typeof MEMBERSHIP_PAYMENT_METHODS)[number];

const api = typedCalls<typeof membershipFeatureContract>(membershipFeatureCalls, { call });

export const validateMembership = (packageName: string) => api.validateMembership({ body: { package_name: packageName } });
/** `paymentMethod` 3 card, 6 JazzCash or 7 Easypaisa (answers the payment page's URL) or 5 bill payment (answers the order). */
export const buyMembership = (packageId: number, paymentMethod: MembershipPaymentMethod, idempotencyKey?: string) =>
  api.buyMembership({ body: { package_id: packageId, payment_method: paymentMethod, ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}) } });
/** A new certificate: `certificate_url` opens its PDF (in a new tab). */
export const generateCertificate = () => api.generateCertificate();
export const getMemberMembership = (memberId: string) => api.getMemberMembership({ params: { memberId } });
export const grantMembership = (memberId: string, grant: { package_id: number; months?: number; ends_on?: string; reason: string }) =>
  api.grantMembership({ params: { memberId }, body: grant });

/** What the staff's list of memberships ending shows: a search, an order and a page. */
export interface EndingMembershipsQuery {
  /** the member's name, e-mail, phone or MEMBER ID */
  q?: string;
  sort?: 'ends_at' | 'name';
  dir?: 'asc' | 'desc';
  page?: number;
}

/** Paid memberships ending in the next 30 days, soonest first unless sorted otherwise; a number is the page. */
export const getEndingMemberships = (query: number | EndingMembershipsQuery = 1) => api.getEndingMemberships({ query: typeof query === 'number' ? { page: query } : query });
