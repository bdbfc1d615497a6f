// Staff make the conference editions: an edition with its speakers, schedule, sponsors and FAQs is saved as one
// change (all of it or nothing). Its slug follows its title until the edition is first published, then never changes;
// every slug it has had stays in conference_slugs, so an old address still finds it and no other edition takes it.
import type { Kysely, Transaction } from 'kysely';
import {
  attachUpload,
  detachUpload,
  imageSize,
  invalidField,
  iso,
  keepSlug,
  oldSlugs,
  publishState,
  uniqueSlug,
  wasPublished,
  type Database,
  type SlugHistory,
  type Snapshot,
  type Storage,
} from '../../../../../server/src/kit.js';
import { instantOf, paragraphsOf, type ConferenceInput } from '../staff-validation.js';
import { conferencePath } from './queries.js';

type Db = Kysely<Database> | Transaction<Database>;

export const CONFERENCE_SLUGS: SlugHistory = { table: 'conference_slugs', owner: 'conference_id' };

const KARACHI_OFFSET_MS = 5 * 3_600_000;
/** A time as Karachi's `YYYY-MM-DDTHH:MM`. */
const karachi = (date: Date) => new Date(date.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 16);
/** A slot's day and time (Karachi) as an instant. */
const slotTime = (day: string, time: string) => new Date(`${day}T${time}:00+05:00`);

const rowColumns = ['id', 'slug', 'title', 'edition', 'starts_at', 'ends_at', 'status', 'publish_at', 'updated_at'] as const;

type Row = { id: number | string; slug: string; title: string; edition: string; starts_at: Date; ends_at: Date; status: 'draft' | 'published'; publish_at: Date | null; updated_at: Date };

const rowOf = (now: Date) => (row: Row) => ({ ...row, id: Number(row.id), path: conferencePath(row.slug), status: publishState(row, now) });

/** Every edition, the latest dates first. */
export async function listStaffConferences(db: Db, now: Date) {
  const rows = await db.selectFrom('conferences').select(rowColumns).orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(rowOf(now));
}

