// The door in the browser: the staff's calls through their contract (decision 016), the names of the door's reads in
// the query cache, and its writes (bulletproof-react's features/<feature>/api): a ticket checked in by the code in its
// QR or as found by a search. Each write refreshes every staff read of ticketing: the door's count and searches, and
// the orders lists that say who came in. A page never touches the cache itself (lint).
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import { ticketingKeys } from 'shared-api/ticketing';
import { checkInCalls } from './calls';
import type { checkInContract } from './contract';
import type { CheckInInput } from './staff-validation';

/** The feature's calls (a page's test watches them here). */
export const checkInApi = typedCalls<typeof checkInContract>(checkInCalls, { call });

/** The event's paid tickets whose holder's name, CNIC or phone, or whose order number, matches `q`, with who came in. */
export const searchAttendees = (eventId: number, q: string) => checkInApi.searchAttendees({ params: { id: eventId }, query: { q } });

/** How many of the event's paid tickets are checked in, of how many sold. */
export const getCheckInCount = (eventId: number) => checkInApi.getCheckInCount({ params: { id: eventId } });

/** The names of the door's reads in the query cache: under the staff reads of ticketing, refreshed with them. */
export const checkInKeys = {
  /** the door of one event: its count and its attendee searches, read again after every check-in */
  count: (eventId: number) => [...ticketingKeys.staff, 'check-in', eventId, 'count'] as const,
  attendees: (eventId: number, q: string) => [...ticketingKeys.staff, 'check-in', eventId, 'attendees', q] as const,
};

const refreshStaffReads = () => queryClient.invalidateQueries({ queryKey: ticketingKeys.staff });

/**
 * A ticket's holder marked in by its code, typed or scanned. The answer shows at once; the count follows, so the
 * next person in the queue is not kept waiting for it.
 */
export const useCheckInTicket = () =>
  useMutation({
    mutationFn: (input: CheckInInput) => checkInApi.checkInTicket({ body: input }),
    onSuccess: () => void refreshStaffReads(),
  });

/** A ticket found by a search, marked in: its row stays busy until the list shows it checked in. */
export const useCheckInAttendee = () =>
  useMutation({
    mutationFn: ({ eventId, ticketId }: { eventId: number; ticketId: number }) => checkInApi.checkInAttendee({ params: { id: eventId, ticketId } }),
    onSuccess: refreshStaffReads,
  });

/** The phones prepared for offline use at an event's door, and the conflicts their admissions made. */
export const getOfflineDoors = (eventId: number) => checkInApi.getOfflineDoors({ params: { id: eventId } });

export const offlineDoorKeys = {
  /** read again after each sync here, and at intervals: other phones sync too */
  doors: (eventId: number) => [...ticketingKeys.staff, 'check-in', eventId, 'offline-doors'] as const,
};

/** A phone revoked: the list shows it at once. */
export const useRevokeDoorDevice = () =>
  useMutation({
    mutationFn: (deviceId: string) => checkInApi.revokeDoorDevice({ params: { deviceId } }),
    onSuccess: refreshStaffReads,
  });

/** After a sync here: the count, the searches and the offline doors' list are read again. */
export const refreshDoorReads = refreshStaffReads;
