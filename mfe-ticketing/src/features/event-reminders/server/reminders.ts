// The reminder the day before an event (#61): every member holding a paid ticket gets it once, by e-mail and, when
// they chose it, on WhatsApp or SMS (the notices feature, decision 045). It goes by itself at 9:00 AM Karachi time the
// day before (jobs.ts), or when staff send it now; whichever is first writes the event's row, and the other finds it.
import { sql, type Kysely, type Transaction } from 'kysely';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import { karachiDayTime, mailLocale, notify, type Database, type Deps } from '../../../../../server/src/kit.js';
import { eventReminderMail } from './mails.js';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;
/** Karachi is UTC+5 all year. */
const KARACHI_OFFSET_MS = 5 * 3_600_000;
/** When the day's run sends the reminders of the next day's events: 9:00 AM, Karachi time. */
export const REMINDER_HOUR = 9;

/** The Karachi day number of an instant (days since 1970-01-01 in Karachi). */
export const karachiDayOf = (at: Date) => Math.floor((at.getTime() + KARACHI_OFFSET_MS) / DAY_MS);
/** When a Karachi day starts. */
export const karachiDayStart = (day: number) => new Date(day * DAY_MS - KARACHI_OFFSET_MS);
export const karachiDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** When an event's reminder goes by itself: 9:00 AM Karachi time the day before it starts. */
export const reminderDueAt = (start: Date) => new Date(karachiDayStart(karachiDayOf(start) - 1).getTime() + REMINDER_HOUR * 3_600_000);

/** The members holding a paid ticket for an event, each once, with their language and one ticket. */
const holders = (db: Db, eventId: number) =>
  db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.id as user_id', 'u.email', 'u.language'])
    .where('o.event_id', '=', eventId)
    .where('o.kind', '=', 'ticket')
    .where('o.status', '=', 'paid')
    .where('u.disabled_at', 'is', null)
    .groupBy(['u.id', 'u.email', 'u.language'])
    .orderBy('u.id');

export type ReminderOutcome = 'sent' | 'already' | 'missing' | 'ended' | 'draft';

/**
 * Sends an event's reminder, once: in one transaction, the event's row (the first sender writes it; a second finds it
 * and stops), and for each member holding a paid ticket a bulk mail and their WhatsApp or SMS notice. `by`: the staff
 * member who sent it now, or null for the day's run.
 */
export async function remindEvent(deps: Pick<Deps, 'db' | 'mailer' | 'jobs' | 'config' | 'clock'>, eventId: number, by: number | null, audit?: (trx: Transaction<Database>, members: number) => Promise<void>): Promise<ReminderOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const event = await trx.selectFrom('events').select(['id', 'title', 'start_date', 'end_date', 'venue', 'city', 'published']).where('id', '=', eventId).forUpdate().executeTakeFirst();
    if (!event) return 'missing';
    if (!event.published) return 'draft';
    if (event.end_date <= deps.clock.now()) return 'ended';
    const claimed = await trx.insertInto('event_reminders').values({ event_id: eventId, sent_by: by }).onConflict((oc) => oc.column('event_id').doNothing()).returning('event_id').executeTakeFirst();
    if (!claimed) return 'already';
    const members = await holders(trx, eventId).execute();
    const where = [event.venue, event.city].filter(Boolean).join(', ');
    for (const member of members) {
      const locale = mailLocale(member.language);
      const when = karachiDayTime(event.start_date, locale);
      const ticketsUrl = deps.config.publicUrl + pathIn(locale, '/dashboard/tickets');
      await deps.mailer.sendMail(eventReminderMail(member.email, { title: event.title, when, where }, ticketsUrl, locale), { kind: 'bulk', trx });
      await notify(deps, trx, { userId: member.user_id, notice: 'event-reminder', about: `event:${eventId}`, params: [event.title, when, where, ticketsUrl] });
    }
    await trx.updateTable('event_reminders').set({ members: members.length }).where('event_id', '=', eventId).execute();
    await audit?.(trx, members.length);
    return 'sent';
  });
}

/** The published events starting on a Karachi day whose reminder has not gone. */
export const eventsStartingOn = (db: Db, day: number) =>
  db
    .selectFrom('events as e')
    .select('e.id')
    .where('e.published', '=', true)
    .where('e.start_date', '>=', karachiDayStart(day))
    .where('e.start_date', '<', karachiDayStart(day + 1))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('event_reminders as r').select('r.event_id').whereRef('r.event_id', '=', 'e.id'))))
    .orderBy('e.start_date')
    .execute();

/** An event's reminder as staff see it; undefined for no such event. */
export async function reminderOf(db: Db, eventId: number, now: Date) {
  const event = await db.selectFrom('events').select(['start_date', 'end_date']).where('id', '=', eventId).executeTakeFirst();
  if (!event) return undefined;
  const sent = await db
    .selectFrom('event_reminders as r')
    .leftJoin('users as u', 'u.id', 'r.sent_by')
    .select(['r.sent_at', 'r.members', 'u.name'])
    .where('r.event_id', '=', eventId)
    .executeTakeFirst();
  const ended = event.end_date <= now;
  if (sent) return { sent_at: sent.sent_at, sent_by: sent.name ?? null, members: sent.members, due_at: null, ended };
  const { count } = await db.selectFrom(holders(db, eventId).as('h')).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  const due = reminderDueAt(event.start_date);
  return { sent_at: null, sent_by: null, members: count, due_at: due > now && !ended ? due : null, ended };
}
