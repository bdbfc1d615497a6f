// Staff write events: the event, its packages (prices and seats), speakers, sponsors and gallery, in one save.
// A package somebody booked keeps existing and never has fewer seats than are taken; tickets keep the prices they
// were booked at, so a new price only applies to new bookings.
import type { Kysely, Transaction } from 'kysely';
import { attachUpload, detachUpload, firstFreeSlug, imageSize, invalidField, plainText, Refusal, sanitizeRichText, slugOf, type Database, type Storage } from '../../../../../server/src/kit.js';
import { EVENT_CONTENT_REQUIRED, type EventInput } from '../staff-validation.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The title's slug, with -2, -3… when another event has it already (slugs are unique: they name the pages). */
async function uniqueSlug(db: Db, title: string, eventId?: number) {
  const base = slugOf(title, 'event');
  let sameStart = db.selectFrom('events').select('slug').where('slug', 'like', `${base}%`);
  if (eventId !== undefined) sameStart = sameStart.where('id', '!=', eventId);
  return firstFreeSlug(base, (await sameStart.execute()).map((r) => r.slug));
}

/** The event's form as saved, with each package's seats taken and whether anyone booked it. */
export async function staffEventDetail(db: Db, eventId: number) {
  const event = await db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event) return undefined;
  const [packages, speakers, sponsors, photos] = await Promise.all([
    db
      .selectFrom('event_packages as p')
      .select(['p.id', 'p.name', 'p.price', 'p.discounted_price', 'p.includes', 'p.capacity', 'p.seats_taken'])
      .select((eb) => eb.exists(eb.selectFrom('tickets as t').select('t.id').whereRef('t.package_id', '=', 'p.id')).as('booked'))
      .where('p.event_id', '=', eventId)
      .orderBy('p.position')
      .orderBy('p.id')
      .execute(),
    db.selectFrom('event_speakers').select(['name', 'position', 'company', 'picture', 'linkedin']).where('event_id', '=', eventId).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('event_sponsors').select(['name', 'logo']).where('event_id', '=', eventId).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('event_photos').select(['image', 'caption']).where('event_id', '=', eventId).orderBy('sort_order').orderBy('id').execute(),
  ]);
  return {
    id: Number(event.id),
    slug: event.slug,
    title: event.title,
    excerpt: event.excerpt,
    content: event.content,
    image: event.image,
    start_date: event.start_date.toISOString(),
    end_date: event.end_date.toISOString(),
    venue: event.venue,
    city: event.city,
    organizer: event.organizer,
    landing_page_link: event.landing_page_link,
    booking_asks: event.booking_asks,
    registrations_closed: event.registrations_closed,
    published: event.published,
    packages: packages.map((p) => ({ ...p, id: Number(p.id), booked: Boolean(p.booked) })),
    speakers,
    sponsors,
    photos,
  };
}

/** A poster's size, so pages reserve its box before it loads; the usual 1200 × 630 when it cannot be read. */
async function posterSize(storage: Storage, key: string) {
  const { width, height } = await imageSize(storage, key);
  return { image_width: width, image_height: height };
}

const keysOf = (input: Pick<EventInput, 'image' | 'speakers' | 'sponsors' | 'photos'>) =>
  new Set([input.image, ...input.speakers.map((s) => s.picture), ...input.sponsors.map((s) => s.logo), ...input.photos.map((p) => p.image)].filter((k): k is string => Boolean(k)));

const PICTURE_AGAIN = 'Please upload the pictures again: one of them is not yours or no longer exists.';

/**
 * Creates (eventId undefined) or replaces an event with everything on its form. Pictures new to the event must be
 * the caller's uploads; pictures it no longer shows are let go. Answers the event's id.
 */
