// The event feature's writes for a member, one hook each (bulletproof-react's features/<feature>/api): the register
// control and the waitlist change things only through these, and each hook's onSuccess refreshes exactly the reads
// the change affects, by their names in ticketingKeys, waitlistKeys and homeKeys. Pages never touch the cache (lint).
import { homeKeys } from 'shared-api/home';
import { queryClient, useMutation } from 'shared-api/query';
import { enrollInEvent, ticketingKeys } from 'shared-api/ticketing';
import { joinWaitlist, leaveWaitlist, waitlistKeys } from 'shared-api/waitlist';

/** A free event's ticket: the member's ticket for the event, their tickets, and the dashboard's next events. */
export const useEnrollInEvent = (eventId: number) =>
  useMutation({
    mutationFn: () => enrollInEvent(eventId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.ticketUrl(eventId) });
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.memberTickets });
      void queryClient.invalidateQueries({ queryKey: homeKeys.home });
    },
  });

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
