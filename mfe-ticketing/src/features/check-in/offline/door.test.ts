import 'fake-indexeddb/auto';
import { generateKeyPairSync, sign, webcrypto } from 'node:crypto';
import { failure, mockApi, ok } from '@test/mock-api';
import type { DoorPack, DoorTicket } from '../shapes';
import { admitListed, decideOffline, INVALID_CODE, keepPack, loadDoor, NOT_LISTED_OLD, pastItsEvent, searchList, syncDoor } from './door';

// The phone checks signatures with the browser's Web Crypto, as a phone does.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const keys = generateKeyPairSync('ed25519');
const publicKey = (keys.publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(-32).toString('base64url');
/** A ticket code as the server signs it. */
const codeOf = (ticket: number, event: number, pack: number, key = keys.privateKey) =>
  `T${ticket}.${event}.${pack}.${sign(null, Buffer.from(`ticket:${ticket}:${event}:${pack}`), key).toString('base64url')}`;
const sha = async (text: string) => Buffer.from(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).subarray(0, 16).toString('base64url');

const OLD_CODE = `T4.${'a'.repeat(43)}`;
const ticket = (id: number, patch: Partial<DoorTicket> = {}): DoorTicket => ({ id, holder: `Holder ${id}`, package_id: 3, state: 'valid', checked_in_at: null, old_code: null, ...patch });

async function pack(): Promise<DoorPack> {
  return {
    device: { id: '0b7f8f4e-6d1a-4c53-9a51-3f1f2a8e9c10', name: 'Chrome on Android', staff: 'Zainab Hussain', prepared_at: '2027-06-01T04:00:00.000Z', last_sync_at: null, revoked_at: null, admitted_offline: 0 },
    event: { id: 7, title: 'Freelancers Summit', start_date: '2027-06-01T05:00:00.000Z', end_date: '2027-06-01T13:00:00.000Z' },
    public_key: publicKey,
    packages: [{ id: 3, name: 'Standard' }],
    tickets: [
      ticket(1, { holder: 'Bilal Khan' }),
      ticket(2, { holder: 'Hira Baloch', state: 'refunded' }),
      ticket(3, { holder: 'Sana Mir', checked_in_at: '2027-06-01T05:10:00.000Z' }),
      ticket(4, { holder: 'Ali Raza', old_code: await sha(OLD_CODE) }),
    ],
    synced_at: '2027-06-01T04:00:00.000Z',
  };
}

const now = new Date('2027-06-01T06:00:00.000Z');

// Each test starts with a phone that keeps nothing (the database deleted as sign-out deletes it).
afterEach(async () => {
  await new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase('pafla-offline-door');
    request.onsuccess = resolve;
    request.onerror = reject;
  });
});

