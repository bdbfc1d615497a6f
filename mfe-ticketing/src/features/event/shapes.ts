// The event page's answers of a member: their ticket for an event, and a free event's registration.
import { Nullable, Strict, Type, type Static } from 'shared-api/shapes';
import { OrderStatus } from 'shared-api/shapes/ticketing';

/** GET /event/user/ticket-url: the member's ticket for an event, if any, and its download link once paid. */
export const TicketLink = Strict({
  ticket_id: Nullable(Type.Integer()),
  order_id: Nullable(Type.Integer()),
  status: Nullable(OrderStatus),
  url: Nullable(Type.String({ description: 'a signed link to the ticket PDF, valid for a while' })),
  code: Nullable(Type.String({ description: 'once paid: the code in the ticket’s QR, for staff to type when a QR cannot be read' })),
});

/** POST user/event/{id}/enroll: a free event's ticket, paid at once. */
export const Enrolment = Strict({
  ticket_id: Type.Integer(),
  order_id: Type.Integer(),
  confirmed_pdf_path: Type.String({ description: 'a signed link to the ticket PDF' }),
});

export type TicketLink = Static<typeof TicketLink>;
export type Enrolment = Static<typeof Enrolment>;
