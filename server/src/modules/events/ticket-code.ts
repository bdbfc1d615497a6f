// The code in a ticket's QR: the ticket's id and an HMAC-SHA256 of it under a random key kept by the server, so a
// code can be printed again on every download, cannot be guessed from another ticket's, and a forged one is refused
// at the door without a lookup of codes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { signingKey } from '../../lib/signing-keys.js';

const KEY_NAME = 'ticket-code';


const mac = (key: string, ticketId: number) => createHmac('sha256', key).update(`ticket:${ticketId}`).digest('base64url');

/** The code printed in the QR of ticket `ticketId`, e.g. `T42.Xb3…`. */
export async function ticketCode(db: Kysely<Database>, ticketId: number): Promise<string> {
  return (await ticketCoder(db))(ticketId);
}

/** `ticketCode` for many tickets, with the key read once. */
export async function ticketCoder(db: Kysely<Database>): Promise<(ticketId: number) => string> {
  const key = await signingKey(db, KEY_NAME);
  return (ticketId) => `T${ticketId}.${mac(key, ticketId)}`;
}

/** The ticket id a code stands for, or null when the code is not one the server signed. */
export async function verifyTicketCode(db: Kysely<Database>, code: string): Promise<number | null> {
  const match = /^T([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(code.trim());
  if (!match) return null;
  const ticketId = Number(match[1]);
  const expected = Buffer.from(mac(await signingKey(db, KEY_NAME), ticketId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? ticketId : null;
}