describe('a door prepared for offline use', () => {
  it('admits a valid ticket once and refuses what does not admit, with the reasons given online', async () => {
    const door = await keepPack(await pack(), 'PFA-0011', now);

    const first = await decideOffline(door, codeOf(1, 7, 3), now);
    expect(first).toMatchObject({ kind: 'checked-in', unlisted: false, result: { holder: 'Bilal Khan', package: 'Standard', event: 'Freelancers Summit' } });
    expect(await decideOffline(door, codeOf(1, 7, 3), now)).toMatchObject({ kind: 'already', result: { checked_in_at: now.toISOString() } });
    expect(await decideOffline(door, codeOf(2, 7, 3), now)).toEqual({ kind: 'refused', message: 'This ticket was refunded: it does not admit anyone.' });
    expect(await decideOffline(door, codeOf(3, 7, 3), now)).toMatchObject({ kind: 'already', result: { checked_in_at: '2027-06-01T05:10:00.000Z' } });
    expect(await decideOffline(door, codeOf(1, 8, 3), now)).toEqual({ kind: 'refused', message: 'This ticket is for another event, not Freelancers Summit.' });
    expect(await decideOffline(door, 'hello', now)).toEqual({ kind: 'refused', message: INVALID_CODE });

    // One admission queued, kept across a reload of the page.
    const reloaded = (await loadDoor(door.record.key))!;
    expect(reloaded.queue).toEqual([expect.objectContaining({ ticket_id: 1, scanned_at: now.toISOString(), holder: 'Bilal Khan' })]);
    expect(reloaded.tickets.get(1)?.checked_in_at).toBe(now.toISOString());
  });

  it('tells a genuine ticket bought after the phone was prepared from a forged one', async () => {
    const door = await keepPack(await pack(), 'PFA-0011', now);
    const forger = generateKeyPairSync('ed25519').privateKey;

    expect(await decideOffline(door, codeOf(50, 7, 3, forger), now)).toEqual({ kind: 'refused', message: INVALID_CODE });
    const tampered = codeOf(50, 7, 3).replace('T50.', 'T51.');
    expect(await decideOffline(door, tampered, now)).toEqual({ kind: 'refused', message: INVALID_CODE });
    expect(await decideOffline(door, codeOf(50, 7, 3), now)).toMatchObject({ kind: 'checked-in', unlisted: true, result: { holder: 'Ticket 50', package: 'Standard' } });
    expect(await decideOffline(door, codeOf(50, 7, 3), now)).toMatchObject({ kind: 'already' });
    expect(door.queue.map((q) => q.ticket_id)).toEqual([50]);
  });

  it('checks a code printed before codes were signed by its hash, only for a ticket in the list', async () => {
    const door = await keepPack(await pack(), 'PFA-0011', now);
    expect(await decideOffline(door, `T4.${'b'.repeat(43)}`, now)).toEqual({ kind: 'refused', message: INVALID_CODE });
    expect(await decideOffline(door, `T9.${'a'.repeat(43)}`, now)).toEqual({ kind: 'refused', message: NOT_LISTED_OLD });
    expect(await decideOffline(door, OLD_CODE, now)).toMatchObject({ kind: 'checked-in', result: { holder: 'Ali Raza' } });
  });

  it('finds a holder by name in its list and admits them', async () => {
    const door = await keepPack(await pack(), 'PFA-0011', now);
    expect(searchList(door, 'bil').map((t) => t.holder)).toEqual(['Bilal Khan']);
    expect(searchList(door, 'hira bal').map((t) => t.id)).toEqual([2]);
    expect(await admitListed(door, 1, now)).toMatchObject({ kind: 'checked-in' });
    expect(await admitListed(door, 2, now)).toMatchObject({ kind: 'refused' });
  });

  it('sends its queue once, keeps what the server said went wrong, and takes the other doors’ admissions', async () => {
    const door = await keepPack(await pack(), 'PFA-0011', now);
    await decideOffline(door, codeOf(1, 7, 3), now);
    await decideOffline(door, codeOf(4, 7, 3), now);
    const sent: unknown[] = [];
    mockApi({
      'POST /api/staff/door/sync': ({ body }) => {
        sent.push(body);
        const { admissions } = body as { admissions: Array<{ nonce: string; ticket_id: number }> };
        return ok({
          results: admissions.map((a) =>
            a.ticket_id === 4 ? { nonce: a.nonce, result: 'conflict', reason: 'Already admitted at Safari on iOS at 10:58 AM (Karachi time).' } : { nonce: a.nonce, result: 'admitted', reason: null },
          ),
          changed: [ticket(1, { holder: 'Bilal Khan', checked_in_at: now.toISOString() }), ticket(5, { holder: 'New Holder', checked_in_at: '2027-06-01T05:59:00.000Z' })],
          synced_at: '2027-06-01T06:00:05.000Z',
        });
      },
    });

    expect(await syncDoor(door)).toBeNull();
    expect(sent).toEqual([{ device_id: door.record.deviceId, since: '2027-06-01T04:00:00.000Z', admissions: [expect.objectContaining({ ticket_id: 1 }), expect.objectContaining({ ticket_id: 4 })] }]);
    const reloaded = (await loadDoor(door.record.key))!;
    expect(reloaded.queue).toEqual([]);
    expect(reloaded.record.syncedAt).toBe('2027-06-01T06:00:05.000Z');
    expect(reloaded.record.problems).toEqual([expect.objectContaining({ holder: 'Ali Raza', result: 'conflict' })]);
    // Another door admitted ticket 5: this phone now says so.
    expect(await decideOffline(reloaded, codeOf(5, 7, 3), now)).toMatchObject({ kind: 'already', result: { holder: 'New Holder' } });
  });

  it('keeps its queue when the network fails, and deletes its door when the server refuses the phone', async () => {
    const door = await keepPack(await pack(), 'PFA-0011', now);
    await decideOffline(door, codeOf(1, 7, 3), now);
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await syncDoor(door)).toEqual({ kind: 'network' });
    expect((await loadDoor(door.record.key))!.queue).toHaveLength(1);

    mockApi({ 'POST /api/staff/door/sync': failure(403, 'This phone was revoked: it cannot sync.') });
    expect(await syncDoor(door)).toEqual({ kind: 'refused', message: 'This phone was revoked: it cannot sync.' });
    expect(await loadDoor(door.record.key)).toBeNull();
  });

  it('is deleted once its event has ended and nothing waits to be sent', async () => {
    const door = await keepPack(await pack(), 'PFA-0011', now);
    const late = new Date('2027-06-01T19:01:00.000Z');
    expect(pastItsEvent(door, new Date('2027-06-01T18:59:00.000Z'))).toBe(false);
    expect(pastItsEvent(door, late)).toBe(true);
    await decideOffline(door, codeOf(1, 7, 3), now);
    expect(pastItsEvent(door, late)).toBe(false);
  });
});
