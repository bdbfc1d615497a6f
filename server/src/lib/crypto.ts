import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A secret handed to a client once (API token, reset token, unsubscribe id): 32 random bytes, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Secrets are stored only as this hash, so a leaked table grants nothing. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The member id in public URLs (/member/:memberId): 80 random bits, so members can't be enumerated. */
export function newMemberId() {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

// Crockford's alphabet: no I, L, O or U, so the printed id survives being read aloud or copied by hand.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The MEMBER ID shown on /profile, e.g. FAP-7K3M-Q9TD: random, never a sequence. */
export function newMembershipId() {
  const pick = () => Array.from({ length: 4 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');
  return `FAP-${pick()}-${pick()}`;
}

/** A storage key: random, never derived from anything the user sent. */
export const newStorageKey = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;
