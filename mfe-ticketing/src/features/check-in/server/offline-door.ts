// The door with no network: a phone prepared for one event's door keeps every ticket of the event and the public key
// that verifies codes, admits offline, and later syncs what it admitted. The server is the judge: each admission, by
// its nonce, is admitted, a conflict (another door was first) or refused, once, and kept for staff.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  auditChange,
  conflict,
  forbidden,
  iso,
  karachiTime,
  notFound,
  oldCodeHasher,
  staffChange,
  ticketPublicKey,
  uniqueViolation,
  type Audit,
  type Database,
  type Snapshot,
} from '../../../../../server/src/kit.js';
import type { DoorConflict, DoorDevice, DoorPack, DoorSync, DoorTicket, OfflineDoors, SyncedAdmission } from '../shapes.js';
import type { DoorSyncInput, PrepareDeviceInput, QueuedAdmission } from '../staff-validation.js';
import { ticketCheckInSnapshot } from './check-in.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Who asks: the staff member and the sign-in (API token) they ask in. */
export interface DoorStaff {
  userId: number;
  tokenId: number;
}

export const UNKNOWN_DEVICE = 'This phone was not prepared for offline use.';
const NO_EVENT = 'This event does not exist.';

/** Past syncs read again this far back: a check-in whose transaction committed late is not missed (phones apply it idempotently). */
const OVERLAP_MS = 60_000;
/** The conflicts and refusals listed for staff, newest first. */
const CONFLICTS_LISTED = 200;

type OrderState = DoorTicket['state'];
const stateOf = (status: string | null): OrderState => (status === 'paid' ? 'valid' : status === 'refunded' || status === 'cancelled' ? status : 'unpaid');

const REFUSALS: Record<Exclude<OrderState, 'valid'>, string> = {
  refunded: 'This ticket was refunded.',
  cancelled: 'This ticket was cancelled.',
  unpaid: 'This ticket has no paid order.',
};

/**
 * The event's tickets as a phone keeps them, each with the order that decides whether it admits: a paid one if it has
 * one (as the door online decides), else its latest. One query for the whole event.
 */
function doorTicketsQuery(db: Db, eventId: number) {
  return db
    .selectFrom('tickets as t')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('orders')
          .select('orders.status')
          .whereRef('orders.ticket_id', '=', 't.id')
          .orderBy(sql`orders.status = 'paid'`, 'desc')
          .orderBy('orders.id', 'desc')
          .limit(1)
          .as('o'),
      (join) => join.onTrue(),
    )
    .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
    .select(['t.id', 't.first_name', 't.last_name', 't.package_id', 'o.status', 'c.checked_in_at'])
    .where('t.event_id', '=', eventId)
    .orderBy('t.id');
}

type DoorTicketRow = Awaited<ReturnType<ReturnType<typeof doorTicketsQuery>['execute']>>[number];

async function doorTickets(db: Kysely<Database>, rows: DoorTicketRow[]): Promise<DoorTicket[]> {
  if (rows.length === 0) return [];
  const oldCode = await oldCodeHasher(db);
  return rows.map((row) => ({
    id: row.id,
    holder: `${row.first_name} ${row.last_name}`,
    package_id: row.package_id,
    state: stateOf(row.status),
    checked_in_at: iso(row.checked_in_at),
    old_code: oldCode(row.id),
  }));
}

function devicesQuery(db: Db) {
  return db
    .selectFrom('door_devices as d')
    .innerJoin('users as u', 'u.id', 'd.staff_id')
    .select(['d.id', 'd.name', 'u.name as staff', 'd.prepared_at', 'd.last_sync_at', 'd.revoked_at'])
    .select((eb) => eb.selectFrom('check_ins as c').select(eb.fn.countAll<string>().as('n')).whereRef('c.device_id', '=', 'd.id').where('c.offline', '=', true).as('admitted_offline'));
}

type DeviceRow = Awaited<ReturnType<ReturnType<typeof devicesQuery>['execute']>>[number];

