// What the audit log keeps of an event staff edit (decision 018's snapshots), one line per changed field.
import type { Kysely, Transaction } from 'kysely';
import { BOOKING_EXTRAS } from '../../../../../shared-api/src/enums.js';
import {  type Database, type Snapshot } from '../../../../../server/src/kit.js';
import { staffEventDetail } from './editor.js';

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
