// What staff type into a staff list's search box, read as what it can be: a name, an e-mail, a phone number, a CNIC,
// an order number or 1Bill reference, a MEMBER ID or a ticket code. Each reading is answered from its own index
// (migration 022): the modules' search queries use the SQL expressions below, which are the indexes' own.
import { sql, type Expression, type RawBuilder } from 'kysely';

/** A bill payment's voucher number (its 1Bill reference): this fixed prefix followed by the order's number (second spec §2.5). */
export const BILL_REFERENCE_PREFIX = '10470';
export const billReference = (orderId: number) => `${BILL_REFERENCE_PREFIX}${orderId}`;

export interface SearchTerms {
  /** the text as typed, trimmed */
  text: string;
  /** name words for a prefix search of names (letters and digits only, two characters or more) */
  nameQuery: string | null;
  /** an e-mail or the start of one, lower case */
  emailStart: string | null;
  /** the last ten digits of a phone number */
  phoneKey: string | null;
  /** a CNIC's 13 digits */
  cnic: string | null;
  /** order numbers the text can name: itself, or the number in a 1Bill reference */
  orderIds: number[];
  /** a MEMBER ID (FAP-XXXX-XXXX) or a member's public id */
  memberId: string | null;
  /** a ticket code as the QR carries it */
  ticketCode: string | null;
}

const MAX_ID = 2_147_483_647;

/** The readings of a search; null for nothing to search. */
export function searchTerms(raw: string | undefined | null): SearchTerms | null {
  const text = (raw ?? '').trim().slice(0, 200);
  if (!text) return null;
  const digits = text.replace(/[\s()+-]/g, '');
  const allDigits = /^\d+$/.test(digits);
  const orderIds: number[] = [];
  if (allDigits) {
    if (digits.length <= 10 && Number(digits) <= MAX_ID && Number(digits) > 0) orderIds.push(Number(digits));
    if (digits.startsWith(BILL_REFERENCE_PREFIX) && digits.length > BILL_REFERENCE_PREFIX.length) {
      const id = Number(digits.slice(BILL_REFERENCE_PREFIX.length));
      if (id > 0 && id <= MAX_ID) orderIds.push(id);
    }
  }
  const words = (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2).slice(0, 5);
  return {
    text,
    // A dot or an @ is an e-mail being typed, not a name: its words would match every Muhammad and every Khan.
    nameQuery: !allDigits && !/[@.]/.test(text) && words.length ? words.map((w) => `${w.slice(0, 50)}:*`).join(' & ') : null,
    emailStart: text.includes('@') || /^[\w.+-]+$/.test(text) ? text.toLowerCase() : null,
    phoneKey: allDigits && digits.length >= 10 && digits.length <= 13 ? digits.slice(-10) : null,
    cnic: allDigits && digits.length === 13 ? digits : null,
    orderIds,
    memberId: /^[A-Za-z0-9-]{6,64}$/.test(text) && !allDigits ? text : null,
    ticketCode: /^[A-Za-z0-9_.-]{40,140}$/.test(text) ? text : null,
  };
}

/** A phone column's key: its last ten digits (migration 022's expression indexes). */
export const phoneKeyOf = (column: string): RawBuilder<string> => sql<string>`right(regexp_replace(${sql.ref(column)}, '[^0-9]', '', 'g'), 10)`;

/** `<tsvector column> @@ to_tsquery('simple', …)` for a name query. */
export const namesMatch = (column: string, query: string): Expression<boolean> => sql<boolean>`${sql.ref(column)} @@ to_tsquery('simple', ${query})`;

/** A LIKE pattern for the start of a text, with the wildcards in it taken literally. */
export const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
