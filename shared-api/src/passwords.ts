// What a new password must not be, besides long enough (docs/decisions/036, after NIST SP 800-63B §5.1.1.2): one of
// the kept list of common and leaked passwords, or a password made of its owner's own name or e-mail name. The rule is
// validation.ts's (registration, password reset, change of password), on the form and on the server alike.
import { COMMON_PASSWORDS } from './common-passwords';

const commonPasswords = new Set(COMMON_PASSWORDS);

/**
 * The form knows the most used passwords (COMMON_PASSWORDS); the server adds the whole kept list it checks against
 * (common-passwords.txt), so the browser never downloads it.
 */
export function addCommonPasswords(list: Iterable<string>) {
  for (const password of list) commonPasswords.add(password.toLowerCase());
}

export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase());

/** Whose password it is: their name and e-mail, as the form or the account knows them. */
export interface PasswordOwner {
  name?: unknown;
  email?: unknown;
}

/** A word of a name shorter than this ("Al") is too short to say anything about a password. */
const SHORTEST_WORD = 3;
/** A word this long or longer is refused anywhere in a password; a shorter one ("Ali") only as the password's letters. */
const WORD_ANYWHERE = 4;

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The words a password must not be made of: the whole name and each of its words, and the e-mail's name (before the @)
 * whole and in its parts. `Sana Malik`, `sana.malik90@example.org` → sanamalik, sana, malik, sanamalik90, malik90.
 */
function ownWords({ name, email }: PasswordOwner): string[] {
  const words = new Set<string>();
  const addFrom = (text: string) => {
    const parts = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (const word of [parts.join(''), ...parts]) if (word.length >= SHORTEST_WORD) words.add(word);
  };
  if (typeof name === 'string') addFrom(name);
  if (typeof email === 'string') addFrom(email.split('@')[0]);
  return [...words];
}

/**
 * Whether a password is made of its owner's name or e-mail name, whatever its case and separators: `Sana.Malik#1`,
 * `malik2026`, `Ali@12345` for Ali Khan. A word of three letters is refused only when it is all of the password's
 * letters, so Ali Khan may still choose `Quality-Mangoes-7`.
 */
export function namesItsOwner(password: string, owner: PasswordOwner) {
  const said = compact(password);
  const letters = said.replace(/\p{N}+/gu, '');
  return ownWords(owner).some((word) => (word.length >= WORD_ANYWHERE ? said.includes(word) : letters === word));
}
