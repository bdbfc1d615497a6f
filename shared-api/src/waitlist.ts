// The waitlist of a full package. Bundled by mfe-ticketing (`shared-api/waitlist`), on the one client of the shared
// entry (decision 013).
import { get, post } from 'shared-api';
import type { WaitingFor } from './types';

export const waitlistKeys = { event: (eventId: number | string) => ['waitlist', String(eventId)] as const };

/** GET user/events/{eventId}/waitlist: the event's packages the member waits for. */
export const getWaitlist = (eventId: number | string) => get<WaitingFor[]>(`user/events/${encodeURIComponent(eventId)}/waitlist`);
/** POST user/packages/{packageId}/waitlist: join a full package's waitlist (asking twice is the same as once). */
export const joinWaitlist = (packageId: number | string) => post<WaitingFor[]>(`user/packages/${encodeURIComponent(packageId)}/waitlist`);
/** POST user/packages/{packageId}/waitlist/leave */
export const leaveWaitlist = (packageId: number | string) => post<WaitingFor[]>(`user/packages/${encodeURIComponent(packageId)}/waitlist/leave`);
