// A full package's waitlist: members join it, first come first served; when a seat is given back (an order expired
// or was cancelled), the first member still waiting is told by e-mail, once, and books it like anyone else.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { layout } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../plugins/mailer.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Adds the member to the package's waitlist (joining twice is once); answers their place among those waiting. */
export async function joinWaitlist(db: Db, packageId: number, userId: number) {
  await db.insertInto('event_waitlist').values({ package_id: packageId, user_id: userId }).onConflict((oc) => oc.columns(['package_id', 'user_id']).doNothing()).execute();
  const mine = await db.selectFrom('event_waitlist').select(['id', 'offered_at']).where('package_id', '=', packageId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const { n } = await db
    .selectFrom('event_waitlist')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('package_id', '=', packageId)
    .where('offered_at', 'is', null)
    .where('id', '<=', mine.id)
    .executeTakeFirstOrThrow();
  return { package_id: packageId, position: mine.offered_at ? 0 : Number(n) };
}

export function seatFreeMail(to: string, offer: { event: string; packageName: string }, url: string): MailMessage {
  const paragraphs = ['Hello,', `A seat is free again for ${offer.event} (${offer.packageName}), and you were first on the waitlist.`, 'Seats go to whoever books first, so book yours soon.'];
  return { to, subject: `A seat is free: ${offer.event}`, text: `${paragraphs.join('\n\n')}\n\nBook it: ${url}\n`, html: layout(paragraphs, { href: url, label: 'Book your ticket' }) };
}

/** Tells the first member still waiting for the package that a seat is free (in the caller's transaction). */
export async function offerFreedSeat(app: FastifyInstance, trx: Transaction<Database>, packageId: number) {
  const first = await trx
    .selectFrom('event_waitlist as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .innerJoin('event_packages as p', 'p.id', 'w.package_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['w.id', 'u.email', 'p.name', 'p.event_id', 'e.title', 'e.registrations_closed', 'e.end_date'])
    .where('w.package_id', '=', packageId)
    .where('w.offered_at', 'is', null)
    .orderBy('w.id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!first || first.registrations_closed || new Date(first.end_date) < new Date()) return;
  await trx.updateTable('event_waitlist').set({ offered_at: new Date() }).where('id', '=', first.id).execute();
  const url = `${app.config.publicUrl}/enroll/event/${first.event_id}/package/${packageId}`;
  await app.mailer.sendMail(seatFreeMail(first.email, { event: first.title, packageName: first.name }, url), { trx });
}