const deviceOut = (row: DeviceRow): DoorDevice => ({
  id: row.id,
  name: row.name,
  staff: row.staff,
  prepared_at: iso(row.prepared_at)!,
  last_sync_at: iso(row.last_sync_at),
  revoked_at: iso(row.revoked_at),
  admitted_offline: Number(row.admitted_offline ?? 0),
});

async function findDevice(db: Db, deviceId: string): Promise<DoorDevice | undefined> {
  const row = await devicesQuery(db).where('d.id', '=', deviceId).executeTakeFirst();
  return row && deviceOut(row);
}

/** A phone as the audit log records it. */
async function deviceSnapshot(db: Db, deviceId: string): Promise<Snapshot | null> {
  const row = await db.selectFrom('door_devices').select(['name', 'event_id', 'prepared_at', 'revoked_at']).where('id', '=', deviceId).executeTakeFirst();
  return row ? { name: row.name, event_id: row.event_id, prepared_at: iso(row.prepared_at), revoked_at: iso(row.revoked_at) } : null;
}

const now = async (db: Db) => (await sql<{ now: Date }>`select now() as now`.execute(db)).rows[0].now;

/**
 * Prepares phone `input.device_id` for offline use at event `eventId`'s door, by `staff` in their sign-in: a new phone
 * is recorded, one prepared before by the same staff member for the same event is prepared again (its sign-in, name
 * and time renewed). Audited (`door.prepare`). Answers everything the phone keeps.
 */
export async function prepareDevice(db: Kysely<Database>, eventId: number, input: PrepareDeviceInput, staff: DoorStaff): Promise<DoorPack> {
  const event = await db.selectFrom('events').select(['id', 'title', 'start_date', 'end_date']).where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(NO_EVENT);
  if (event.end_date.getTime() < Date.now()) throw conflict('This event has ended: its door is not prepared for offline use.');
  const deviceId = input.device_id.toLowerCase();
  await staffChange(db, staff.userId, async (trx, audit) => {
    await auditChange(trx, audit, { action: 'door.prepare', entity: 'door_device', id: deviceId }, (db) => deviceSnapshot(db, deviceId), async () => {
      const values = { token_id: staff.tokenId, name: input.name, prepared_at: sql<Date>`now()` };
      const inserted = await trx
        .insertInto('door_devices')
        .values({ id: deviceId, event_id: event.id, staff_id: staff.userId, ...values })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return;
      const known = await trx.selectFrom('door_devices').select(['event_id', 'staff_id', 'revoked_at']).where('id', '=', deviceId).forUpdate().executeTakeFirstOrThrow();
      if (known.revoked_at) throw forbidden('This phone was revoked: it cannot be prepared again.');
      if (known.event_id !== event.id || known.staff_id !== staff.userId) throw conflict('This phone was prepared for another door.');
      await trx.updateTable('door_devices').set(values).where('id', '=', deviceId).execute();
    });
  });
  // The time is taken before the tickets are read: the phone's first sync reads again whatever changed meanwhile.
  const syncedAt = await now(db);
  const [device, packages, rows, publicKey] = await Promise.all([
    findDevice(db, deviceId),
    db.selectFrom('event_packages').select(['id', 'name']).where('event_id', '=', event.id).orderBy('position').orderBy('id').execute(),
    doorTicketsQuery(db, event.id).execute(),
    ticketPublicKey(db),
  ]);
  return {
    device: device!,
    event: { id: event.id, title: event.title, start_date: iso(event.start_date)!, end_date: iso(event.end_date)! },
    public_key: publicKey,
    packages,
    tickets: await doorTickets(db, rows),
    synced_at: iso(syncedAt)!,
  };
}

interface SyncingDevice {
  id: string;
  name: string;
  event_id: number;
  staff_id: number;
}

/**
 * A phone's sync: each queued admission judged in order, each in its own transaction (`admit`), then what changed at
 * the event's other doors since `input.since`. The phone must be prepared by this staff member in this sign-in, and
 * not revoked; a sync after the event ended is taken (a phone uploads late).
 */
