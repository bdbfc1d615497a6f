// What the event, ticket and order pages read. Amounts are the server's own (stored prices and order totals).
import { pathOf } from '../../../../shared-api/src/contract.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { EVENT_PERIODS } from '../../../../shared-api/src/shapes/ticketing.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { paged, type PageQuery } from '../../http/paging.js';
import type { Locale } from '../../../../shared-api/src/locale.js';
import { tr, writtenIn } from '../../lib/texts.js';
import { billReference } from '../../lib/search-terms.js';
import { moneyBack, refundWay } from './money-back.js';
import { seatsLeft } from './seats.js';
import type { OrderStatus } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

// The ways of paying as a member reads them (the pages show them in the page's language, by their English).
// i18n-names: every way of paying
export const PAYMENT_METHOD_NAMES: Record<number, string> = {
  [PAYMENT_METHODS.card]: 'Card',
  [PAYMENT_METHODS.free]: 'Free',
  [PAYMENT_METHODS.onebill]: 'Bill payment',
  [PAYMENT_METHODS.jazzcash]: 'JazzCash',
  [PAYMENT_METHODS.easypaisa]: 'Easypaisa',
};

const cardColumns = [
  'e.id',
  'e.slug',
  'e.title',
  'e.excerpt',
  'e.image',
  'e.image_width',
  'e.image_height',
  'e.start_date',
  'e.end_date',
  'e.venue',
  'e.city',
  'e.landing_page_link',
  'e.registrations_closed',
] as const;

function cardQuery(db: Db) {
  return db
    .selectFrom('events as e')
    .select(cardColumns)
    .select((eb) => eb.selectFrom('event_packages as p').select(sql<number | null>`min(coalesce(p.discounted_price, p.price))`.as('m')).whereRef('p.event_id', '=', 'e.id').as('price_from'));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

const card = (row: CardRow, now: Date) => {
  const priceFrom = row.price_from === null ? null : Number(row.price_from);
  return { ...row, price_from: priceFrom, free: priceFrom === 0, past: new Date(row.end_date) < now };
};

/**
 * GET /events: upcoming events (not ended yet, today's included) soonest first, then past ones latest first; `when`
 * keeps one part only, read through the end-date index.
 */
export async function listEvents(db: Db, query: PageQuery & { when?: (typeof EVENT_PERIODS)[number] | '' }, now = new Date()) {
  const inPeriod = query.when === 'upcoming' ? sql<boolean>`end_date >= ${now}` : query.when === 'past' ? sql<boolean>`end_date < ${now}` : sql<boolean>`true`;
  return paged(
    query,
    async () => Number((await db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).where('published', '=', true).where(inPeriod).executeTakeFirstOrThrow()).n),
    async (limit, offset) => {
      const rows = await cardQuery(db)
        .where('e.published', '=', true)
        .where(inPeriod)
        .orderBy(sql`(e.end_date < ${now})`)
        .orderBy(sql`case when e.end_date >= ${now} then e.start_date end`)
        .orderBy('e.start_date', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => card(row, now));
    },
  );
}

/**
 * The event page: a published event only, unless `drafts` (staff's preview of the page as it will be published).
 */
