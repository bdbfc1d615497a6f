// The waitlist of a full package. Bundled by mfe-ticketing (`shared-api/waitlist`), on the one client of the shared
// entry (decision 013).
import { call } from 'shared-api';
import { waitlistCalls } from './calls/waitlist';
import { typedCalls } from './contract-client';
import type { waitlistContract } from './contracts/waitlist';

export const waitlistKeys = { event: (eventId: number | string) => ['waitlist', String(eventId)] as const };

const api = typedCalls<typeof waitlistContract>(waitlistCalls, { call });

/** The event's packages the member waits for. */
export const getWaitlist = (eventId: number | string) => api.getWaitlist({ params: { eventId } });
/** Join a full package's waitlist (asking twice is the same as once). */
export const joinWaitlist = (packageId: number | string) => api.joinWaitlist({ params: { packageId } });
/** Leave a package's waitlist. */
export const leaveWaitlist = (packageId: number | string) => api.leaveWaitlist({ params: { packageId } });
