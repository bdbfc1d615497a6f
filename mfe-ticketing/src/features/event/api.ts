// The event feature's writes for a member, one hook each (bulletproof-react's features/<feature>/api): the register
// control changes things only through these, and each hook's onSuccess refreshes exactly the reads the change affects,
// by their names in eventKeys, myTicketsKeys and homeKeys (the waitlist's hooks are features/waitlist/api.ts). Pages never touch
// the cache (lint).
import { homeKeys } from 'shared-api/home';
import { queryClient, useMutation } from 'shared-api/query';
import { enrollInEvent, eventKeys } from './requests';
import { myTicketsKeys } from '../tickets/requests';

/** A free event's ticket: the member's ticket for the event, their tickets, and the dashboard's next events. */
export const useEnrollInEvent = (eventId: number) =>
  useMutation({
    mutationFn: () => enrollInEvent(eventId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.ticketUrl(eventId) });
      void queryClient.invalidateQueries({ queryKey: myTicketsKeys.all });
      void queryClient.invalidateQueries({ queryKey: homeKeys.home });
    },
  });