export async function findEventDetail(db: Db, eventId: number, now = new Date(), { drafts = false } = {}) {
  let query = cardQuery(db).select(['e.content', 'e.organizer', 'e.booking_asks']).where('e.id', '=', eventId);
  if (!drafts) query = query.where('e.published', '=', true);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [packages, speakers, sponsors, gallery] = await Promise.all([
    db.selectFrom('event_packages').select(['id', 'name', 'price', 'discounted_price', 'capacity', 'seats_taken', 'includes']).where('event_id', '=', eventId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('event_speakers').select(['name', 'position', 'company', 'picture', 'linkedin']).where('event_id', '=', eventId).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('event_sponsors').select(['name', 'logo']).where('event_id', '=', eventId).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('event_photos').select(['image', 'caption']).where('event_id', '=', eventId).orderBy('sort_order').orderBy('id').execute(),
  ]);
  return {
    ...card(row, now),
    content: row.content,
    organizer: row.organizer,
    booking_asks: row.booking_asks,
    packages: packages.map((p) => ({ id: p.id, name: p.name, price: p.price, discounted_price: p.discounted_price, seats_left: seatsLeft(p), includes: p.includes })),
    speakers,
    sponsors,
    gallery,
    calendar_url: calendarPath(row),
  };
}

/** The event's .ics file (its call: getEventCalendar). */
export const calendarPath = (event: { id: number; slug: string }) => `/api/${pathOf(ticketingContract.getEventCalendar.path, { eventId: event.id, slug: event.slug })}`;

/** Any event, draft or published: staff's reads. */
export const findEvent = (db: Db, eventId: number) => db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();

/** An event members and visitors may see: a draft is none. */
export const findPublishedEvent = (db: Db, eventId: number) => db.selectFrom('events').selectAll().where('id', '=', eventId).where('published', '=', true).executeTakeFirst();

/** An event as a card or a ticket names it: the columns read, and the answer made of them. */
export const summaryColumns = ['e.id', 'e.slug', 'e.title', 'e.image', 'e.start_date', 'e.end_date', 'e.venue', 'e.city'] as const;
type SummaryRow = { id: number; slug: string; title: string; image: string | null; start_date: Date; end_date: Date; venue: string; city: string };
export const summary = (row: SummaryRow) => ({ id: row.id, slug: row.slug, title: row.title, image: row.image, start_date: row.start_date, end_date: row.end_date, venue: row.venue, city: row.city });

/** GET packages/{packageId}: a package with its event; a draft event's packages are none (nobody books them). */
export async function findPackage(db: Db, packageId: number) {
  const row = await db
    .selectFrom('event_packages as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['p.id as package_id', 'p.name', 'p.price', 'p.discounted_price', 'p.capacity', 'p.seats_taken', 'p.includes', 'e.registrations_closed', 'e.booking_asks'])
    .select(summaryColumns)
    .where('p.id', '=', packageId)
    .where('e.published', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.package_id,
    name: row.name,
    price: row.price,
    discounted_price: row.discounted_price,
    seats_left: seatsLeft(row),
    includes: row.includes,
    registrations_closed: row.registrations_closed || new Date(row.end_date) < new Date(),
    event: summary(row),
    booking_asks: row.booking_asks,
  };
}

// ---- Orders ------------------------------------------------------------------------------------

// Ticket and membership orders share one table: a ticket order names its event and package, a membership order its
// plan. What was bought reads as the event's title or "<plan> membership". The member's and the staff's pages read it.
export function orderQuery(db: Db) {
  return db
    .selectFrom('orders as o')
    .leftJoin('events as e', 'e.id', 'o.event_id')
    .leftJoin('event_packages as p', 'p.id', 'o.package_id')
    .leftJoin('membership_packages as mp', 'mp.id', 'o.membership_package_id')
    // The refund that refunded it (an order is refunded once), for where its money goes back.
    .leftJoin('refund_requests as rf', (join) => join.onRef('rf.order_id', '=', 'o.id').on('rf.status', '=', 'refunded'))
    .select([
      'o.id',
      'o.kind',
      'o.ticket_id',
      'o.user_id',
      'o.event_id',
      'o.status',
      'o.payment_method',
      'o.subtotal',
      'o.discount',
      'o.grand_total',
      'o.expires_at',
      'o.paid_at',
      'o.refunded_at',
      'o.created_at',
      'o.bank_reference',
      'rf.method as refund_method',
      'rf.reference as refund_reference',
      sql<string>`coalesce(e.title, mp.name || ' membership', '')`.as('event_name'),
      sql<string>`coalesce(p.name, mp.name, '')`.as('package_name'),
      'mp.name_ur as plan_name_ur',
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

/**
 * An order as `locale` reads it: a membership order's plan by the name staff wrote in that language, and the line of
 * what was bought ("Surge membership") written in it. `package_name` stays the plan's English name, its key.
 */
export const orderOut = (row: OrderRow, locale: Locale = 'en') => ({
  ...boughtLine(row, locale),
  id: row.id,
  kind: row.kind,
  ticket_id: row.ticket_id,
  status: row.status,
  payment_method: row.payment_method,
  payment_method_name: PAYMENT_METHOD_NAMES[row.payment_method] ?? 'Other',
  subtotal: row.subtotal,
  discount: row.discount,
  grand_total: row.grand_total,
  package_name: row.package_name,
  bill_reference: row.payment_method === PAYMENT_METHODS.onebill ? billReference(row.id) : null,
  // What the member can quote to their bank: the payment staff received for this order.
  bank_reference: row.status === 'paid' ? row.bank_reference : null,
  expires_at: row.status === 'pending' ? row.expires_at : null,
  paid_at: row.paid_at,
  refunded_at: row.status === 'refunded' ? row.refunded_at : null,
  refund: row.status === 'refunded' && row.refund_method ? refundOf(row.payment_method, row.refund_method, row.refund_reference) : null,
  created_at: row.created_at,
});

/** What an order bought, as `locale` reads it: the event's title and package as written, or "<plan> membership". */
function boughtLine(row: Pick<OrderRow, 'kind' | 'event_name' | 'package_name' | 'plan_name_ur'>, locale: Locale) {
  if (row.kind !== 'membership') return { event_name: row.event_name, package_title: row.package_name };
  const plan = writtenIn(locale, row.package_name, row.plan_name_ur);
  return { event_name: tr(locale, '{plan} membership', { plan }), package_title: plan };
}

/** How a refunded order's money goes back to its member, said as they read it. */
function refundOf(paymentMethod: number, method: 'jazzcash' | 'manual', reference: string | null) {
  const way = refundWay(paymentMethod, method);
  return { way, reference: way === 'jazzcash-wallet' ? null : reference, money_back: moneyBack(way, reference) };
}

/** One order of one member (another member's is none), as `locale` reads it. */
export async function findMemberOrder(db: Db, userId: number, orderId: number, locale: Locale = 'en') {
  const row = await orderQuery(db).where('o.id', '=', orderId).where('o.user_id', '=', userId).executeTakeFirst();
  return row ? orderOut(row, locale) : undefined;
}

/** An order's online payment still waiting for its provider's answer, as its member is told of it. */
export interface PendingPayment {
  method: number;
  gateway: string;
  started_at: Date;
}

/**
 * Each order's newest online payment still waiting for its provider's answer (an attempt not answered yet, whatever
 * became of the order meanwhile); none for an order paid or refunded, whose money is settled already.
 */
export async function pendingPaymentsOf(db: Db, orders: ReadonlyArray<{ id: number; status: OrderStatus; payment_method: number }>) {
  const found = new Map<number, PendingPayment>();
  const waiting = orders.filter((order) => order.status !== 'paid' && order.status !== 'refunded');
  if (waiting.length === 0) return found;
  const methodOf = new Map(waiting.map((order) => [order.id, order.payment_method]));
  const attempts = await db
    .selectFrom('payment_attempts')
    .select(['order_id', 'gateway', 'payment_method', 'created_at'])
    .where('order_id', 'in', [...methodOf.keys()])
    .where('status', '=', 'created')
    .orderBy('id', 'desc')
    .execute();
  for (const attempt of attempts) {
    // An attempt made before attempts kept their way of paying was made for its order's.
    if (!found.has(attempt.order_id)) found.set(attempt.order_id, { method: attempt.payment_method ?? methodOf.get(attempt.order_id)!, gateway: attempt.gateway, started_at: attempt.created_at });
  }
  return found;
}

/** Orders as their own member reads them: each with its payment still waiting for an answer, or null. */
export async function withPendingPayments<T extends { id: number; status: OrderStatus; payment_method: number }>(db: Db, orders: T[]) {
  const pending = await pendingPaymentsOf(db, orders);
  return orders.map((order) => ({ ...order, pending_payment: pending.get(order.id) ?? null }));
}

/** One order of one member as they read it, with its payment waiting for an answer (another member's is none). */
export async function findMemberOrderWithPayment(db: Db, userId: number, orderId: number, locale: Locale = 'en') {
  const order = await findMemberOrder(db, userId, orderId, locale);
  return order ? (await withPendingPayments(db, [order]))[0] : undefined;
}

/** One order of one member with its event and its payment waiting for an answer (another member's is none). */
export async function findMemberOrderWithEvent(db: Db, userId: number, orderId: number, locale: Locale = 'en') {
  const row = await orderQuery(db)
    .select(['e.slug as event_slug', 'e.image as event_image', 'e.start_date', 'e.end_date', 'e.venue', 'e.city'])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  // A membership order has no event.
  const event =
    row.event_id !== null && row.event_slug !== null && row.start_date !== null && row.end_date !== null
      ? summary({ id: row.event_id, slug: row.event_slug, title: row.event_name, image: row.event_image, start_date: row.start_date, end_date: row.end_date, venue: row.venue ?? '', city: row.city ?? '' })
      : null;
  const [order] = await withPendingPayments(db, [orderOut(row, locale)]);
  return { ...order, event };
}

export async function findOrder(db: Db, orderId: number) {
  const row = await orderQuery(db).where('o.id', '=', orderId).executeTakeFirst();
  return row ? { ...orderOut(row), user_id: row.user_id, event_id: row.event_id } : undefined;
}

/** GET /user/orders: newest first, each with its payment waiting for an answer. */
export function listMemberOrders(db: Db, userId: number, query: PageQuery, locale: Locale = 'en') {
  return paged(
    query,
    async () => Number((await db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n),
    async (limit, offset) => withPendingPayments(db, (await orderQuery(db).where('o.user_id', '=', userId).orderBy('o.id', 'desc').limit(limit).offset(offset).execute()).map((row) => orderOut(row, locale))),
  );
}

// ---- Tickets -----------------------------------------------------------------------------------

/** One of a member's tickets with its event and its live (or latest) order. */
export async function findMemberTicket(db: Db, userId: number, ticketId: number, locale: Locale = 'en') {
  const row = await db
    .selectFrom('tickets as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('event_packages as p', 'p.id', 't.package_id')
    .select([
      't.id as ticket_id',
      't.first_name',
      't.last_name',
      't.email',
      't.cnic',
      't.company',
      't.position',
      't.phone_number',
      't.physical_address',
      't.city as holder_city',
      't.state',
      't.country',
      't.price',
      't.discounted_price',
      't.package_id',
      'p.name as package_name',
    ])
    .select(summaryColumns)
    .where('t.id', '=', ticketId)
    .where('t.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const order = await orderQuery(db)
    .where('o.ticket_id', '=', ticketId)
    .orderBy(sql`case when o.status in ('pending', 'paid') then 0 else 1 end`)
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
  return {
    id: row.ticket_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    cnic: row.cnic,
    company: row.company,
    position: row.position,
    phone_number: row.phone_number,
    physical_address: row.physical_address,
    city: row.holder_city,
    state: row.state,
    country: row.country,
    price: row.price,
    discounted_price: row.discounted_price,
    package_id: row.package_id,
    package_name: row.package_name,
    event: summary(row),
    order: order ? (await withPendingPayments(db, [orderOut(order, locale)]))[0] : null,
  };
}

// ---- A member's paid tickets (thank-you, order detail, My tickets) ------------------------------

/** The tickets of a member's paid orders; another member's, and those of unpaid orders, are none. */
export function paidTicketQuery(db: Db, userId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('tickets as t', 't.id', 'o.ticket_id')
    .innerJoin('events as e', 'e.id', 'o.event_id')
    .innerJoin('event_packages as p', 'p.id', 'o.package_id')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'paid');
}

/** …with what a ticket shows: its holder, package and event. */
export function paidTicketColumns(db: Db, userId: number) {
  return paidTicketQuery(db, userId).select(['t.id as ticket_id', 'o.id as order_id', 't.first_name', 't.last_name', 't.package_id', 'p.name as package_name']).select(summaryColumns);
}

export type PaidTicketRow = Awaited<ReturnType<ReturnType<typeof paidTicketColumns>['execute']>>[number];

/** The event a paid ticket is for, as a ticket names it. */
export const paidTicketEvent = (row: PaidTicketRow) => summary(row);

/** The paid tickets of one of the member's orders (none while it is unpaid). */
export function paidTicketsOfOrder(db: Db, userId: number, orderId: number) {
  return paidTicketColumns(db, userId).where('o.id', '=', orderId).orderBy('t.id').execute();
}

/** What the ticket PDF prints. */
export async function ticketForPdf(db: Db, ticketId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('event_packages as p', 'p.id', 't.package_id')
    .innerJoin('orders as o', (join) => join.onRef('o.ticket_id', '=', 't.id').on('o.status', '=', 'paid'))
    .select(['t.id', 't.first_name', 't.last_name', 't.email', 't.company', 'e.title', 'e.start_date', 'e.end_date', 'e.venue', 'e.city', 'p.name as package_name', 'o.id as order_id', 'o.grand_total'])
    .where('t.id', '=', ticketId)
    .executeTakeFirst();
}

/** Whether the ticket of this order has another order that is pending or paid (the member ordered it again). */
export async function hasOtherLiveOrder(db: Kysely<Database> | Transaction<Database>, orderId: number) {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('orders as other', 'other.ticket_id', 'o.ticket_id')
    .select('other.id')
    .where('o.id', '=', orderId)
    .where('other.id', '<>', orderId)
    .where('other.status', 'in', ['pending', 'paid'])
    .executeTakeFirst();
  return Boolean(row);
}

/** What an order buys (a ticket, a membership…): its kind decides where the payer goes back to. */
export const findOrderKind = async (db: Db, orderId: number) => (await db.selectFrom('orders').select('kind').where('id', '=', orderId).executeTakeFirstOrThrow()).kind;

/** Whether the ticket is the member's: another member's ticket is none of theirs, whatever they send. */
export const isMemberTicket = async (db: Db, userId: number, ticketId: number) =>
  Boolean(await db.selectFrom('tickets').select('id').where('id', '=', ticketId).where('user_id', '=', userId).executeTakeFirst());

/** The event's row, locked for a staff change, with the field the change reads (`registrations_closed`, `published` or `title`). */
export const lockEvent = <Field extends 'registrations_closed' | 'published' | 'title'>(trx: Transaction<Database>, id: number, field: Field) =>
  trx.selectFrom('events').select(['id', field]).where('id', '=', id).forUpdate().executeTakeFirst();

/** Closes or opens the event's registrations. */
export const setRegistrationsClosed = (trx: Transaction<Database>, id: number, closed: boolean) =>
  trx.updateTable('events').set({ registrations_closed: closed, updated_at: new Date() }).where('id', '=', id).execute();

/** Publishes the event, or takes it back to a draft. */
export const setEventPublished = (trx: Transaction<Database>, id: number, published: boolean) =>
  trx.updateTable('events').set({ published, updated_at: new Date() }).where('id', '=', id).execute();

/** How many orders members hold for the event (pending or paid). */
export async function countLiveOrders(trx: Transaction<Database>, eventId: number) {
  const { n } = await trx.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('event_id', '=', eventId).where('status', 'in', ['pending', 'paid']).executeTakeFirstOrThrow();
  return Number(n);
}

/** The ids of the event's packages. */
export const packageIdsOf = async (trx: Transaction<Database>, eventId: number) =>
  (await trx.selectFrom('event_packages').select('id').where('event_id', '=', eventId).execute()).map((pkg) => Number(pkg.id));
