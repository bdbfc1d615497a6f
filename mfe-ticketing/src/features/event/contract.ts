// The event page: each call's access, rules and answer (decision 016). Server and API docs only; browsers import this
// file as a type.
import { contract } from 'shared-api/contract';
import { EventDetail } from 'shared-api/shapes/ticketing';
import { Enrolment, TicketLink } from './shapes';
import { idParams } from 'shared-api/validation/calls';
import { eventCalls } from './calls';

const eventParams = idParams({ eventId: 'an event' });

export const eventContract = contract('events', eventCalls, {
  getEvent: { access: 'public', summary: 'An event page: content, packages, speakers, sponsors, gallery', params: eventParams, answer: EventDetail },
  enrollInEvent: {
    access: 'member',
    profile: 'complete',
    owns: 'everyone',
    summary: 'Enrol in a free event: a ticket in the member’s name, paid at once, and its download link; asking again answers the same ticket',
    description:
      'Needs a complete profile (403 otherwise). A paid event answers 409: its packages are booked through the ticket form; so does a free event whose booking asks for more than the member’s name, e-mail and phone (its `booking_asks`).',
    params: idParams({ id: 'an event' }),
    answer: Enrolment,
  },
  getTicketUrl: {
    access: 'member',
    owns: 'self',
    summary: 'The member’s ticket for an event, if any: its order’s status and, once paid, a signed download link',
    query: idParams({ event_id: 'an event' }),
    answer: TicketLink,
  },
});