/** The edition's lists as its form shows them, in their order. */
async function listsOf(db: Db, id: number) {
  const [speakers, slots, sponsors, faqs] = await Promise.all([
    db.selectFrom('conference_speakers').select(['name', 'designation', 'company', 'type', 'image', 'linkdln']).where('conference_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('conference_slots').select(['starts_at', 'ends_at', 'title', 'description']).where('conference_id', '=', id).orderBy('starts_at').orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('conference_sponsors').select(['name', 'image', 'type']).where('conference_id', '=', id).orderBy('priority').orderBy('id').execute(),
    db.selectFrom('conference_faqs').select(['question', 'answer']).where('conference_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
  ]);
  return {
    speakers,
    slots: slots.map((s) => ({ day: karachi(s.starts_at).slice(0, 10), starts: karachi(s.starts_at).slice(11), ends: karachi(s.ends_at).slice(11), title: s.title, description: s.description })),
    sponsors,
    faqs,
  };
}

/** An edition as its form shows it; undefined when there is none. */
export async function findStaffConference(db: Db, id: number, now: Date) {
  const row = await db.selectFrom('conferences').select([...rowColumns, 'tagline', 'overview', 'venue', 'banner']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { tagline, overview, venue, banner, ...rest } = row;
  return { ...rowOf(now)(rest), tagline, overview: overview.join('\n\n'), venue, banner, ...(await listsOf(db, id)), old_slugs: await oldSlugs(db, CONFERENCE_SLUGS, id, row.slug) };
}

/** The edition as the audit log compares it: its fields and its lists. */
export async function conferenceSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await db
    .selectFrom('conferences')
    .select(['title', 'slug', 'edition', 'tagline', 'overview', 'starts_at', 'ends_at', 'venue', 'banner', 'status', 'publish_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, starts_at: iso(row.starts_at), ends_at: iso(row.ends_at), publish_at: iso(row.publish_at), ...(await listsOf(db, id)) };
}

const PICTURE_AGAIN = 'Please upload the picture again: it is not yours or no longer exists.';

type Size = { width: number; height: number };

/**
 * Creates (conferenceId undefined) or saves an edition from its form, with its speakers, schedule, sponsors and FAQs
 * replaced by the form's, in the caller's transaction; a new edition is a draft. Pictures new to the edition must be
 * the caller's uploads; pictures it no longer shows are let go. Answers the edition's id.
 */
export async function saveConference(trx: Transaction<Database>, storage: Storage, actorId: number, input: ConferenceInput, now: Date, conferenceId?: number) {
  const before = conferenceId
    ? await trx.selectFrom('conferences').select(['slug', 'banner', 'banner_width', 'banner_height', 'first_published_at']).where('id', '=', conferenceId).executeTakeFirstOrThrow()
    : undefined;

  // The pictures the edition has now, with their sizes, so a picture kept is not read again.
  const sizes = new Map<string, Size>();
  if (before && conferenceId) {
    sizes.set(before.banner, { width: before.banner_width, height: before.banner_height });
    const [portraits, logos] = await Promise.all([
      trx.selectFrom('conference_speakers').select(['image', 'image_width', 'image_height']).where('conference_id', '=', conferenceId).execute(),
      trx.selectFrom('conference_sponsors').select(['image', 'image_width', 'image_height']).where('conference_id', '=', conferenceId).execute(),
    ]);
    for (const p of [...portraits, ...logos]) if (p.image && p.image_width && p.image_height) sizes.set(p.image, { width: p.image_width, height: p.image_height });
  }
  const kept = new Set(sizes.keys());
  const wanted = new Map<string, string>([[input.banner, 'banner']]);
  input.speakers.forEach((s, i) => s.image && !wanted.has(s.image) && wanted.set(s.image, `speakers[${i}].image`));
  input.sponsors.forEach((s, i) => !wanted.has(s.image) && wanted.set(s.image, `sponsors[${i}].image`));
  for (const [key, field] of wanted) {
    if (kept.has(key)) continue;
    if (!(await attachUpload(trx, key, actorId))) throw invalidField(field, PICTURE_AGAIN);
    sizes.set(key, await imageSize(storage, key));
  }
  for (const key of kept) if (!wanted.has(key)) await detachUpload(trx, key);
  const size = (key: string) => sizes.get(key)!;

  // Published once, an edition keeps its address: links to it are out there.
  const slug = wasPublished(before, now) ? before!.slug : await uniqueSlug(trx, CONFERENCE_SLUGS, input.title, 'conference', conferenceId);
  const fields = {
    title: input.title,
    slug,
    edition: input.edition,
    tagline: input.tagline,
    overview: JSON.stringify(paragraphsOf(input.overview)),
    starts_at: instantOf(input.starts_at),
    ends_at: instantOf(input.ends_at),
    venue: JSON.stringify({ name: input.venue.name, address: input.venue.address, city: input.venue.city, map_url: input.venue.map_url ?? null }),
    banner: input.banner,
    banner_width: size(input.banner).width,
    banner_height: size(input.banner).height,
  };
  const id = conferenceId
    ? Number((await trx.updateTable('conferences').set({ ...fields, updated_at: new Date() }).where('id', '=', conferenceId).returning('id').executeTakeFirstOrThrow()).id)
    : Number((await trx.insertInto('conferences').values({ ...fields, all_speakers_link: null, status: 'draft' }).returning('id').executeTakeFirstOrThrow()).id);
  await keepSlug(trx, CONFERENCE_SLUGS, slug, id);

  // The lists are the form's, in its order: the rows are replaced together, inside the edition's change.
  for (const table of ['conference_speakers', 'conference_slots', 'conference_sponsors', 'conference_faqs'] as const) {
    await trx.deleteFrom(table).where('conference_id', '=', id).execute();
  }
  if (input.speakers.length) {
    await trx
      .insertInto('conference_speakers')
      .values(
        input.speakers.map((s, i) => ({
          conference_id: id,
          name: s.name,
          designation: s.designation,
          company: s.company,
          type: s.type,
          image: s.image ?? null,
          image_width: s.image ? size(s.image).width : null,
          image_height: s.image ? size(s.image).height : null,
          linkdln: s.linkdln ?? null,
          sort_order: i,
        })),
      )
      .execute();
  }
  if (input.slots.length) {
    await trx
      .insertInto('conference_slots')
      .values(input.slots.map((s, i) => ({ conference_id: id, starts_at: slotTime(s.day, s.starts), ends_at: slotTime(s.day, s.ends), title: s.title, description: s.description, sort_order: i })))
      .execute();
  }
  if (input.sponsors.length) {
    await trx
      .insertInto('conference_sponsors')
      .values(input.sponsors.map((s, i) => ({ conference_id: id, name: s.name, type: s.type, image: s.image, image_width: size(s.image).width, image_height: size(s.image).height, priority: i + 1 })))
      .execute();
  }
  if (input.faqs.length) {
    await trx
      .insertInto('conference_faqs')
      .values(input.faqs.map((f, i) => ({ conference_id: id, question: f.question, answer: f.answer, sort_order: i })))
      .execute();
  }
  return id;
}
