// Events for tests: an upcoming event with one package, and a ticket booked through the API.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/schema.js';
import { TICKET_COUNTRIES, type BookingExtra } from '../../../shared-api/src/enums.js';

export const TICKET_HOLDER = {
  first_name: 'Ayesha',
  last_name: 'Siddiqui',
  email: 'ayesha.siddiqui@example.com',
  cnic: '3520212345671',
  company: 'Siddiqui Studio',
  position: 'Designer',
  phone_number: '03001234567',
  city: 'Lahore',
  state: 'Punjab',
  country: TICKET_COUNTRIES[0],
  physical_address: '12 Main Boulevard, Gulberg III',
};

export interface TestEvent {
  eventId: number;
  packageId: number;
  slug: string;
}

/**
 * An upcoming, open event with one package at `price` (and `discounted`), for `capacity` people; published unless a
 * `draft`. Its booking `asks` for what the ticket form asked of every paid booking before events chose (the CNIC, the
 * company and position, the postal address), and a free event's for nothing more, unless the test says.
 */
export async function createEvent(
  db: Kysely<Database>,
  {
    price = 2500,
    discounted = null as number | null,
    capacity = 100,
    closed = false,
    past = false,
    title = 'Lahore Freelancers Meetup',
    draft = false,
    asks = (price === 0 ? [] : ['cnic', 'company', 'address']) as BookingExtra[],
  } = {},
): Promise<TestEvent> {
  const slug = `event-${randomBytes(5).toString('hex')}`;
  const start = past ? new Date(Date.now() - 10 * 86_400_000) : new Date(Date.now() + 30 * 86_400_000);
  const event = await db
    .insertInto('events')
    .values({ slug, title, excerpt: 'An evening for freelancers', content: '<p>Talks and networking.</p>', venue: 'Arfa Tower', city: 'Lahore', organizer: 'PAFLA', start_date: start, end_date: new Date(start.getTime() + 6 * 3_600_000), registrations_closed: closed, published: !draft, booking_asks: asks })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pkg = await db
    .insertInto('event_packages')
    .values({ event_id: event.id, name: price === 0 ? 'Free entry' : 'Standard', price, discounted_price: discounted, capacity })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { eventId: event.id, packageId: pkg.id, slug };
}

/** Books a ticket for the event's package as the token's member; answers the ticket's id. */
export async function bookThroughApi(app: FastifyInstance, token: string, event: TestEvent, holder: Record<string, string> = TICKET_HOLDER, key?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/user/events/${event.eventId}/packages/${event.packageId}/tickets`,
    headers: { authorization: `Bearer ${token}` },
    payload: { ...holder, ...(key ? { idempotency_key: key } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`booking a ticket answered ${res.statusCode}: ${res.body}`);
  return res.json().data.id as number;
}

/** Books a ticket as the token's member and orders it: free (paid at once) or bill payment (pending); answers both ids. */
export async function orderThroughApi(app: FastifyInstance, token: string, event: TestEvent, method: 4 | 5, holder: Record<string, string> = TICKET_HOLDER) {
  const ticketId = await bookThroughApi(app, token, event, holder);
  const res = await app.inject({ method: 'POST', url: `/api/user/tickets/${ticketId}/orders`, headers: { authorization: `Bearer ${token}` }, payload: { payment_method: method } });
  if (res.statusCode !== 201) throw new Error(`ordering a ticket answered ${res.statusCode}: ${res.body}`);
  return { orderId: res.json().data.id as number, ticketId };
}