export async function syncDevice(db: Kysely<Database>, input: DoorSyncInput, staff: DoorStaff): Promise<DoorSync> {
  const device = await db
    .selectFrom('door_devices')
    .select(['id', 'name', 'event_id', 'staff_id', 'token_id', 'revoked_at'])
    .where('id', '=', input.device_id.toLowerCase())
    .executeTakeFirst();
  if (!device) throw notFound(UNKNOWN_DEVICE);
  if (device.revoked_at) throw forbidden('This phone was revoked: it cannot sync.');
  if (device.staff_id !== staff.userId || device.token_id !== staff.tokenId) throw forbidden('This phone was prepared in another sign-in: prepare it again.');

  const results: SyncedAdmission[] = [];
  for (const admission of input.admissions) results.push(await admit(db, device, admission));

  const syncedAt = await now(db);
  let changed = doorTicketsQuery(db, device.event_id);
  if (input.since !== null) {
    const from = new Date(new Date(input.since).getTime() - OVERLAP_MS);
    changed = changed.where((eb) =>
      eb.or([
        eb('c.recorded_at', '>', from),
        eb.exists(eb.selectFrom('orders as u').select(sql`1`.as('one')).whereRef('u.ticket_id', '=', 't.id').where('u.updated_at', '>', from)),
      ]),
    );
  }
  const rows = await changed.execute();
  await db.updateTable('door_devices').set({ last_sync_at: syncedAt }).where('id', '=', device.id).execute();
  return { results, changed: await doorTickets(db, rows), synced_at: iso(syncedAt)! };
}

/**
 * One queued admission, judged once: a nonce already stored answers what it answered then. The ticket's row is locked,
 * so two phones syncing one ticket at once are judged one after the other: the first admits, the second is a conflict.
 */
async function admit(db: Kysely<Database>, device: SyncingDevice, admission: QueuedAdmission): Promise<SyncedAdmission> {
  const nonce = admission.nonce.toLowerCase();
  const stored = async (trx: Db) => {
    const row = await trx.selectFrom('door_admissions').select(['result', 'reason']).where('nonce', '=', nonce).executeTakeFirst();
    return row && { nonce: admission.nonce, result: row.result, reason: row.reason };
  };
  try {
    return await staffChange(db, device.staff_id, async (trx, audit) => {
      const before = await stored(trx);
      if (before) return before;
      const judged = await judge(trx, audit, device, admission);
      await trx
        .insertInto('door_admissions')
        .values({
          nonce,
          device_id: device.id,
          event_id: device.event_id,
          ticket_id: admission.ticket_id,
          staff_id: device.staff_id,
          scanned_at: new Date(admission.scanned_at),
          result: judged.result,
          reason: judged.reason,
        })
        .execute();
      return { nonce: admission.nonce, ...judged };
    });
  } catch (error) {
    // The same admission sent twice at once: the one stored first is the answer.
    if (uniqueViolation(error) === null) throw error;
    const first = await stored(db);
    if (!first) throw error;
    return first;
  }
}

type Judged = Pick<SyncedAdmission, 'result' | 'reason'>;

async function judge(trx: Transaction<Database>, audit: Audit, device: SyncingDevice, admission: QueuedAdmission): Promise<Judged> {
  const refused = (reason: string): Judged => ({ result: 'refused', reason });
  const ticket = await trx.selectFrom('tickets').select(['id', 'event_id']).where('id', '=', admission.ticket_id).forUpdate().executeTakeFirst();
  if (!ticket) return refused('This ticket does not exist.');
  if (ticket.event_id !== device.event_id) return refused('This ticket is for another event.');
  // The order that decides, as the phone's list said it.
  const { status } = await doorTicketsQuery(trx, device.event_id).where('t.id', '=', ticket.id).executeTakeFirstOrThrow();
  const state = stateOf(status);
  if (state !== 'valid') return refused(REFUSALS[state]);
  const earlier = await trx
    .selectFrom('check_ins as c')
    .leftJoin('door_devices as d', 'd.id', 'c.device_id')
    .select(['c.checked_in_at', 'c.device_id', 'd.name'])
    .where('c.ticket_id', '=', ticket.id)
    .executeTakeFirst();
  if (earlier) {
    if (earlier.device_id === device.id) return { result: 'admitted', reason: null };
    return { result: 'conflict', reason: `Already admitted at ${earlier.name ?? 'the door online'} at ${karachiTime(earlier.checked_in_at)} (Karachi time).` };
  }
  // Audited as a check-in at the door online is, with the phone and that it was offline.
  await auditChange(trx, audit, { action: 'ticket.check-in', entity: 'ticket', id: ticket.id }, (db) => ticketCheckInSnapshot(db, ticket.id), () =>
    trx
      .insertInto('check_ins')
      .values({
        ticket_id: ticket.id,
        staff_id: device.staff_id,
        device_id: device.id,
        offline: true,
        // The phone's clock, but never in the future: a phone set ahead does not admit someone later than now.
        checked_in_at: sql<Date>`least(cast(${new Date(admission.scanned_at)} as timestamptz), now())`,
      })
      .execute(),
  );
  return { result: 'admitted', reason: null };
}

