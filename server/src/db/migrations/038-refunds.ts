import { sql, type Kysely } from 'kysely';

// A paid order's money sent back: a staff member asks for the refund (through JazzCash, or made by hand with the
// reference of the money sent), another approves or rejects it. An order refunded is `refunded`, with when.
const statements = [
  sql`alter table orders drop constraint orders_status_check`,
  sql`alter table orders add constraint orders_status_check check (status in ('pending', 'paid', 'cancelled', 'expired', 'refunded'))`,
  sql`alter table orders add column refunded_at timestamptz`,
  sql`create table refund_requests (
    id bigint primary key generated always as identity,
    order_id bigint not null references orders (id) on delete cascade,
    amount integer not null check (amount >= 0),
    reason text not null,
    method text not null check (method in ('jazzcash', 'manual')),
    reference text,
    attempt_id bigint references payment_attempts (id) on delete set null,
    status text not null default 'requested' check (status in ('requested', 'refunded', 'rejected', 'failed')),
    requested_by bigint references users (id) on delete set null,
    decided_by bigint references users (id) on delete set null,
    decided_at timestamptz,
    result_code text,
    result_message text,
    created_at timestamptz not null default now(),
    check (method = 'jazzcash' or reference is not null)
  )`,
  // One open request per order.
  sql`create unique index refund_requests_open on refund_requests (order_id) where status = 'requested'`,
  sql`create index refund_requests_status on refund_requests (status, id)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}