export async function saveEvent(trx: Transaction<Database>, storage: Storage, userId: number, input: EventInput, eventId?: number) {
  // The poster and the gallery are the event's pictures; its text has none (lib/html.ts).
  const content = sanitizeRichText(input.content, { pictures: false });
  // Markup that was all script or empty paragraphs describes nothing (the form's own message).
  if (!plainText(content)) throw invalidField('content', EVENT_CONTENT_REQUIRED);
  const before = eventId ? await staffEventDetail(trx, eventId) : undefined;
  const kept = before ? keysOf(before) : new Set<string>();
  const wanted = keysOf(input);
  for (const key of wanted) {
    if (!kept.has(key) && !(await attachUpload(trx, key, userId))) throw invalidField('image', PICTURE_AGAIN);
  }
  for (const key of kept) if (!wanted.has(key)) await detachUpload(trx, key);

  const size = input.image && input.image !== before?.image ? await posterSize(storage, input.image) : {};
  const fields = {
    slug: await uniqueSlug(trx, input.title, eventId),
    title: input.title,
    excerpt: input.excerpt,
    content,
    image: input.image || null,
    ...size,
    start_date: new Date(input.start_date),
    end_date: new Date(input.end_date),
    venue: input.venue,
    city: input.city,
    organizer: input.organizer ?? '',
    landing_page_link: input.landing_page_link || null,
    booking_asks: input.booking_asks,
  };
  const id = eventId
    ? (await trx.updateTable('events').set({ ...fields, updated_at: new Date() }).where('id', '=', eventId).returning('id').executeTakeFirstOrThrow()).id
    : // A new event is a draft: members see it once staff have previewed and published it.
      (await trx.insertInto('events').values({ ...fields, published: false }).returning('id').executeTakeFirstOrThrow()).id;

  await savePackages(trx, Number(id), input.packages, before?.packages ?? []);
  await trx.deleteFrom('event_speakers').where('event_id', '=', id).execute();
  await trx.deleteFrom('event_sponsors').where('event_id', '=', id).execute();
  await trx.deleteFrom('event_photos').where('event_id', '=', id).execute();
  if (input.speakers.length) {
    await trx
      .insertInto('event_speakers')
      .values(input.speakers.map((s, i) => ({ event_id: id, name: s.name, position: s.position ?? '', company: s.company ?? '', picture: s.picture || null, linkedin: s.linkedin || null, sort_order: i })))
      .execute();
  }
  if (input.sponsors.length) await trx.insertInto('event_sponsors').values(input.sponsors.map((s, i) => ({ event_id: id, name: s.name, logo: s.logo, sort_order: i }))).execute();
  if (input.photos.length) await trx.insertInto('event_photos').values(input.photos.map((p, i) => ({ event_id: id, image: p.image, caption: p.caption ?? '', sort_order: i }))).execute();
  return Number(id);
}

async function savePackages(trx: Transaction<Database>, eventId: number, wanted: EventInput['packages'], existing: Array<{ id: number; name: string; seats_taken: number; booked: boolean }>) {
  const byId = new Map(existing.map((p) => [p.id, p]));
  const keep = new Set<number>();
  for (const [i, pkg] of wanted.entries()) {
    if (pkg.id) {
      const current = byId.get(pkg.id);
      if (!current) throw invalidField('packages', 'A package on the form does not belong to this event. Please reload the page.');
      // Seats are counted under the package's lock, so a booking at this moment cannot slip under the new capacity.
      const locked = await trx.selectFrom('event_packages').select('seats_taken').where('id', '=', pkg.id).forUpdate().executeTakeFirstOrThrow();
      if (pkg.capacity < locked.seats_taken) throw invalidField('packages', `${pkg.name} has ${locked.seats_taken} seats taken: its capacity cannot be lower.`);
      await trx
        .updateTable('event_packages')
        .set({ name: pkg.name, price: pkg.price, discounted_price: pkg.discounted_price ?? null, includes: pkg.includes ?? '', capacity: pkg.capacity, position: i })
        .where('id', '=', pkg.id)
        .execute();
      keep.add(pkg.id);
    } else {
      await trx.insertInto('event_packages').values({ event_id: eventId, name: pkg.name, price: pkg.price, discounted_price: pkg.discounted_price ?? null, includes: pkg.includes ?? '', capacity: pkg.capacity, position: i }).execute();
    }
  }
  for (const gone of existing.filter((p) => !keep.has(p.id))) {
    if (gone.booked) throw new Refusal('conflicting', `${gone.name} has bookings: it cannot be removed. Close registrations or lower its seats instead.`);
    await trx.deleteFrom('event_packages').where('id', '=', gone.id).execute();
  }
}
