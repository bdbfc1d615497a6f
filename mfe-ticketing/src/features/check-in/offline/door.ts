// A prepared door's decisions with no network, and its sync when the network returns (pretix's offline check-in, in
// the browser): a valid ticket is admitted at once and the admission queued with a nonce, the phone's id and the time;
// a ticket that does not admit is refused with the reason the server gives online. The queue goes to the server in
// batches that are safe to send again, and the phone takes what the other doors admitted since its last sync.
import { ApiError } from 'shared-api';
import { checkInApi } from '../api';
import type { CheckIn, DoorPack, DoorTicket } from '../shapes';
import { SYNC_BATCH } from '../staff-validation';
import { oldCodeHash, readCode, signatureCheck, type SignatureCheck } from './codes';
import * as store from './store';
import type { DoorProblem, DoorRecord, QueuedAdmission, StoredTicket } from './store';

/** A door in memory: its record, its list by ticket number, its queue, and the checker of codes' signatures. */
export interface LoadedDoor {
  record: DoorRecord;
  tickets: Map<number, StoredTicket>;
  queue: QueuedAdmission[];
  check: SignatureCheck;
}

/** An event's door is kept this long after the event ends, for admissions still waiting to be synced; then deleted. */
export const KEPT_AFTER_END_MS = 6 * 60 * 60 * 1000;
/** The sync's answers kept on the phone to show. */
const PROBLEMS_KEPT = 50;

export const INVALID_CODE = 'This is not a valid ticket code.';
export const NOT_LISTED_OLD = 'This ticket is not in this phone’s list, and a code printed before signed codes can only be checked online.';
export const UNLISTED_NOTE = 'Not in this phone’s list: bought after the phone was prepared. Its signature is genuine.';
const REFUSED: Record<Exclude<DoorTicket['state'], 'valid'>, string> = {
  refunded: 'This ticket was refunded: it does not admit anyone.',
  cancelled: 'This ticket was cancelled: it does not admit anyone.',
  unpaid: 'This ticket has no paid order: it does not admit anyone.',
};

/** What the door says offline: as online, and whether the ticket was in the phone's list. */
export type OfflineAnswer =
  | { kind: 'checked-in' | 'already'; result: CheckIn; unlisted: boolean }
  | { kind: 'refused'; message: string };

export async function loadDoor(key: string): Promise<LoadedDoor | null> {
  const record = await store.readDoor(key);
  if (!record) return null;
  const [tickets, queue, check] = await Promise.all([store.readTickets(key), store.readQueue(key), signatureCheck(record.publicKey)]);
  return { record, tickets: new Map(tickets.map((t) => [t.id, t])), queue: queue.sort((a, b) => a.scanned_at.localeCompare(b.scanned_at)), check };
}

/** The event ended long enough ago and nothing waits to be sent: what the phone kept for it goes. */
export const pastItsEvent = (door: Pick<LoadedDoor, 'record' | 'queue'>, now: Date) =>
  door.queue.length === 0 && new Date(door.record.event.end_date).getTime() + KEPT_AFTER_END_MS < now.getTime();

const packageName = (door: LoadedDoor, packageId: number) => door.record.packages.find((p) => p.id === packageId)?.name ?? 'A package added since this phone was prepared';

/**
 * The answer to a code at a prepared door with no network. A valid ticket is admitted here and now: marked in and
 * queued, in one write, before the answer shows.
 */
export async function decideOffline(door: LoadedDoor, typed: string, now: Date): Promise<OfflineAnswer> {
  const code = readCode(typed);
  if (code.form === 'unreadable') return { kind: 'refused', message: INVALID_CODE };
  let ticket = door.tickets.get(code.ticketId);
  if (code.form === 'signed') {
    if (!(await door.check(code.message, code.signature))) return { kind: 'refused', message: INVALID_CODE };
    if (code.eventId !== door.record.event.id) return { kind: 'refused', message: `This ticket is for another event, not ${door.record.event.title}.` };
  } else {
    if (!ticket) return { kind: 'refused', message: NOT_LISTED_OLD };
    if (!ticket.old_code || ticket.old_code !== (await oldCodeHash(code.code))) return { kind: 'refused', message: INVALID_CODE };
  }
  const unlisted = !ticket;
  // A genuine ticket the list does not have was bought after the phone was prepared: it is added, so it admits once.
  ticket ??= { door: door.record.key, id: code.ticketId, holder: '', package_id: code.form === 'signed' ? code.packageId : 0, state: 'valid', checked_in_at: null, old_code: null };
  return admitTicket(door, ticket, now, unlisted);
}

/** A ticket of the list, chosen by a search of the list: the same rules as by its code. */
export function admitListed(door: LoadedDoor, ticketId: number, now: Date): Promise<OfflineAnswer> {
  const ticket = door.tickets.get(ticketId);
  if (!ticket) return Promise.resolve({ kind: 'refused', message: 'This ticket does not exist.' });
  return admitTicket(door, ticket, now, false);
}

