// What the audit log compares for the records staff change here: read from the rows, inside the change's transaction.
import type { Kysely, Transaction } from 'kysely';
import { BOOKING_EXTRAS } from '../../../../shared-api/src/enums.js';
import type { Database } from '../../db/schema.js';
import { iso, type Snapshot } from '../../lib/audit.js';
import { staffEventDetail } from './admin.js';

type Db = Kysely<Database> | Transaction<Database>;

const names = (rows: { name: string }[]) => rows.map((row) => row.name).join(', ');

/**
 * An event as staff edit it, flat so each changed field is one line of the log: a package's fields are named after
 * the package (`package "Early bird" price`), so a price change reads as the old and the new price.
 */
export async function eventSnapshot(db: Db, eventId: number): Promise<Snapshot | undefined> {
  const event = await staffEventDetail(db, eventId);
  if (!event) return undefined;
  const snapshot: Snapshot = {
    title: event.title,
    slug: event.slug,
    excerpt: event.excerpt,
    content: event.content,
    image: event.image,
    start_date: event.start_date,
    end_date: event.end_date,
    venue: event.venue,
    city: event.city,
    organizer: event.organizer,
    landing_page_link: event.landing_page_link,
    // in the order the form lists them, so the same choice always reads the same
    booking_asks: BOOKING_EXTRAS.filter((extra) => event.booking_asks.includes(extra)).join(', ') || 'nothing more',
    registrations_closed: event.registrations_closed,
    published: event.published,
    speakers: names(event.speakers),
    sponsors: names(event.sponsors),
    photos: event.photos.length,
  };
  const seen = new Set<string>();
  for (const pkg of event.packages) {
    // Two packages of one event may share a name: the later one is told apart by its number.
    const label = seen.has(pkg.name) ? `package "${pkg.name}" #${pkg.id}` : `package "${pkg.name}"`;
    seen.add(pkg.name);
    snapshot[`${label} price`] = pkg.price;
    snapshot[`${label} discounted price`] = pkg.discounted_price;
    snapshot[`${label} seats`] = pkg.capacity;
  }
  return snapshot;
}

/**
 * An order's state as staff change it (paid by bill, its payment undone, cancelled): with the bank's reference, the
 * hold, and for a membership order the period its payment added, so undoing a payment shows what was taken back.
 */
export async function orderSnapshot(db: Db, orderId: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('memberships as m', 'm.order_id', 'o.id')
    .select(['o.kind', 'o.status', 'o.grand_total', 'o.paid_at', 'o.cancelled_at', 'o.expires_at', 'o.bank_reference', 'm.starts_at', 'm.ends_at'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const snapshot: Snapshot = {
    status: row.status,
    grand_total: row.grand_total,
    paid_at: iso(row.paid_at),
    cancelled_at: iso(row.cancelled_at),
    hold_expires_at: iso(row.expires_at),
    bank_reference: row.bank_reference,
  };
  if (row.kind === 'membership') snapshot.membership_period = row.starts_at ? `${iso(row.starts_at)} – ${iso(row.ends_at)}` : null;
  return snapshot;
}

