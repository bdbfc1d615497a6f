import { sql, type Kysely } from 'kysely';
import { conferenceCalls } from '../../../../shared-api/src/calls/conferences.js';
import { parseLine, pathOf } from '../../../../shared-api/src/contract.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export const TIME_ZONE = 'Asia/Karachi';

/** The edition under its slug or one of its other spellings. */
export const findConference = (db: Db, slug: string) =>
  db
    .selectFrom('conferences')
    .selectAll()
    .where((eb) => eb.or([eb('slug', '=', slug), eb(sql<string>`${slug}`, '=', sql<string>`any(aliases)`)]))
    .executeTakeFirst();

// One formatter for the process: making one is slower than the formatting itself.
const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const localDate = (date: Date) => localDay.format(date);

/** The edition's .ics file (GET conferences/{slug}/calendar.ics), as the page links to it. */
export const calendarPath = (slug: string) => `/api/${pathOf(parseLine(conferenceCalls.getConferenceCalendar).path, { slug })}`;

/** Everything a conference page shows, in the spec's field names for speakers, schedule items, sponsors and FAQs. */
export async function conferencePage(db: Db, slug: string) {
  const conference = await findConference(db, slug);
  if (!conference) return undefined;
  const id = conference.id;
  const [speakers, slots, sponsors, faqs] = await Promise.all([
    db.selectFrom('conference_speakers').selectAll().where('conference_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('conference_slots').selectAll().where('conference_id', '=', id).orderBy('starts_at').orderBy('id').execute(),
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
      items: items.map((s) => ({ id: s.id, startTime: s.starts_at, endTime: s.ends_at, topicTitle: s.title, topicDescription: s.description })),
    })),
    sponsors: sponsors.map((s) => ({ name: s.name, image: s.image, image_width: s.image_width, image_height: s.image_height, type: s.type, priority: s.priority })),
    faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
  };
}
