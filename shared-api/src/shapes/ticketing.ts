// Events, packages, tickets and orders (core spec: /events, event pages, §4 Event registration, /dashboard/orders;
// second spec §2.2–2.5, §3 Ticket/Package/Order, §7 calls). Amounts are whole PKR, computed by the server.
import { Type } from '@sinclair/typebox';
import { BOOKING_EXTRAS, PAYMENT_METHODS } from '../enums';
import { DateTime, Nullable, Pagination, Strict, StringEnum } from './common';

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;
/** The two parts of the events list: events that have not ended, and those that have. */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export const OrderStatus = StringEnum(ORDER_STATUSES);
/** What an order buys: an event's ticket, or a membership plan (a year of a paid package). */
export const ORDER_KINDS = ['ticket', 'membership'] as const;

/** 3 card, 4 Free, 5 bill payment, 6 JazzCash, 7 Easypaisa. */
const PaymentMethodCode = Type.Integer({ enum: Object.values(PAYMENT_METHODS), description: '3 card, 4 Free, 5 bill payment, 6 JazzCash, 7 Easypaisa' });

/** One event of GET /events (a card). */
export const EventCard = Strict({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  image: Nullable(Type.String({ description: 'storage key' })),
  image_width: Type.Integer(),
  image_height: Type.Integer(),
  start_date: DateTime(),
  end_date: DateTime(),
  venue: Type.String(),
  city: Type.String(),
  landing_page_link: Nullable(Type.String()),
  registrations_closed: Type.Boolean(),
  /** a package costs nothing */
  free: Type.Boolean(),
  price_from: Nullable(Type.Integer({ description: 'the lowest price a member pays, in PKR; null without packages' })),
  past: Type.Boolean({ description: 'the event has ended' }),
});

export const EventPackage = Strict({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Integer(),
  discounted_price: Nullable(Type.Integer()),
  seats_left: Type.Integer(),
  includes: Type.String({ description: 'what the package includes, in a line; empty when not said' }),
});

export const EventSpeaker = Strict({
  name: Type.String(),
  position: Type.String(),
  company: Type.String(),
  picture: Nullable(Type.String({ description: 'storage key' })),
  linkedin: Nullable(Type.String()),
});

export const EventSponsor = Strict({ name: Type.String(), logo: Type.String({ description: 'storage key' }) });
export const EventPhoto = Strict({ image: Type.String({ description: 'storage key' }), caption: Type.String() });

/** What an event's booking asks for beyond the holder's name, e-mail and phone (staff choose it per event). */
export const BookingAsks = Type.Array(StringEnum(BOOKING_EXTRAS), {
  description: 'what booking a ticket asks for beyond the holder’s name, e-mail and phone: cnic (the 13-digit CNIC), company (company and position), address (postal address, city, province, country); empty when nothing more',
});

/** GET /events/{eventId}: the event page. */
export const EventDetail = Strict({
  ...EventCard.properties,
  content: Type.String({ description: 'sanitized HTML' }),
  organizer: Type.String(),
  booking_asks: BookingAsks,
  packages: Type.Array(EventPackage),
  speakers: Type.Array(EventSpeaker),
  sponsors: Type.Array(EventSponsor),
  gallery: Type.Array(EventPhoto),
  calendar_url: Type.String({ description: 'the event as an .ics file' }),
});

/** The event as a ticket, package or order names it. */
export const EventSummary = Strict({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  image: Nullable(Type.String({ description: 'storage key' })),
  start_date: DateTime(),
  end_date: DateTime(),
  venue: Type.String(),
  city: Type.String(),
});

/** GET packages/{packageId}: a package with its event (the ticket form's event widget). */
export const PackageDetail = Strict({ ...EventPackage.properties, event: EventSummary, registrations_closed: Type.Boolean(), booking_asks: BookingAsks });

/** How a refunded order's money reaches its member (events/money-back.ts on the server says where and when). */
export const REFUND_WAYS = ['jazzcash-wallet', 'card', 'by-hand'] as const;

