// Events, packages, tickets and orders (core spec: /events, event pages, §4 Event registration, /dashboard/orders;
// second spec §2.2–2.5, §3 Ticket/Package/Order, §7 calls). Amounts are whole PKR, computed by the server.
import { Type } from '@sinclair/typebox';
import { BOOKING_EXTRAS, PAYMENT_METHODS } from '../enums';
import { DateTime, Nullable, Strict, StringEnum } from './common';

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;
/** The two parts of the events list: events that have not ended, and those that have. */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export const OrderStatus = StringEnum(ORDER_STATUSES);
/** What an order buys: an event's ticket, or a membership plan (a year of a paid package). */
export const ORDER_KINDS = ['ticket', 'membership'] as const;

/** 3 card, 4 Free, 5 bill payment, 6 JazzCash, 7 Easypaisa. */
/** How an order is paid, by its code. */
export const PaymentMethodCode = Type.Integer({ enum: Object.values(PAYMENT_METHODS), description: '3 card, 4 Free, 5 bill payment, 6 JazzCash, 7 Easypaisa' });

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

/** GET user/orders/{orderId} and order-paid: the order with its event and, once paid, its tickets (none otherwise). */
export const OrderDetail = Strict({
  ...MemberOrder.properties,
  event: Nullable(EventSummary),
  tickets: Type.Array(MemberTicket),
});

/** The gateways an order's payment attempts go through. */
export const PAYMENT_GATEWAYS = ['test', 'jazzcash', 'easypaisa'] as const;

/** Why an approval paid no order (the late payment's reason). */
export const LATE_PAYMENT_REASONS = ['expired', 'second', 'closed', 'after-decline', 'mismatch'] as const;
