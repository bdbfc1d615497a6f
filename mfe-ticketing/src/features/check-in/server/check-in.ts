import type { Kysely, Transaction } from 'kysely';
import { auditChange, iso, staffChange, verifyTicketCode, type Database, type Snapshot } from '../../../../../server/src/kit.js';

export type CheckInResult =
  | { result: 'forged' }
  | { result: 'not-found' }
  | { result: 'unpaid' }
  | { result: 'other-event'; event: string }
  | { result: 'checked-in' | 'already'; checkedInAt: Date; holder: string; event: string; package: string };

/**
 * Checks in the holder of a ticket code at the door of event `eventId`: a code the server did not sign is refused,
 * and the ticket it stands for then follows `checkInTicket`'s rules.
 */
export async function checkIn(db: Kysely<Database>, code: string, staffId: number, eventId: number, deviceId?: string): Promise<CheckInResult> {
  const ticketId = await verifyTicketCode(db, code);
  if (ticketId === null) return { result: 'forged' };
  return checkInTicket(db, ticketId, staffId, eventId, deviceId);
}

/**
 * Checks in the holder of ticket `ticketId` at the door of event `eventId`, whether staff scanned its code or found it
 * by a search: a ticket without a paid order, or a ticket for another event, is refused; the first check-in marks the
 * holder in, a later one says when they came in. The first is audited (`ticket.check-in`, by the staff member) in its
 * own transaction; a later one changes nothing and is not. A phone prepared for offline use names itself (`deviceId`):
 * the check-in is its, so the same admission queued by the phone after its wait for this answer ran out is no conflict.
 * A phone of another staff member, another event, or revoked, is not recorded.
 */
export async function checkInTicket(db: Kysely<Database>, ticketId: number, staffId: number, eventId: number, deviceId?: string): Promise<CheckInResult> {
  return staffChange(db, staffId, async (trx, audit) => {
    const ticket = await trx
      .selectFrom('tickets as t')
      .innerJoin('events as e', 'e.id', 't.event_id')
      .innerJoin('event_packages as p', 'p.id', 't.package_id')
      .leftJoin('orders as o', (join) => join.onRef('o.ticket_id', '=', 't.id').on('o.status', '=', 'paid'))
      .select(['t.id', 't.first_name', 't.last_name', 't.event_id', 'e.title', 'p.name', 'o.id as paid_order'])
      .where('t.id', '=', ticketId)
      .executeTakeFirst();
    if (!ticket) return { result: 'not-found' as const };
    if (ticket.paid_order === null) return { result: 'unpaid' as const };
    // A ticket admits to its own event only: at another event's door it is refused, naming the event it is for.
    if (ticket.event_id !== eventId) return { result: 'other-event' as const, event: ticket.title };
    const details = { holder: `${ticket.first_name} ${ticket.last_name}`, event: ticket.title, package: ticket.name };
    const device = deviceId
      ? await trx
          .selectFrom('door_devices')
          .select('id')
          .where('id', '=', deviceId)
          .where('staff_id', '=', staffId)
          .where('event_id', '=', eventId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    const inserted = await auditChange(trx, audit, { action: 'ticket.check-in', entity: 'ticket', id: ticket.id }, (db) => ticketCheckInSnapshot(db, ticket.id), () =>
      trx
        .insertInto('check_ins')
        .values({ ticket_id: ticket.id, staff_id: staffId, device_id: device?.id ?? null })
        .onConflict((oc) => oc.column('ticket_id').doNothing())
        .returning('checked_in_at')
        .executeTakeFirst(),
    );
    if (inserted) return { result: 'checked-in' as const, checkedInAt: inserted.checked_in_at, ...details };
    const earlier = await trx.selectFrom('check_ins').select('checked_in_at').where('ticket_id', '=', ticket.id).executeTakeFirstOrThrow();
    return { result: 'already' as const, checkedInAt: earlier.checked_in_at, ...details };
  });
}

/**
 * A ticket's check-in at the door: when, or null while its holder has not come in; and, for one a phone made offline,
 * that phone's name and that it was offline (a check-in online records its time alone, as it always has).
 */
export async function ticketCheckInSnapshot(db: Kysely<Database> | Transaction<Database>, ticketId: number): Promise<Snapshot> {
  const row = await db
    .selectFrom('check_ins as c')
    .leftJoin('door_devices as d', 'd.id', 'c.device_id')
    .select(['c.checked_in_at', 'c.offline', 'd.name'])
    .where('c.ticket_id', '=', ticketId)
    .executeTakeFirst();
  const checkedIn = { checked_in_at: iso(row?.checked_in_at) };
  return row?.offline ? { ...checkedIn, device: row.name, offline: true } : checkedIn;
}
