// Booking a ticket and ordering it: the member's ticket with its order and the ways it may be paid now, and the order
// placed. An order as the member's pages read it (`Order`, `MemberOrder`) is shared-api's: membership orders are
// orders too.
import { Nullable, Strict, Type, type Static } from 'shared-api/shapes';
import { EventSummary, MemberOrder, Order, PaymentMethodCode } from 'shared-api/shapes/ticketing';

/** POST user/tickets/{ticketId}/orders: the order and, for a card, where to pay. */
export const PlacedOrder = Strict({
  ...Order.properties,
  redirect_url: Nullable(Type.String({ description: 'card: the payment page to send the member to' })),
});

/** A member's ticket (spec §3 Ticket read back) with its event and its live order, if any. */
export const Ticket = Strict({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  cnic: Type.String(),
  company: Type.String(),
  position: Type.String(),
  phone_number: Type.String(),
  physical_address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  price: Type.Integer(),
  discounted_price: Nullable(Type.Integer()),
  package_id: Type.Integer(),
  package_name: Type.String(),
  event: EventSummary,
  order: Nullable(MemberOrder),
  payment_methods: Type.Array(PaymentMethodCode, {
    description: 'how this ticket’s order may be paid now, in the order the page offers them: Free (4) for a free ticket; else card (3), JazzCash (6) and Easypaisa (7), each only while its gateway is set up, then bill payment (5)',
  }),
});

export type PlacedOrder = Static<typeof PlacedOrder>;
export type Ticket = Static<typeof Ticket>;
