// What staff at an event's door read: its paid tickets found by what a person in the queue can say (a name, a CNIC,
// a phone number, an order number), and how many of them have come in. Each search is served by an index of
// migration 020, so a large event's door stays quick.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../../../server/src/kit.js';
import { ATTENDEES_FOUND } from '../contract.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Fewer digits than this start too many CNICs and phone numbers to help: they are only an order number. */
const MIN_NUMBER_PREFIX = 4;

// Written out as the indexes of migration 020 are, so the planner can match them.
const fullName = sql<string>`lower(t.first_name || ' ' || t.last_name)`;
const lastName = sql<string>`lower(t.last_name)`;
const phoneDigits = sql<string>`regexp_replace(t.phone_number, '[^0-9]', '', 'g')`;

export interface AttendeeSearchTerms {
  /** an order number */
  order?: number;
  /** the start of a CNIC (13 digits, kept without dashes) */
  cnic?: string;
  /** the start of a phone number's digits, in each way it may have been written (03…, 923…) */
  phones?: string[];
  /** the start of a full name or a last name, in lower case */
  name?: string;
}

/** What staff typed, read as a name or as a number: `#41` is an order; dashes, spaces and brackets are not digits. */
export function attendeeSearchTerms(q: string): AttendeeSearchTerms {
  const text = q.trim().replace(/\s+/g, ' ');
  const digits = text.replace(/[\s()+#-]/g, '');
  if (!/^\d+$/.test(digits)) return text ? { name: text.toLowerCase() } : {};
  const order = digits.length <= 15 && !digits.startsWith('0') ? Number(digits) : undefined;
  if (text.startsWith('#') || digits.length < MIN_NUMBER_PREFIX) return order ? { order } : {};
  // Pakistani numbers are typed as 0321…, +92 321… or 321…: each is looked for in the others' forms too.
  const local = digits.startsWith('92') ? `0${digits.slice(2)}` : digits.startsWith('3') ? `0${digits}` : digits;
  const phones = local.startsWith('0') ? [local, `92${local.slice(1)}`] : [local];
  return { order, cnic: digits, phones: [...new Set([digits, ...phones])] };
}

const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The paid tickets of event `eventId` that `q` finds (see `attendeeSearchTerms`), by name, with whether each holder
 * is checked in; `more` when there are more than a door's list shows.
 */
export async function searchAttendees(db: Db, eventId: number, q: string) {
  const rows = await attendeesQuery(db, eventId, q).execute();
  return {
    attendees: rows.slice(0, ATTENDEES_FOUND).map((row) => ({
      ticket_id: row.ticket_id,
      order_id: row.order_id,
      holder: `${row.first_name} ${row.last_name}`,
      package: row.package,
      cnic_ending: row.cnic.slice(-4),
      checked_in_at: row.checked_in_at,
    })),
    more: rows.length > ATTENDEES_FOUND,
  };
}

/** The search's query, one row more than a door lists; apart so a test can ask how the database would run it. */
export function attendeesQuery(db: Db, eventId: number, q: string) {
  const terms = attendeeSearchTerms(q);
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', (join) => join.onRef('o.ticket_id', '=', 't.id').on('o.status', '=', 'paid'))
    .innerJoin('event_packages as p', 'p.id', 't.package_id')
    .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
    .select(['t.id as ticket_id', 'o.id as order_id', 't.first_name', 't.last_name', 't.cnic', 'p.name as package', 'c.checked_in_at'])
    .where('t.event_id', '=', eventId)
    .where((eb) => {
      const { order, cnic, phones = [], name } = terms;
      return eb.or([
        // The order's ticket, looked up first, so that every branch is one index of tickets.
        ...(order ? [eb('t.id', '=', eb.selectFrom('orders').select('ticket_id').where('id', '=', order))] : []),
        ...(cnic ? [eb('t.cnic', 'like', startsWith(cnic))] : []),
        ...phones.map((phone) => eb(phoneDigits, 'like', startsWith(phone))),
        ...(name ? [eb(fullName, 'like', startsWith(name)), eb(lastName, 'like', startsWith(name))] : []),
      ]);
    })
    .orderBy(fullName)
    .orderBy('t.id')
    .limit(ATTENDEES_FOUND + 1);
}

/** How many of event `eventId`'s paid tickets are checked in, of how many were sold. */
export async function checkInCount(db: Db, eventId: number) {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('check_ins as c', 'c.ticket_id', 'o.ticket_id')
    .select((eb) => [eb.fn.countAll<string>().as('sold'), eb.fn.count<string>('c.ticket_id').as('checked_in')])
    .where('o.status', '=', 'paid')
    .where('o.event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { checked_in: Number(row.checked_in), sold: Number(row.sold) };
}