/** An order as its member reads it (GET /user/orders, the order pages, order-paid). */
export const Order = Strict({
  id: Type.Integer(),
  kind: StringEnum(ORDER_KINDS, { description: 'ticket: an event’s ticket; membership: a year of a membership package' }),
  ticket_id: Nullable(Type.Integer({ description: 'a ticket order’s ticket; null for a membership order' })),
  status: OrderStatus,
  payment_method: PaymentMethodCode,
  payment_method_name: Type.String(),
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  grand_total: Type.Integer(),
  event_name: Type.String({ description: 'what was bought: the event’s title, or "<package> membership" in the caller’s language' }),
  package_name: Type.String({ description: 'the event’s package, or the membership package (its English name, which its address uses)' }),
  package_title: Type.String({ description: 'the package as the caller reads it: a membership package’s name in the caller’s language (the Urdu staff wrote), an event’s package as written' }),
  /** bill payment: what to enter as the voucher number (a fixed prefix and the order id) */
  bill_reference: Nullable(Type.String()),
  bank_reference: Nullable(Type.String({ description: 'a bill payment staff received: the reference the bank gave the payment; null until the order is paid' })),
  expires_at: Nullable(DateTime()),
  paid_at: Nullable(DateTime()),
  refunded_at: Nullable(DateTime('when the refund of the whole amount was approved; null unless refunded')),
  refund: Nullable(
    Strict(
      {
        way: StringEnum(REFUND_WAYS, { description: 'jazzcash-wallet: sent back by JazzCash’s wallet refund; card: to the card, through its bank; by-hand: sent by staff (a bank transfer or as they recorded it)' }),
        reference: Nullable(Type.String({ description: 'the reference staff recorded of the money sent back; null for a JazzCash wallet refund' })),
        money_back: Type.String({ description: 'where the money goes back and when, in English as shared-api’s catalog keeps it (the page shows it in its language)' }),
      },
      { description: 'a refunded order: how its money goes back to the member; null unless refunded' },
    ),
  ),
  created_at: DateTime(),
});

/** An order's online payment still waiting for its provider's answer: what its member is told while it waits. */
export const PendingPayment = Strict(
  {
    method: PaymentMethodCode,
    gateway: Type.String({ description: 'whose page takes it: jazzcash, easypaisa, or test-gateway (never on a live site)' }),
    started_at: DateTime('when the member was sent to the provider’s page for it'),
  },
  { description: 'the newest online payment of the order still waiting for its provider’s answer; null when none is, or once the order is paid or refunded' },
);

/** An order as its own member reads it (Order History, the order pages, Membership Details). */
export const MemberOrder = Strict({ ...Order.properties, pending_payment: Nullable(PendingPayment) });

/** A paid ticket as its member holds it (thank-you, order detail, My tickets, the bill-payment page once paid). */
export const MemberTicket = Strict({
  id: Type.Integer(),
  order_id: Type.Integer(),
  holder: Type.String({ description: 'the name printed on the ticket' }),
  package_name: Type.String(),
  event: EventSummary,
  code: Type.String({ description: 'the code in the ticket’s QR, for staff to type when a QR cannot be read' }),
  qr: Type.String({ description: 'the QR of `code` as a data: URL of an SVG image (the same code the ticket PDF prints)' }),
  download_url: Type.String({ description: 'a signed link to the ticket PDF, valid for a while' }),
  calendar_url: Type.String({ description: 'the event as an .ics file' }),
});

/**
 * A ticket booked with bill payment whose payment has not been received yet (My Tickets): it holds the seat until
 * `expires_at`, and has no code or QR until it is paid.
 */
export const PendingTicket = Strict({
  order_id: Type.Integer(),
  ticket_id: Type.Integer(),
  holder: Type.String({ description: 'the name the ticket will carry' }),
  package_name: Type.String(),
  event: EventSummary,
  grand_total: Type.Integer(),
  bill_reference: Type.String({ description: 'what to enter as the voucher number in the banking app' }),
  expires_at: Nullable(DateTime('the seat is held until then')),
});

/** GET user/tickets: a page of the paid tickets and, on the first page, the bill payments still awaited. */
export const MyTickets = Strict({
  items: Type.Array(MemberTicket),
  pagination: Pagination,
  pending: Type.Array(PendingTicket, { description: 'on the first page only (empty on the others): the tickets waiting for a bill payment, soonest event first' }),
});

/** GET user/orders/{orderId} and order-paid: the order with its event and, once paid, its tickets (none otherwise). */
export const OrderDetail = Strict({
  ...MemberOrder.properties,
  event: Nullable(EventSummary),
  tickets: Type.Array(MemberTicket),
});

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

/** An order as staff see it: the holder and whether they came in. */
export const StaffOrder = Strict({
  ...Order.properties,
  event_id: Nullable(Type.Integer({ description: 'null for a membership order' })),
  holder: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  member_id: Type.String(),
  checked_in_at: Nullable(DateTime()),
  marked_paid_by: Nullable(Type.String({ description: 'the staff member who marked the bill payment received' })),
  marked_paid_at: Nullable(DateTime('when staff marked the bill payment received')),
  undo_until: Nullable(DateTime('until when staff may undo the payment they marked; null when it cannot be undone')),
  jazzcash_refundable: Type.Boolean({ description: 'paid through JazzCash: a refund can be sent back through JazzCash' }),
  refund_asked: Nullable(Strict({ by: Type.String({ description: 'the staff member who asked' }), at: DateTime() }, { description: 'a refund of the order awaiting approval: who asked and when; null when none is' })),
});

