import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { eventKeys, getTicketUrl } from './requests';

/**
 * The member's ticket for an event (none, pending or paid), read once for the register control and the phone's
 * bar together; read afresh each time the page opens, since a booking elsewhere changes it.
 */
export const useTicketLink = (eventId: number) => useQuery({ ...defineQuery(eventKeys.ticketUrl(eventId), () => getTicketUrl(eventId)), staleTime: 0, gcTime: 0 });
