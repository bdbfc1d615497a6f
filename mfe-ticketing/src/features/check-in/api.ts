// The door's writes (bulletproof-react's features/<feature>/api): a ticket checked in by the code in its QR or as
// found by a search. Each refreshes every staff read of ticketing: the door's count and searches, and the orders
// lists that say who came in. A page never touches the cache itself (lint).
import { queryClient, useMutation } from 'shared-api/query';
import { checkInAttendee, checkInTicket, ticketingKeys } from 'shared-api/ticketing';
import type { CheckInInput } from 'shared-api/validation/ticketing';

const refreshStaffReads = () => queryClient.invalidateQueries({ queryKey: ticketingKeys.staff });

/**
 * A ticket's holder marked in by its code, typed or scanned. The answer shows at once; the count follows, so the
 * next person in the queue is not kept waiting for it.
 */
export const useCheckInTicket = () =>
  useMutation({
    mutationFn: (input: CheckInInput) => checkInTicket(input),
    onSuccess: () => void refreshStaffReads(),
  });

/** A ticket found by a search, marked in: its row stays busy until the list shows it checked in. */
export const useCheckInAttendee = () =>
  useMutation({
    mutationFn: ({ eventId, ticketId }: { eventId: number; ticketId: number }) => checkInAttendee(eventId, ticketId),
    onSuccess: refreshStaffReads,
  });
