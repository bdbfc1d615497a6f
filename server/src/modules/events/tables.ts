// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { BookingExtra, PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { CreatedAt, UpdatedAt } from '../../db/columns.js';
import type { LatePaymentReason } from '../payments/gateway.js';

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired' | 'refunded';
/** 3 card, 4 Free, 5 bill payment (second spec §3). */
export type PaymentMethod = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];

export interface EventsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: ColumnType<string, string | undefined, string>;
  /** sanitized HTML */
  content: ColumnType<string, string | undefined, string>;
  image: string | null;
  image_width: ColumnType<number, number | undefined, number>;
  image_height: ColumnType<number, number | undefined, number>;
  start_date: Date;
  end_date: Date;
  venue: ColumnType<string, string | undefined, string>;
  city: ColumnType<string, string | undefined, string>;
  organizer: ColumnType<string, string | undefined, string>;
  landing_page_link: string | null;
  registrations_closed: ColumnType<boolean, boolean | undefined, boolean>;
  /** what a booking asks beyond the holder's name, e-mail and phone; none unless staff chose it (migration 044) */
  booking_asks: ColumnType<BookingExtra[], BookingExtra[] | undefined, BookingExtra[]>;
  /** false while the event is a draft: only staff see it (migration 021) */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface EventPackagesTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  price: number;
  discounted_price: number | null;
  capacity: number;
  /** seats held by pending orders and taken by paid ones; never above capacity */
  seats_taken: ColumnType<number, number | undefined, number>;
  position: ColumnType<number, number | undefined, number>;
  /** what the package includes, in a line ('' when not said) */
  includes: ColumnType<string, string | undefined, string>;
}

export interface EventSpeakersTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  position: ColumnType<string, string | undefined, string>;
  company: ColumnType<string, string | undefined, string>;
  picture: string | null;
  linkedin: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface EventSponsorsTable {
  id: Generated<number>;
  event_id: number;
  name: ColumnType<string, string | undefined, string>;
  logo: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface EventPhotosTable {
  id: Generated<number>;
  event_id: number;
  image: string;
  caption: ColumnType<string, string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
}

interface HolderColumns {
  first_name: string;
  last_name: string;
  email: string;
  cnic: string;
  phone_number: string;
  city: string;
  state: string;
  country: string;
  physical_address: string;
}

export interface TicketsTable extends HolderColumns {
  id: Generated<number>;
  user_id: number;
  event_id: number;
  package_id: number;
  idempotency_key: string;
  company: ColumnType<string, string | undefined, string>;
  position: ColumnType<string, string | undefined, string>;
  /** the package's prices when booked */
  price: number;
  discounted_price: number | null;
  /** SHA-256 of the signed code in the ticket's QR */
  code_hash: string | null;
  created_at: CreatedAt;
}

export type OrderKind = 'ticket' | 'membership';

/** A ticket order names its ticket, event and package; a membership order its plan (migration 017). */
export interface OrdersTable extends HolderColumns {
  id: Generated<number>;
  user_id: number;
  kind: ColumnType<OrderKind, OrderKind | undefined, OrderKind>;
  ticket_id: number | null;
  event_id: number | null;
  package_id: number | null;
  membership_package_id: number | null;
  idempotency_key: string;
  payment_method: PaymentMethod;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  subtotal: number;
  discount: ColumnType<number, number | undefined, number>;
  grand_total: number;
  expires_at: Date | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  /** a bill payment staff received: the bank's reference, who marked the order paid and when (migration 021) */
  bank_reference: ColumnType<string | null, string | null | undefined, string | null>;
  marked_paid_by: ColumnType<number | null, number | null | undefined, number | null>;
  marked_paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** when its refund was approved (migration 038) */
  refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type AttemptStatus = 'created' | 'approved' | 'declined' | 'closed';

export interface PaymentAttemptsTable {
  id: Generated<number>;
  order_id: number;
  gateway: string;
  reference: string;
  amount: number;
  /** 'closed': the member chose another way to pay and the provider's word proved this one unpaid (migration 042) */
  status: ColumnType<AttemptStatus, AttemptStatus | undefined>;
  /** the way of paying the attempt was opened for (migration 042; null on attempts made before it) */
  payment_method: ColumnType<number | null, number | null | undefined, number | null>;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** when a status inquiry was last sent for it from outside (migration 042) */
  inquired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the provider's result code and message, and the signed fields of the request and of the settling answer (migration 036) */
  result_code: ColumnType<string | null, string | null | undefined, string | null>;
  result_message: ColumnType<string | null, string | null | undefined, string | null>;
  request_fields: ColumnType<unknown, string | null | undefined, string | null>;
  response_fields: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentCallbacksTable {
  id: Generated<number>;
  gateway: string;
  callback_id: string;
  attempt_id: number | null;
  verified: boolean;
  payload: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** A card payment approved after its order expired and could not be revived: staff honour or refund it. */
export interface LatePaymentsTable {
  id: Generated<number>;
  attempt_id: number;
  order_id: number;
  amount: number;
  status: ColumnType<'open' | 'honoured' | 'refunded', 'open' | 'honoured' | 'refunded' | undefined>;
  /** why the money has no order to own it (migration 042) */
  reason: ColumnType<LatePaymentReason, LatePaymentReason | undefined, LatePaymentReason>;
  /** the provider's answer that made it late, beside the attempt's own (earlier) answer */
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export type RefundMethod = 'jazzcash' | 'manual';
export type RefundStatus = 'requested' | 'refunded' | 'rejected' | 'failed';

/** A paid order's refund, asked for by one staff member and approved or rejected by another (migration 038). */
export interface RefundRequestsTable {
  id: Generated<number>;
  order_id: number;
  amount: number;
  reason: string;
  method: RefundMethod;
  /** a refund made by hand: the reference of the money sent back */
  reference: string | null;
  /** a JazzCash refund: the approved attempt it sends back */
  attempt_id: number | null;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  requested_by: number | null;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** JazzCash's answer to the refund call */
  result_code: ColumnType<string | null, string | null | undefined, string | null>;
  result_message: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface CheckInsTable {
  ticket_id: number;
  staff_id: number | null;
  checked_in_at: CreatedAt;
  /** the phone that admitted the holder at a door prepared for offline use; null at the door page online (migration 049) */
  device_id: ColumnType<string | null, string | null | undefined, string | null>;
  offline: ColumnType<boolean, boolean | undefined, boolean>;
  /** when the server learnt of it: a phone's sync reads the check-ins recorded since its last */
  recorded_at: CreatedAt;
}

export interface SigningKeysTable {
  name: string;
  secret: string;
  created_at: CreatedAt;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface EventTables {
  events: EventsTable;
  event_packages: EventPackagesTable;
  event_speakers: EventSpeakersTable;
  event_sponsors: EventSponsorsTable;
  event_photos: EventPhotosTable;
  tickets: TicketsTable;
  orders: OrdersTable;
  payment_attempts: PaymentAttemptsTable;
  payment_callbacks: PaymentCallbacksTable;
  late_payments: LatePaymentsTable;
  refund_requests: RefundRequestsTable;
  check_ins: CheckInsTable;
  signing_keys: SigningKeysTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends EventTables {}
}
