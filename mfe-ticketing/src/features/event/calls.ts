// The event page: the calls' one written path (decision 016). The list of events stays shared-api's (the public home
// reads it), and so does an event's calendar file, which each paid ticket links to as well.
import { calls } from 'shared-api/contract';

export const eventCalls = calls({
  getEvent: 'GET /events/:eventId',
  enrollInEvent: 'POST /user/event/:id/enroll',
  getTicketUrl: 'GET /event/user/ticket-url',
});