async function admitTicket(door: LoadedDoor, ticket: StoredTicket, now: Date, unlisted: boolean): Promise<OfflineAnswer> {
  const holder = ticket.holder || `Ticket ${ticket.id}`;
  const details = { holder, event: door.record.event.title, package: packageName(door, ticket.package_id) };
  if (ticket.state !== 'valid') return { kind: 'refused', message: REFUSED[ticket.state] };
  if (ticket.checked_in_at) return { kind: 'already', result: { result: 'already', checked_in_at: ticket.checked_in_at, ...details }, unlisted };
  const at = now.toISOString();
  const admitted = { ...ticket, checked_in_at: at };
  const queued: QueuedAdmission = { door: door.record.key, nonce: crypto.randomUUID(), ticket_id: ticket.id, scanned_at: at, holder };
  await store.admit(admitted, queued);
  door.tickets.set(ticket.id, admitted);
  door.queue.push(queued);
  return { kind: 'checked-in', result: { result: 'checked-in', checked_in_at: at, ...details }, unlisted };
}

/** A check-in the server made online at this door: the list says so too, so the phone refuses a second entry offline. */
export async function noteOnlineCheckIn(door: LoadedDoor, ticketId: number, checkedInAt: string) {
  const ticket = door.tickets.get(ticketId);
  if (!ticket || ticket.checked_in_at) return;
  const marked = { ...ticket, checked_in_at: checkedInAt };
  door.tickets.set(ticketId, marked);
  await store.keepTicket(marked);
}

/** The tickets of the list whose holder's name starts with the words typed (a person without their QR, offline). */
export function searchList(door: LoadedDoor, typed: string, limit = 20): StoredTicket[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const found: StoredTicket[] = [];
  for (const ticket of door.tickets.values()) {
    const names = ticket.holder.toLowerCase().split(/\s+/);
    if (ticket.holder && words.every((word) => names.some((name) => name.startsWith(word)))) found.push(ticket);
    if (found.length > limit) break;
  }
  return found.sort((a, b) => a.holder.localeCompare(b.holder));
}

/** The phone's door, kept from what the server answered when it was prepared (or prepared again). */
export async function keepPack(pack: DoorPack, staffId: string, now: Date): Promise<LoadedDoor> {
  const key = store.doorKey(staffId, pack.event.id);
  const earlier = await store.readDoor(key);
  const record: DoorRecord = {
    key,
    staffId,
    deviceId: pack.device.id,
    deviceName: pack.device.name,
    event: pack.event,
    publicKey: pack.public_key,
    packages: pack.packages,
    syncedAt: pack.synced_at,
    lastSyncAt: now.toISOString(),
    problems: earlier?.problems ?? [],
  };
  // Admissions still waiting stay admitted in the new list until the server has them.
  const waiting = new Map((await store.readQueue(key)).map((q) => [q.ticket_id, q.scanned_at]));
  const tickets = pack.tickets.map((t) => (waiting.has(t.id) && !t.checked_in_at ? { ...t, checked_in_at: waiting.get(t.id)! } : t));
  await store.keepDoor(record, tickets);
  return (await loadDoor(key))!;
}

/** Why a sync stopped: the network (the queue waits), or the server refused the phone (its door is deleted). */
export type SyncFailure = { kind: 'network' } | { kind: 'refused'; message: string };

/**
 * Sends the queue in batches, oldest first, and takes what changed at the other doors. Safe to run again at any point:
 * a batch whose answer was lost is sent again with the same nonces and changes nothing twice.
 */
export async function syncDoor(door: LoadedDoor, now: () => Date = () => new Date()): Promise<SyncFailure | null> {
  do {
    const batch = door.queue.slice(0, SYNC_BATCH);
    let answer;
    try {
      answer = await checkInApi.syncDoor({
        body: { device_id: door.record.deviceId, since: door.record.syncedAt, admissions: batch.map(({ nonce, ticket_id, scanned_at }) => ({ nonce, ticket_id, scanned_at })) },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
        // Revoked, prepared in another sign-in, or signed out: the phone keeps nothing of this door any more.
        await store.forgetDoor(door.record.key).catch(() => undefined);
        return { kind: 'refused', message: error.message };
      }
      return { kind: 'network' };
    }
    const { results, changed, synced_at } = answer.data;
    const byNonce = new Map(batch.map((q) => [q.nonce, q]));
    const problems: DoorProblem[] = results
      .filter((r) => r.result !== 'admitted')
      .map((r) => ({ ...r, holder: byNonce.get(r.nonce)?.holder ?? '', scanned_at: byNonce.get(r.nonce)?.scanned_at ?? '' }));
    const sent = new Set(results.map((r) => r.nonce));
    if (batch.length > 0 && !batch.some((q) => sent.has(q.nonce))) return { kind: 'network' };
    door.queue = door.queue.filter((q) => !sent.has(q.nonce));
    const stillWaiting = new Set(door.queue.map((q) => q.ticket_id));
    // What the server says of a ticket wins, except an admission of this phone it has not been sent yet.
    const taken = changed.filter((t) => !(stillWaiting.has(t.id) && !t.checked_in_at));
    door.record = { ...door.record, syncedAt: synced_at, lastSyncAt: now().toISOString(), problems: [...problems, ...door.record.problems].slice(0, PROBLEMS_KEPT) };
    await store.applySync(door.record, [...sent], taken);
    for (const ticket of taken) door.tickets.set(ticket.id, { ...ticket, door: door.record.key });
  } while (door.queue.length > 0);
  return null;
}