/** GET staff/events: the events staff filter orders by. */
export const StaffEvent = Strict({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTime(),
  end_date: DateTime(),
  paid: Type.Integer({ description: 'paid orders' }),
  pending: Type.Integer({ description: 'pending orders' }),
  published: Type.Boolean({ description: 'false while the event is a draft that only staff see' }),
});

/** GET staff/orders/attention: what staff should act on soon. */
export const StaffOrderAttention = Strict({
  expiring_soon: Type.Integer({ description: 'pending orders whose hold expires within 24 hours' }),
  paid_late: Type.Integer({ description: 'late card payments waiting for staff to honour or refund them' }),
  refunds_awaiting: Type.Integer({ description: 'refunds a staff member asked for, waiting for another to approve or reject them' }),
});

export const LATE_PAYMENT_STATUSES = ['open', 'honoured', 'refunded'] as const;

/** A card payment approved after its order expired, when the order could not be revived: staff honour or refund it. */
/** The gateways an order's payment attempts go through. */
export const PAYMENT_GATEWAYS = ['test', 'jazzcash', 'easypaisa'] as const;

/** Why an approval paid no order (the late payment's reason). */
export const LATE_PAYMENT_REASONS = ['expired', 'second', 'closed', 'after-decline', 'mismatch'] as const;

export const LatePayment = Strict({
  id: Type.Integer(),
  status: StringEnum(LATE_PAYMENT_STATUSES),
  reason: StringEnum(LATE_PAYMENT_REASONS, {
    description: 'expired: the order had expired without a seat; second: the order was paid by another payment; closed: the member had chosen another way to pay; after-decline: the provider had declined this payment before; mismatch: the answer’s currency, merchant or kind differ from the request',
  }),
  gateway: StringEnum(PAYMENT_GATEWAYS),
  amount: Type.Integer({ description: 'what the provider says it took, in PKR' }),
  answers: Strict({
    earlier: Nullable(Type.Record(Type.String(), Type.String(), { description: 'the provider’s answer the attempt was settled by before, if any (e.g. a decline)' })),
    late: Nullable(Type.Record(Type.String(), Type.String(), { description: 'the approval that made this payment late' })),
  }),
  approved_at: DateTime(),
  decided_at: Nullable(DateTime()),
  order: StaffOrder,
});

export const REFUND_STATUSES = ['requested', 'refunded', 'rejected', 'failed'] as const;
export const REFUND_METHODS = ['jazzcash', 'manual'] as const;

/** A paid order's refund of its whole amount, asked for by one staff member and approved or rejected by another. */
export const PAYMENT_ATTEMPT_STATUSES = ['created', 'approved', 'declined', 'closed'] as const;

/** One try to pay an order online, as the gateway answered it: what staff read when a member asks where their money went. */
export const PaymentAttempt = Strict({
  id: Type.Integer(),
  gateway: StringEnum(PAYMENT_GATEWAYS, { description: 'test: the test gateway (never on a live site)' }),
  reference: Type.String({ description: 'the reference the gateway knows the attempt by (JazzCash pp_TxnRefNo, Easypaisa orderRefNum)' }),
  amount: Type.Integer({ description: 'in PKR' }),
  status: StringEnum(PAYMENT_ATTEMPT_STATUSES, { description: 'created: no final answer yet (the status inquiry keeps asking); closed: the member chose another way to pay and the provider proved this one unpaid' }),
  result_code: Nullable(Type.String({ description: 'the gateway’s result code' })),
  result_message: Nullable(Type.String()),
  answer: Nullable(Type.Record(Type.String(), Type.String(), { description: 'the signed fields of the answer that settled it, secrets left out' })),
  created_at: DateTime(),
  updated_at: DateTime(),
});

export const Refund = Strict({
  id: Type.Integer(),
  status: StringEnum(REFUND_STATUSES, { description: 'failed: JazzCash refused it and the order is still paid' }),
  method: StringEnum(REFUND_METHODS, { description: 'jazzcash: sent back through JazzCash on approval; manual: made by hand, with its reference' }),
  amount: Type.Integer({ description: 'the order’s whole total, in PKR' }),
  reason: Type.String(),
  reference: Nullable(Type.String({ description: 'a refund made by hand: the reference of the money sent back' })),
  requested_by: Type.String(),
  requested_at: DateTime(),
  asked_by_you: Type.Boolean({ description: 'the staff member reading it asked for it' }),
  can_decide: Type.Boolean({ description: 'the staff member reading it may approve or reject it: it awaits approval, they did not ask for it and the order is not on their own account' }),
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(DateTime()),
  result_code: Nullable(Type.String({ description: 'JazzCash’s answer to the refund call' })),
  result_message: Nullable(Type.String()),
  order: StaffOrder,
});