/** The phones prepared for event `eventId`'s door, newest first, and the conflicts and refusals their syncs made. */
export async function offlineDoors(db: Kysely<Database>, eventId: number): Promise<OfflineDoors> {
  const event = await db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(NO_EVENT);
  const [devices, rows] = await Promise.all([
    devicesQuery(db).where('d.event_id', '=', eventId).orderBy('d.prepared_at', 'desc').orderBy('d.id').execute(),
    db
      .selectFrom('door_admissions as a')
      .innerJoin('door_devices as d', 'd.id', 'a.device_id')
      .innerJoin('users as su', 'su.id', 'a.staff_id')
      .leftJoin('tickets as t', 't.id', 'a.ticket_id')
      .leftJoin('event_packages as p', 'p.id', 't.package_id')
      // The check-in that won, when the ticket is this event's: a ticket of another event was checked in elsewhere.
      .leftJoin('check_ins as c', (join) => join.onRef('c.ticket_id', '=', 'a.ticket_id').onRef('t.event_id', '=', 'a.event_id'))
      .leftJoin('door_devices as cd', 'cd.id', 'c.device_id')
      .leftJoin('users as cu', 'cu.id', 'c.staff_id')
      .select(['a.ticket_id', 'a.reason', 'a.scanned_at', 'd.name as device', 'su.name as staff', 't.first_name', 't.last_name', 'p.name as package'])
      .select(['c.checked_in_at as first_at', 'c.offline as first_offline', 'cd.name as first_device', 'cu.name as first_staff'])
      .where('a.event_id', '=', eventId)
      .where('a.result', 'in', ['conflict', 'refused'])
      .orderBy('a.received_at', 'desc')
      .orderBy('a.scanned_at', 'desc')
      .limit(CONFLICTS_LISTED)
      .execute(),
  ]);
  const conflicts = rows.map(
    (row): DoorConflict => ({
      ticket_id: row.ticket_id,
      holder: row.first_name === null ? `Ticket ${row.ticket_id}` : `${row.first_name} ${row.last_name}`,
      package: row.package ?? '',
      reason: row.reason ?? '',
      first: row.first_at === null ? null : { at: iso(row.first_at)!, device: row.first_device ?? 'Online', staff: row.first_staff ?? '', offline: row.first_offline ?? false },
      second: { at: iso(row.scanned_at)!, device: row.device, staff: row.staff, offline: true },
    }),
  );
  return { devices: devices.map(deviceOut), conflicts };
}

/** Revokes phone `deviceId`: its next sync is refused. Audited (`door.revoke`); a phone already revoked stays as it is. */
export async function revokeDevice(db: Kysely<Database>, deviceId: string, staffId: number): Promise<DoorDevice> {
  const id = deviceId.toLowerCase();
  await staffChange(db, staffId, async (trx, audit) => {
    const device = await trx.selectFrom('door_devices').select('revoked_at').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!device) throw notFound(UNKNOWN_DEVICE);
    if (device.revoked_at) return;
    await auditChange(trx, audit, { action: 'door.revoke', entity: 'door_device', id }, (db) => deviceSnapshot(db, id), () =>
      trx.updateTable('door_devices').set({ revoked_at: sql<Date>`now()`, revoked_by: staffId }).where('id', '=', id).execute(),
    );
  });
  return (await findDevice(db, id))!;
}
