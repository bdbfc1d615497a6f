import { sql, type Kysely } from 'kysely';

// Events and their tickets: what a member books (a package of an event), the ticket they fill in, the order that
// pays for it, each attempt at paying and each callback a gateway sent, the check-in at the door, and the waitlist
// of a full event. Money is in whole PKR, computed by the server.
const statements = [
  sql`create table events (
    id bigint primary key generated always as identity,
    slug text not null,
    title text not null,
    excerpt text not null default '',
    -- Sanitized HTML (staff or seed).
    content text not null default '',
    image text,
    image_width integer not null default 1200,
    image_height integer not null default 630,
    start_date timestamptz not null,
    end_date timestamptz not null,
    venue text not null default '',
    city text not null default '',
    organizer text not null default '',
    -- When set, View Details leads there instead of the event page.
    landing_page_link text,
    registrations_closed boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (end_date >= start_date)
  )`,
  sql`create unique index events_slug on events (slug)`,
  // The lists: upcoming by start date, past newest first.
  sql`create index events_start_date on events (start_date, id)`,
  sql`create table event_packages (
    id bigint primary key generated always as identity,
    event_id bigint not null references events (id) on delete cascade,
    name text not null,
    price integer not null check (price >= 0),
    -- The price a member pays when set; the discount is the difference.
    discounted_price integer check (discounted_price >= 0 and discounted_price <= price),
    capacity integer not null check (capacity >= 0),
    -- Seats held by pending orders and taken by paid ones; a booking takes one with a conditional update
    -- (seats_taken < capacity) so the capacity is never exceeded however many book at once.
    seats_taken integer not null default 0 check (seats_taken >= 0 and seats_taken <= capacity),
    position integer not null default 0
  )`,
  sql`create index event_packages_event on event_packages (event_id, position, id)`,
  sql`create table event_speakers (
    id bigint primary key generated always as identity,
    event_id bigint not null references events (id) on delete cascade,
    name text not null,
    position text not null default '',
    company text not null default '',
    picture text,
    linkedin text,
    sort_order integer not null default 0
  )`,
  sql`create index event_speakers_event on event_speakers (event_id, sort_order, id)`,
  sql`create table event_sponsors (
    id bigint primary key generated always as identity,
    event_id bigint not null references events (id) on delete cascade,
    name text not null default '',
    logo text not null,
    sort_order integer not null default 0
  )`,
  sql`create index event_sponsors_event on event_sponsors (event_id, sort_order, id)`,
  sql`create table event_photos (
    id bigint primary key generated always as identity,
    event_id bigint not null references events (id) on delete cascade,
    image text not null,
    caption text not null default '',
    sort_order integer not null default 0
  )`,
  sql`create index event_photos_event on event_photos (event_id, sort_order, id)`,
  // The ticket a member fills in for a package (second spec §3 and §5). A retried or double-clicked booking
  // carries the same idempotency key and gets the same ticket.
  sql`create table tickets (
    id bigint primary key generated always as identity,
    user_id bigint not null references users (id) on delete cascade,
    event_id bigint not null references events (id) on delete cascade,
    package_id bigint not null references event_packages (id) on delete cascade,
    idempotency_key text not null,
    first_name text not null,
    last_name text not null,
    email text not null,
    cnic text not null,
    company text not null default '',
    position text not null default '',
    phone_number text not null,
    city text not null,
    state text not null,
    country text not null,
    physical_address text not null,
    -- The price and discounted price when booked, so a later price change does not change a booked ticket.
    price integer not null,
    discounted_price integer,
    -- The SHA-256 of the signed code in the ticket's QR; the code itself is never stored.
    code_hash text unique,
    created_at timestamptz not null default now()
  )`,
  sql`create unique index tickets_user_idempotency on tickets (user_id, idempotency_key)`,
  sql`create index tickets_user_event on tickets (user_id, event_id)`,
  sql`create index tickets_event on tickets (event_id, id)`,
  sql`create index tickets_package on tickets (package_id)`,
  sql`create table orders (
    id bigint primary key generated always as identity,
    user_id bigint not null references users (id) on delete cascade,
    ticket_id bigint not null references tickets (id) on delete cascade,
    event_id bigint not null references events (id) on delete cascade,
    package_id bigint not null references event_packages (id) on delete cascade,
    idempotency_key text not null,
    -- 3 card, 4 Free, 5 bill payment (second spec §3).
    payment_method smallint not null check (payment_method in (3, 4, 5)),
    status text not null default 'pending' check (status in ('pending', 'paid', 'cancelled', 'expired')),
    subtotal integer not null check (subtotal >= 0),
    discount integer not null default 0 check (discount >= 0),
    grand_total integer not null check (grand_total >= 0),
    first_name text not null,
    last_name text not null,
    email text not null,
    cnic text not null,
    phone_number text not null,
    city text not null,
    state text not null,
    country text not null,
    physical_address text not null,
    -- A pending order holds its seat until then; the expiry job releases it.
    expires_at timestamptz,
    paid_at timestamptz,
    cancelled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index orders_user_idempotency on orders (user_id, idempotency_key)`,
  // One live (pending or paid) order per ticket.
  sql`create unique index orders_ticket_live on orders (ticket_id) where status in ('pending', 'paid')`,
  sql`create index orders_user_created on orders (user_id, id desc)`,
  sql`create index orders_status_event on orders (status, event_id, id desc)`,
  sql`create index orders_event on orders (event_id, id desc)`,
  sql`create index orders_pending_expiry on orders (expires_at) where status = 'pending'`,
  // Each checkout created with a gateway and what became of it.
  sql`create table payment_attempts (
    id bigint primary key generated always as identity,
    order_id bigint not null references orders (id) on delete cascade,
    gateway text not null,
    -- The gateway's own reference for the checkout.
    reference text not null,
    amount integer not null,
    status text not null default 'created' check (status in ('created', 'approved', 'declined')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index payment_attempts_gateway_reference on payment_attempts (gateway, reference)`,
  sql`create index payment_attempts_order on payment_attempts (order_id, id desc)`,
  // Every callback received, verified or not; a callback id seen before is a replay and is refused.
  sql`create table payment_callbacks (
    id bigint primary key generated always as identity,
    gateway text not null,
    callback_id text not null,
    attempt_id bigint references payment_attempts (id) on delete cascade,
    verified boolean not null,
    payload jsonb not null,
    created_at timestamptz not null default now()
  )`,
  sql`create unique index payment_callbacks_gateway_callback on payment_callbacks (gateway, callback_id)`,
  sql`create index payment_callbacks_attempt on payment_callbacks (attempt_id)`,
  sql`create table check_ins (
    ticket_id bigint primary key references tickets (id) on delete cascade,
    staff_id bigint references users (id) on delete set null,
    checked_in_at timestamptz not null default now()
  )`,
  // A full package's waitlist, first come first offered.
  sql`create table event_waitlist (
    id bigint primary key generated always as identity,
    package_id bigint not null references event_packages (id) on delete cascade,
    user_id bigint not null references users (id) on delete cascade,
    offered_at timestamptz,
    created_at timestamptz not null default now(),
    unique (package_id, user_id)
  )`,
  sql`create index event_waitlist_queue on event_waitlist (package_id, id) where offered_at is null`,
  sql`create index event_waitlist_user on event_waitlist (user_id)`,
  // The key that signs ticket codes, made at random on first use (one row per name).
  sql`create table signing_keys (
    name text primary key,
    secret text not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'signing_keys',
    'event_waitlist',
    'check_ins',
    'payment_callbacks',
    'payment_attempts',
    'orders',
    'tickets',
    'event_photos',
    'event_sponsors',
    'event_speakers',
    'event_packages',
    'events',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
