// The code in a ticket's QR: `T<ticket>.<event>.<package>.<signature>`, the signature an Ed25519 one by a key pair the
// server keeps, so a phone at the door holding only the public key tells a real code from a forged one with no
// network. Ed25519 is deterministic: a ticket's code is the same on every download. Codes printed before were
// `T<ticket>.<HMAC-SHA256>` under a secret key: they still admit online, and offline by their hash (`oldCodeHasher`).
import { createHash, createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { signingKey } from '../../lib/signing-keys.js';

/** The secret of the codes printed before codes were signed. */
const HMAC_KEY_NAME = 'ticket-code';
/** The Ed25519 private key (PKCS8 DER, base64) that signs codes. */
const SIGNATURE_KEY_NAME = 'ticket-signature';

/** What a code names of its ticket: a phone offline reads the event and package from the code itself. */
export interface CodedTicket {
  id: number;
  event_id: number;
  package_id: number;
}

const newKeyPair = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

// Parsed once per process (the stored key never changes): a door scan verifies without reading the key again.
const pairs = new WeakMap<Kysely<Database>, Promise<KeyPair>>();

function keyPair(db: Kysely<Database>): Promise<KeyPair> {
  let pair = pairs.get(db);
  if (!pair) {
    pair = signingKey(db, SIGNATURE_KEY_NAME, newKeyPair).then((secret) => {
      const privateKey = createPrivateKey({ key: Buffer.from(secret, 'base64'), format: 'der', type: 'pkcs8' });
      return { privateKey, publicKey: createPublicKey(privateKey) };
    });
    // A failed read (the database away a moment) is tried again by the next call, not kept.
    pair.catch(() => pairs.delete(db));
    pairs.set(db, pair);
  }
  return pair;
}

const signedText = (ticket: CodedTicket) => Buffer.from(`ticket:${ticket.id}:${ticket.event_id}:${ticket.package_id}`, 'utf8');

/** The code printed in the QR of ticket `ticketId`, e.g. `T42.7.12.Xb3…`. */
export async function ticketCode(db: Kysely<Database>, ticketId: number): Promise<string> {
  const ticket = await db.selectFrom('tickets').select(['id', 'event_id', 'package_id']).where('id', '=', ticketId).executeTakeFirst();
  if (!ticket) throw new Error(`ticket ${ticketId} does not exist`);
  return (await ticketCoder(db))(ticket);
}

/** `ticketCode` for many tickets, with the key read once. */
export async function ticketCoder(db: Kysely<Database>): Promise<(ticket: CodedTicket) => string> {
  const { privateKey } = await keyPair(db);
  return (ticket) => `T${ticket.id}.${ticket.event_id}.${ticket.package_id}.${sign(null, signedText(ticket), privateKey).toString('base64url')}`;
}

/** The public key that verifies codes: its raw 32 bytes (the end of its SPKI form), base64url, as a phone imports it. */
export async function ticketPublicKey(db: Kysely<Database>): Promise<string> {
  const { publicKey } = await keyPair(db);
  return publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64url');
}

/** How much of an old code's SHA-256 a phone keeps. */
const OLD_CODE_HASH_BYTES = 16;

const mac = (key: string, ticketId: number) => createHmac('sha256', key).update(`ticket:${ticketId}`).digest('base64url');

/** The code printed for ticket `ticketId` before codes were signed (`T42.<HMAC>`): what an old PDF shows. */
export async function oldTicketCode(db: Kysely<Database>, ticketId: number): Promise<string> {
  return `T${ticketId}.${mac(await signingKey(db, HMAC_KEY_NAME), ticketId)}`;
}

/**
 * The first 16 bytes of the SHA-256 (base64url) of each ticket's old code, with the key read once: a phone offline checks
 * an old code by it. 128 bits leave no code to find that matches one ticket's, and keep a 2,000-ticket list 40 KB
 * lighter than the whole hash (random bytes do not compress).
 */
export async function oldCodeHasher(db: Kysely<Database>): Promise<(ticketId: number) => string> {
  const key = await signingKey(db, HMAC_KEY_NAME);
  return (ticketId) => createHash('sha256').update(`T${ticketId}.${mac(key, ticketId)}`).digest().subarray(0, OLD_CODE_HASH_BYTES).toString('base64url');
}

const ID = '([1-9]\\d{0,15})';
const SIGNED = new RegExp(`^T${ID}\\.${ID}\\.${ID}\\.([A-Za-z0-9_-]{86})$`);
const OLD = new RegExp(`^T${ID}\\.([A-Za-z0-9_-]{43})$`);

/** The ticket id a code stands for, or null when the code is not one the server signed (in either form). */
export async function verifyTicketCode(db: Kysely<Database>, code: string): Promise<number | null> {
  const text = code.trim();
  const signed = SIGNED.exec(text);
  if (signed) {
    const [, id, eventId, packageId, signature] = signed;
    const bytes = Buffer.from(signature, 'base64url');
    // One spelling per signature: the last character's unused bits changed would otherwise decode to the same bytes.
    if (bytes.length !== 64 || bytes.toString('base64url') !== signature) return null;
    const ticket = { id: Number(id), event_id: Number(eventId), package_id: Number(packageId) };
    return verify(null, signedText(ticket), (await keyPair(db)).publicKey, bytes) ? ticket.id : null;
  }
  const old = OLD.exec(text);
  if (!old) return null;
  const ticketId = Number(old[1]);
  const expected = Buffer.from(mac(await signingKey(db, HMAC_KEY_NAME), ticketId));
  const given = Buffer.from(old[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? ticketId : null;
}
