// Booking a ticket and ordering it: each call's access, rules and answer (decision 016). Server and API docs only;
// browsers import this file as a type. The ticket and order forms' rules stay in shared-api/validation/ticketing, whose
// ticket rules need yup's own schemas the shared validation entry does not offer.
import { contract } from 'shared-api/contract';
import { PackageDetail } from 'shared-api/shapes/ticketing';
import { idParams } from 'shared-api/validation/calls';
import { idempotencySchema, orderSchema, ticketSchema } from 'shared-api/validation/ticketing';
import { bookingCalls } from './calls';
import { PlacedOrder, Ticket } from './shapes';

const ticketParams = idParams({ ticketId: 'a ticket' });

export const bookingContract = contract('events', bookingCalls, {
  getEventPackage: {
    access: 'public',
    summary: 'An event’s package with its event (the ticket form’s event widget); the spec’s GET packages/{packageId} answers the same package as data[0], on the path it shares with the membership packages’ names',
    params: idParams({ packageId: 'a package' }),
    answer: PackageDetail,
  },
  createTicket: {
    access: 'member',
    owns: 'everyone',
    summary: 'Book a ticket for a package: the holder’s details (second spec §5) with the package’s prices now; the same idempotency key answers the same ticket',
    description:
      'Name, e-mail and phone are always required. The CNIC, the company and position, and the postal address (address, city, state, country) are required only where the event’s `booking_asks` lists them (cnic, company, address); elsewhere they are ignored and not stored. The idempotency key is the `Idempotency-Key` header or the body’s `idempotency_key`; without one, the same details for the same package are the same ticket.',
    params: idParams({ eventId: 'an event', packageId: 'a package' }),
    body: ticketSchema.concat(idempotencySchema),
    answer: Ticket,
    status: 201,
  },
  getTicket: { access: 'member', owns: 'ticket', summary: 'One of the member’s tickets, with its event and its live order', params: ticketParams, answer: Ticket },
  placeOrder: {
    access: 'member',
    owns: 'ticket',
    summary: 'Order a ticket: amounts from the ticket’s stored prices; Free (4) when the total is 0, card (3: answers the payment page) or bill payment (5: pending until staff receive it)',
    description:
      'The order is made out to the ticket’s holder as booked (the spec’s payload also lists the holder’s details: they are ignored, and a ticket is not shipped). A seat is held while the order is pending and given back when it expires. The same idempotency key, or a second order while one is pending or paid, answers that order (a card order answers its payment page again).',
    params: ticketParams,
    body: orderSchema.concat(idempotencySchema),
    answer: PlacedOrder,
    status: 201,
  },
});
