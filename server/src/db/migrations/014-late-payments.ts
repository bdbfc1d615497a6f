import { sql, type Kysely } from 'kysely';

// A card payment approved after its order expired, when the order could not be revived (its seat was taken, or the
// member had ordered the ticket again): the money was taken, so staff honour it (the order is paid) or refund it.
const statements = [
  sql`create table late_payments (
    id bigint primary key generated always as identity,
    attempt_id bigint not null references payment_attempts (id) on delete cascade,
    order_id bigint not null references orders (id) on delete cascade,
    amount integer not null check (amount >= 0),
    status text not null default 'open' check (status in ('open', 'honoured', 'refunded')),
    decided_by bigint references users (id) on delete set null,
    decided_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create unique index late_payments_attempt on late_payments (attempt_id)`,
  sql`create index late_payments_order on late_payments (order_id)`,
  // The staff list: the open ones first, oldest first.
  sql`create index late_payments_status on late_payments (status, id)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists late_payments`.execute(db);
}
