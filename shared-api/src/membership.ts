// What more than one remote reads of membership, typed from its contract: the member's record (the member's pages and
// the public membership page) and a certificate's verification (the public /verify page), with their cache keys. The
// rest of membership is mfe-account's feature (`features/membership/api.ts`).
import { call } from 'shared-api';
import { membershipCalls } from './calls/membership';
import { typedCalls } from './contract-client';
import type { membershipContract } from './contracts/membership';

const api = typedCalls<typeof membershipContract>(membershipCalls, { call });

export const getMembership = () => api.getMembership();
export const verifyCertificate = (code: string) => api.verifyCertificate({ params: { code } });

/** The cache keys of membership's reads; the feature's own reads are under `all` too, so a purchase refreshes them all. */
export const membershipKeys = {
  all: ['membership'] as const,
  mine: () => ['membership', 'mine'] as const,
  verify: (code: string) => ['membership', 'verify', code] as const,
};

export { packageAction, type CurrentMembership, type PackageAction } from './membership-plans';
