// What a prepared phone keeps for one event's door, in the browser's IndexedDB: the event, the public key of ticket
// codes, each ticket (holder, package, state, when admitted) and the admissions not yet synced. Kept per staff member
// and event; the database's name carries the prefix everything a sign-in keeps offline carries, so signing out
// deletes it (shared-api's forgetOfflineData).
import { OFFLINE_PREFIX } from 'shared-api/offline-data';
import type { DoorPack, DoorTicket, SyncedAdmission } from '../shapes';

const DATABASE = `${OFFLINE_PREFIX}door`;

/** One admission this phone made and the server has not confirmed. */
export interface QueuedAdmission {
  door: string;
  nonce: string;
  ticket_id: number;
  scanned_at: string;
  holder: string;
}

/** A sync's answer the door must see: another door came first, or the ticket no longer admitted. */
export interface DoorProblem extends SyncedAdmission {
  holder: string;
  scanned_at: string;
}

export interface DoorRecord {
  /** `<staff member's MEMBER ID>:<event id>` */
  key: string;
  /** the staff member's MEMBER ID */
  staffId: string;
  deviceId: string;
  deviceName: string;
  event: DoorPack['event'];
  publicKey: string;
  packages: DoorPack['packages'];
  /** the server's time of the last answer: the next sync asks for what changed since */
  syncedAt: string;
  /** when this phone last heard from the server (its own clock) */
  lastSyncAt: string;
  problems: DoorProblem[];
}

export interface StoredTicket extends DoorTicket {
  door: string;
}

export const doorKey = (staffId: string, eventId: number) => `${staffId}:${eventId}`;

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('doors', { keyPath: 'key' });
      db.createObjectStore('tickets', { keyPath: ['door', 'id'] }).createIndex('door', 'door');
      db.createObjectStore('queue', { keyPath: 'nonce' }).createIndex('door', 'door');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Signing out deletes the database: this connection steps aside instead of blocking it.
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error('This phone cannot keep the door offline.'));
    };
  });
  return opened;
}

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('aborted'));
  });

const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

type Store = 'doors' | 'tickets' | 'queue';

async function write(stores: Store[], work: (tx: IDBTransaction) => void) {
  const tx = (await open()).transaction(stores, 'readwrite');
  work(tx);
  await done(tx);
}

async function read<T>(store: Store, query: (s: IDBObjectStore) => IDBRequest<T>) {
  const tx = (await open()).transaction(store, 'readonly');
  return result(query(tx.objectStore(store)));
}

/** Every door this phone keeps (for every staff member who prepared one here). */
export const allDoors = () => read<DoorRecord[]>('doors', (s) => s.getAll() as IDBRequest<DoorRecord[]>);
export const readDoor = (key: string) => read<DoorRecord | undefined>('doors', (s) => s.get(key) as IDBRequest<DoorRecord | undefined>);
export const readTickets = (key: string) => read<StoredTicket[]>('tickets', (s) => s.index('door').getAll(key) as IDBRequest<StoredTicket[]>);
export const readQueue = (key: string) => read<QueuedAdmission[]>('queue', (s) => s.index('door').getAll(key) as IDBRequest<QueuedAdmission[]>);

/** A door prepared (or prepared again): its record and its whole list, in one transaction. */
export async function keepDoor(door: DoorRecord, tickets: DoorTicket[]) {
  const existing = await readTickets(door.key);
  await write(['doors', 'tickets'], (tx) => {
    tx.objectStore('doors').put(door);
    const store = tx.objectStore('tickets');
    const kept = new Set(tickets.map((t) => t.id));
    for (const old of existing) if (!kept.has(old.id)) store.delete([door.key, old.id]);
    for (const ticket of tickets) store.put({ ...ticket, door: door.key });
  });
}

/**
 * An admission made here: the ticket marked in and the admission queued, together, while the phone still keeps the
 * door (a sign-out in another tab deletes it: then nothing is written, and the caller refuses).
 */
export async function admit(ticket: StoredTicket, queued: QueuedAdmission) {
  const tx = (await open()).transaction(['doors', 'tickets', 'queue'], 'readwrite');
  const finished = done(tx);
  if ((await result(tx.objectStore('doors').getKey(queued.door))) === undefined) {
    tx.abort();
    await finished.catch(() => undefined);
    throw new Error('This phone no longer keeps this event’s door.');
  }
  tx.objectStore('tickets').put(ticket);
  tx.objectStore('queue').put(queued);
  await finished;
}

/** A sync's answer: the confirmed admissions leave the queue; what changed elsewhere and the door's record are kept. */
export const applySync = (door: DoorRecord, sent: string[], changed: DoorTicket[]) =>
  write(['doors', 'tickets', 'queue'], (tx) => {
    tx.objectStore('doors').put(door);
    for (const nonce of sent) tx.objectStore('queue').delete(nonce);
    for (const ticket of changed) tx.objectStore('tickets').put({ ...ticket, door: door.key });
  });

/** A ticket's state as the door now knows it (a check-in made online, here). */
export const keepTicket = (ticket: StoredTicket) => write(['tickets'], (tx) => tx.objectStore('tickets').put(ticket));

/** A door and everything kept for it. */
export async function forgetDoor(key: string) {
  const [tickets, queue] = await Promise.all([readTickets(key), readQueue(key)]);
  await write(['doors', 'tickets', 'queue'], (tx) => {
    tx.objectStore('doors').delete(key);
    for (const ticket of tickets) tx.objectStore('tickets').delete([key, ticket.id]);
    for (const item of queue) tx.objectStore('queue').delete(item.nonce);
  });
}
