import { sql, type Kysely } from 'kysely';

// Paid membership. A plan is bought through the same orders, checkouts and callbacks as a ticket (an order's `kind`
// says which), so one payment model settles both. A member's memberships are periods of a package; a member with
// no period running today is on the free package (Seed), which never ends, so Seed has no rows.
const statements = [
  sql`alter table orders add column kind text not null default 'ticket' check (kind in ('ticket', 'membership'))`,
  sql`alter table orders alter column ticket_id drop not null`,
  sql`alter table orders alter column event_id drop not null`,
  sql`alter table orders alter column package_id drop not null`,
  sql`alter table orders add column membership_package_id integer references membership_packages (id) on delete restrict`,
  // A ticket order names its ticket, event and package; a membership order names its plan and nothing of an event.
  sql`alter table orders add constraint orders_kind_items check (
    (kind = 'ticket' and ticket_id is not null and event_id is not null and package_id is not null and membership_package_id is null)
    or (kind = 'membership' and membership_package_id is not null and ticket_id is null and event_id is null and package_id is null)
  )`,
  // At most one unpaid plan order per member: a double submit finds the first.
  sql`create unique index orders_membership_pending on orders (user_id) where kind = 'membership' and status = 'pending'`,
  sql`create table memberships (
    id bigint primary key generated always as identity,
    user_id bigint not null references users (id) on delete cascade,
    package_id integer not null references membership_packages (id) on delete restrict,
    starts_at timestamptz not null,
    -- Null for a membership that never ends (the free package); paid ones last a year.
    ends_at timestamptz,
    source text not null check (source in ('order', 'grant')),
    -- The paid order that made it: unique, so an order activates one period however often its payment is reported.
    order_id bigint unique references orders (id) on delete cascade,
    granted_by bigint references users (id) on delete set null,
    reason text,
    -- Set when the member chose the free package while this one runs: they move to it at the end, unreminded.
    seed_chosen_at timestamptz,
    created_at timestamptz not null default now(),
    check (ends_at is null or ends_at > starts_at),
    check (source <> 'order' or order_id is not null),
    check (source <> 'grant' or (reason is not null and length(trim(reason)) > 0))
  )`,
  // A member's periods, latest end first (their record, history and renewals).
  sql`create index memberships_user_ends on memberships (user_id, ends_at desc nulls first, id desc)`,
  // Memberships ending in a window (staff's list, the reminders).
  sql`create index memberships_ends on memberships (ends_at) where ends_at is not null`,
  // Each renewal reminder goes once per period and kind; the row is written with the mail.
  sql`create table membership_reminders (
    membership_id bigint not null references memberships (id) on delete cascade,
    kind text not null check (kind in ('before-30', 'before-7', 'on-day', 'after-30')),
    outbox_id bigint references outbox (id) on delete set null,
    sent_at timestamptz not null default now(),
    primary key (membership_id, kind)
  )`,
  // The code in a membership certificate's QR, stored only as its hash; one per member (a new certificate replaces it).
  sql`create table membership_certificates (
    user_id bigint primary key references users (id) on delete cascade,
    code_hash text not null unique,
    -- What the certificate prints: its package and the end of its validity (null: no end date).
    package_id integer not null references membership_packages (id) on delete cascade,
    valid_until timestamptz,
    created_at timestamptz not null default now()
  )`,
  // The days the reminder sweep ran (Karachi dates): a second chain of the daily job finds its day taken and stops.
  sql`create table membership_daily_runs (
    day date primary key,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['membership_daily_runs', 'membership_certificates', 'membership_reminders', 'memberships']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`delete from orders where kind = 'membership'`.execute(db);
  await sql`drop index if exists orders_membership_pending`.execute(db);
  await sql`alter table orders drop constraint if exists orders_kind_items`.execute(db);
  await sql`alter table orders drop column if exists membership_package_id`.execute(db);
  await sql`alter table orders drop column if exists kind`.execute(db);
  for (const column of ['ticket_id', 'event_id', 'package_id']) await sql`alter table orders alter column ${sql.ref(column)} set not null`.execute(db);
}
