// The waitlist of a full package: members ask to be told, in turn, when a seat is free. A seat given back (an order
// expired or cancelled, more seats added) is offered by e-mail to the first members waiting, as many as there are
// free seats not already offered in the last day. An offer is a message, not a hold: the seat is the first booker's.
import { sql, type Kysely, type Transaction } from 'kysely';
import { pathIn, type Locale } from '../../../../../shared-api/src/locale.js';
import { layout, ORG, tr, type Database, type Deps, type MailMessage } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How long an offer counts against the free seats before the next member waiting is told too. */
export const OFFER_HOURS = 24;

export function seatOfferMail(to: string, offer: { event: string; packageName: string }, eventUrl: string, locale: Locale): MailMessage {
  const paragraphs = [
    tr(locale, 'Hello,'),
    tr(locale, 'A seat is free at {event} ({package}), and you are next on its waitlist.', { event: offer.event, package: offer.packageName }),
    tr(locale, 'Seats go to whoever books first, so book soon if you would still like to come.'),
    ORG,
  ];
  return {
    to,
    subject: tr(locale, 'A seat is free at {event}', { event: offer.event }),
    text: `${paragraphs.join('\n\n')}\n\n${tr(locale, 'Book your seat: {url}', { url: eventUrl })}\n`,
    html: layout(locale, paragraphs, { href: eventUrl, label: tr(locale, 'Book your seat') }),
  };
}

/**
 * Offers a package's free seats to the members waiting longest, in the caller's transaction (the mail is written
 * with it). Waiting rows are taken with `skip locked`, so two releases at once never tell the same member twice.
 * Answers how many members were told.
 */
export async function offerFreedSeats(deps: Pick<Deps, 'clock' | 'config' | 'mailer'>, trx: Transaction<Database>, packageId: number): Promise<number> {
  const pkg = await trx
    .selectFrom('event_packages as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['p.id', 'p.name', 'p.capacity', 'p.seats_taken', 'e.id as event_id', 'e.slug', 'e.title', 'e.registrations_closed', 'e.end_date'])
    .where('p.id', '=', packageId)
    .executeTakeFirst();
  if (!pkg || pkg.registrations_closed || pkg.end_date < deps.clock.now()) return 0;
  const outstanding = await trx
    .selectFrom('event_waitlist')
    .select(sql<string>`count(*)`.as('n'))
    .where('package_id', '=', packageId)
    .where('offered_at', '>', sql<Date>`now() - make_interval(hours => ${OFFER_HOURS})`)
    .executeTakeFirstOrThrow();
  const room = pkg.capacity - pkg.seats_taken - Number(outstanding.n);
  if (room <= 0) return 0;
  const told = await sql<{ user_id: number }>`
    update event_waitlist set offered_at = now()
    where id in (
      select id from event_waitlist
      where package_id = ${packageId} and offered_at is null
        -- a member who booked this package since joining is not told
        and not exists (
          select 1 from orders o
          where o.package_id = event_waitlist.package_id and o.user_id = event_waitlist.user_id and o.status in ('pending', 'paid')
        )
      order by id limit ${room}
      for update skip locked
    )
    returning user_id`.execute(trx);
  if (!told.rows.length) return 0;
  const members = await trx.selectFrom('users').select(['email', 'language']).where('id', 'in', told.rows.map((r) => Number(r.user_id))).execute();
  for (const member of members) {
    // Each member is told in their own language, with the link to the event's page in it.
    const locale = member.language ?? 'en';
    const eventUrl = deps.config.publicUrl + pathIn(locale, `/dashboard/event/${pkg.slug}/${pkg.event_id}`);
    await deps.mailer.sendMail(seatOfferMail(member.email, { event: pkg.title, packageName: pkg.name }, eventUrl, locale), { kind: 'bulk', trx });
  }
  return members.length;
}

/** Puts the member on the package's waitlist (once: joining again changes nothing). */
export const joinWaitlist = (db: Db, packageId: number, userId: number) =>
  db.insertInto('event_waitlist').values({ package_id: packageId, user_id: userId }).onConflict((oc) => oc.columns(['package_id', 'user_id']).doNothing()).execute();

/** Takes the member off the package's waitlist. */
export const leaveWaitlist = (db: Db, packageId: number, userId: number) => db.deleteFrom('event_waitlist').where('package_id', '=', packageId).where('user_id', '=', userId).execute();

/** The packages of an event the member is waiting for. */
export async function waitingFor(db: Db, userId: number, eventId: number) {
  const rows = await db
    .selectFrom('event_waitlist as w')
    .innerJoin('event_packages as p', 'p.id', 'w.package_id')
    .select(['w.package_id', 'w.offered_at'])
    .where('w.user_id', '=', userId)
    .where('p.event_id', '=', eventId)
    .orderBy('w.id')
    .execute();
  return rows.map((r) => ({ package_id: Number(r.package_id), offered_at: r.offered_at?.toISOString() ?? null }));
}
