// A member's membership in the browser: the feature's calls (requests.ts), the cache keys of its reads, and the hooks
// that refresh what a purchase or a grant changes. The member's record is read through shared-api/membership, which the
// public remote reads too.
import { defineQuery, type MembershipPackage } from 'shared-api';
import { contentKeys, getPackage } from 'shared-api/content';
import { getMembership, membershipKeys as sharedMembershipKeys } from 'shared-api/membership';
import { queryClient, useMutation, useQuery } from 'shared-api/query';
import { checkOrderPayment, ticketingKeys } from 'shared-api/ticketing';
import { buyMembership, grantMembership, type EndingMembershipsQuery, type MembershipPaymentMethod } from './requests';

export * from './requests';
export { getMembership };
export type MyMembership = Awaited<ReturnType<typeof getMembership>>['data'];

/** The cache keys of membership's reads: all under `all`, the member's record and the verification's with them. */
export const membershipKeys = {
  ...sharedMembershipKeys,
  member: (memberId: string) => ['membership', 'member', memberId] as const,
  ending: (query: number | EndingMembershipsQuery) => ['membership', 'ending', query] as const,
};

/** The member's membership record, from the site's query cache. */
export const useMyMembership = () => useQuery(defineQuery(membershipKeys.mine(), getMembership));

/** The packages the spec names (Seed, Surge), in that order. */
export const PACKAGE_NAMES = ['Seed', 'Surge'] as const;

const loadPackages = async () => {
  const answers = await Promise.all(PACKAGE_NAMES.map((name) => getPackage(name)));
  return { message: answers[0].message, data: answers.map((a) => a.data) as MembershipPackage[] };
};

/** Both packages, as the public /membership page reads them. */
export const usePackages = () => useQuery(defineQuery([...contentKeys.packages, 'dashboard'], loadPackages));

/**
 * A plan bought (or Seed chosen): the member's membership and the purchase page's checks are read again. For a card
 * the answer is the payment page, which the member leaves for; they come back to a fresh read.
 */
export const useBuyMembership = () =>
  useMutation({
    mutationFn: ({ packageId, method, key }: { packageId: number; method: MembershipPaymentMethod; key?: string }) => buyMembership(packageId, method, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });

/** Staff granted a membership: the member's record is the answer; the lists of memberships are read again. */
export const useGrantMembership = (memberId: string) =>
  useMutation({
    mutationFn: (grant: Parameters<typeof grantMembership>[1]) => grantMembership(memberId, grant),
    onSuccess: (result) => {
      queryClient.setQueryData(membershipKeys.member(memberId), result.data);
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
    },
  });

/**
 * Check again on a plan order whose payment waits for its provider's answer: the member's membership and the purchase
 * page are read again (paid, the year is added), and so are their orders.
 */
export const useCheckPlanPayment = () =>
  useMutation({
    mutationFn: (orderId: number) => checkOrderPayment(orderId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.memberOrders });
    },
  });
