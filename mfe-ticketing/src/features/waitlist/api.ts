// The waitlist's calls through its contract (decision 016), its cache key, and one mutation hook per write: a page
// changes the waitlist only through these, and each hook's onSuccess makes the list the server's answer.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import { waitlistCalls } from './calls';
import type { waitlistContract } from './contract';

export const waitlistKeys = { event: (eventId: number | string) => ['waitlist', String(eventId)] as const };

const api = typedCalls<typeof waitlistContract>(waitlistCalls, { call });

/** The event's packages the member waits for. */
export const getWaitlist = (eventId: number | string) => api.getWaitlist({ params: { eventId } });
/** Join a full package's waitlist (asking twice is the same as once). */
export const joinWaitlist = (packageId: number | string) => api.joinWaitlist({ params: { packageId } });
/** Leave a package's waitlist. */
export const leaveWaitlist = (packageId: number | string) => api.leaveWaitlist({ params: { packageId } });

/** The packages of the event the member waits for become the server's answer. */
const waitlistIs =
  (eventId: number) =>
  ({ data }: Awaited<ReturnType<typeof joinWaitlist>>) => {
    queryClient.setQueryData(waitlistKeys.event(eventId), data);
  };

/** Join a sold-out package's waitlist. */
export const useJoinWaitlist = (eventId: number) => useMutation({ mutationFn: (packageId: number) => joinWaitlist(packageId), onSuccess: waitlistIs(eventId) });

/** Leave a package's waitlist. */
export const useLeaveWaitlist = (eventId: number) => useMutation({ mutationFn: (packageId: number) => leaveWaitlist(packageId), onSuccess: waitlistIs(eventId) });
