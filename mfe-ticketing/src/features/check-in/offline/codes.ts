// A ticket code read at a door with no network. A code `T<ticket>.<event>.<package>.<signature>` proves itself: its
// Ed25519 signature, checked with the public key the phone was given when prepared, shows the association made it,
// even for a ticket bought after the phone was prepared. A code printed before codes were signed (`T<ticket>.<mac>`)
// can only be checked against the hash of it the phone keeps for each ticket of its list.

/** What a code says, before its signature is checked. */
export type ReadCode =
  | { form: 'signed'; ticketId: number; eventId: number; packageId: number; message: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> }
  | { form: 'old'; ticketId: number; code: string }
  | { form: 'unreadable' };

const SIGNED = /^T([1-9]\d{0,15})\.([1-9]\d{0,15})\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{86})$/;
const OLD = /^T([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/;

export function base64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const toBase64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The parts of a ticket code, as typed or scanned. */
export function readCode(typed: string): ReadCode {
  const code = typed.trim();
  const signed = SIGNED.exec(code);
  if (signed) {
    const [ticketId, eventId, packageId] = [signed[1], signed[2], signed[3]].map(Number);
    return { form: 'signed', ticketId, eventId, packageId, message: new TextEncoder().encode(`ticket:${ticketId}:${eventId}:${packageId}`), signature: base64url(signed[4]) };
  }
  const old = OLD.exec(code);
  if (old) return { form: 'old', ticketId: Number(old[1]), code };
  return { form: 'unreadable' };
}

/** The first 16 bytes of an old code's SHA-256, base64url: what the phone's list keeps for each ticket. */
export async function oldCodeHash(code: string): Promise<string> {
  return toBase64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code))).subarray(0, 16));
}

/** A checker of signatures under one public key (32 bytes, base64url), made once per door. */
export type SignatureCheck = (message: Uint8Array<ArrayBuffer>, signature: Uint8Array<ArrayBuffer>) => Promise<boolean>;

/**
 * The browser's own Ed25519 where it has it (Chrome 137+, Safari 17+, Firefox 129+); else a small audited library,
 * fetched only then.
 */
export async function signatureCheck(publicKey: string): Promise<SignatureCheck> {
  const raw = base64url(publicKey);
  try {
    const key = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    return async (message, signature) => crypto.subtle.verify({ name: 'Ed25519' }, key, signature, message).catch(() => false);
  } catch {
    const ed = await import('@noble/ed25519');
    return async (message, signature) => ed.verifyAsync(signature, message, raw).catch(() => false);
  }
}
