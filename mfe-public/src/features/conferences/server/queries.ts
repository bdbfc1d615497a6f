import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { parseLine, pathOf } from '../../../../../shared-api/src/contract.js';
import { visibleNow, type Database } from '../../../../../server/src/kit.js';
import { conferenceCalls } from '../calls.js';
import type { ConferencesTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;
type ConferenceRow = Selectable<ConferencesTable>;

export const TIME_ZONE = 'Asia/Karachi';

/** The edition's public page: the generic route answers every edition (the 2022 ones have their own routes too). */
export const conferencePath = (slug: string) => `/conference/${slug}`;

/**
 * The edition visitors may see under this slug, one of its other spellings, or a slug it had before; undefined for a
 * draft, or one scheduled for later. `drafts` finds it whatever its state.
 */
export function findConference(db: Db, slug: string, now: Date, { drafts = false } = {}) {
  let query = db
    .selectFrom('conferences')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('slug', '=', slug),
        eb(sql<string>`${slug}`, '=', sql<string>`any(aliases)`),
        eb('id', 'in', eb.selectFrom('conference_slugs').select('conference_id').where('conference_slugs.slug', '=', slug)),
      ]),
    );
  if (!drafts) query = query.where(visibleNow('conferences', now));
  return query.executeTakeFirst();
}

/** Any edition by its id, draft or scheduled included: the staff's preview of its page. */
export const findConferenceById = (db: Db, id: number) => db.selectFrom('conferences').selectAll().where('id', '=', id).executeTakeFirst();

// One formatter for the process: making one is slower than the formatting itself.
const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const localDate = (date: Date) => localDay.format(date);

/** The edition's .ics file (GET conferences/{slug}/calendar.ics), as the page links to it. */
export const calendarPath = (slug: string) => `/api/${pathOf(parseLine(conferenceCalls.getConferenceCalendar).path, { slug })}`;

/** Everything a conference page shows, in the spec's field names for speakers, schedule items, sponsors and FAQs. */
export async function conferencePageOf(db: Db, conference: ConferenceRow) {
  const id = conference.id;
  const [speakers, slots, sponsors, faqs] = await Promise.all([
    db.selectFrom('conference_speakers').selectAll().where('conference_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('conference_slots').selectAll().where('conference_id', '=', id).orderBy('starts_at').orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('conference_sponsors').selectAll().where('conference_id', '=', id).orderBy('priority').orderBy('id').execute(),
    db.selectFrom('conference_faqs').selectAll().where('conference_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
  ]);
  const days = new Map<string, typeof slots>();
  for (const slot of slots) {
    const day = localDate(slot.starts_at);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return {
    slug: conference.slug,
    title: conference.title,
    edition: conference.edition,
    tagline: conference.tagline,
    overview: conference.overview,
    starts_at: conference.starts_at,
    ends_at: conference.ends_at,
    time_zone: TIME_ZONE,
    venue: conference.venue,
    banner: conference.banner,
    banner_width: conference.banner_width,
    banner_height: conference.banner_height,
    all_speakers_link: conference.all_speakers_link,
    calendar_url: calendarPath(conference.slug),
    speakers: speakers.map((s) => ({ name: s.name, designation: s.designation, company: s.company, image: s.image, image_width: s.image_width, image_height: s.image_height, linkdln: s.linkdln, type: s.type })),
    schedule: [...days].map(([date, items]) => ({
      date,
      items: items.map((s) => ({ id: Number(s.id), startTime: s.starts_at, endTime: s.ends_at, topicTitle: s.title, topicDescription: s.description })),
    })),
    sponsors: sponsors.map((s) => ({ name: s.name, image: s.image, image_width: s.image_width, image_height: s.image_height, type: s.type, priority: s.priority })),
    faqs: faqs.map((f) => ({ id: Number(f.id), question: f.question, answer: f.answer })),
  };
}

/** The page of the edition visitors may see under this slug; undefined when there is none. */
export async function conferencePage(db: Db, slug: string, now: Date) {
  const conference = await findConference(db, slug, now);
  return conference && conferencePageOf(db, conference);
}
