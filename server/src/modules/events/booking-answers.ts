// What the calls that book a ticket and order it answer of a booking (the ticket form's and the event page's one-press
// registration, mfe-ticketing's event feature): the spec's refusal for each reason a booking fails, and who an order is
// made out to.
import { invalidField, Refusal } from '../../lib/domain-errors.js';
import { BookingError, MAX_UNPAID_HOLDS, type OrderRequest, type Ticket } from './booking.js';

const NO_PACKAGE = 'This package does not exist.';
const NO_TICKET = 'This ticket does not exist.';
export const CLOSED = 'Registrations for this event are closed.';
export const SOLD_OUT = 'This package is sold out.';

/** The spec's refusal for each reason a booking fails (the error handler answers its status); any other error is thrown on as it is. */
export function bookingRefusal(error: unknown): never {
  if (!(error instanceof BookingError)) throw error;
  switch (error.reason) {
    case 'package':
      throw new Refusal('missing', NO_PACKAGE);
    case 'ticket':
      throw new Refusal('missing', NO_TICKET);
    case 'closed':
      throw new Refusal('conflicting', CLOSED);
    case 'full':
      throw new Refusal('conflicting', SOLD_OUT);
    case 'method':
      throw invalidField('payment_method', 'Please select your payment method');
    case 'holds':
      throw new Refusal('conflicting', `You already hold ${MAX_UNPAID_HOLDS} unpaid orders for this event. Please pay one, or let it expire, before ordering another.`);
    case 'key-reused':
      throw invalidField('idempotency_key', 'This Idempotency-Key was used for another booking: send a new key for a new booking.');
  }
}

/** An order is made out to its ticket's holder, as booked: a ticket is not shipped, so there is no other address. */
export const orderHolder = (ticket: Pick<Ticket, 'first_name' | 'last_name' | 'email' | 'cnic' | 'phone_number' | 'city' | 'state' | 'country' | 'physical_address'>): OrderRequest['holder'] => ({
  first_name: ticket.first_name,
  last_name: ticket.last_name,
  email: ticket.email,
  cnic: ticket.cnic,
  phone_number: ticket.phone_number,
  city: ticket.city,
  state: ticket.state,
  country: ticket.country,
  physical_address: ticket.physical_address,
});
