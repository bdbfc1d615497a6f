import { sql, type Kysely } from 'kysely';

// The bank's statement lines staff import for the daily reconciliation (issue #46): each credit line once (its key is
// a hash of its day, reference, description and amount), with the pending bill order it matched when imported.
export async function up(db: Kysely<unknown>) {
  await sql`create table bank_statement_lines (
    id serial primary key,
    line_key text not null unique,
    line_date date not null,
    reference text not null default '',
    description text not null default '',
    amount_paisa bigint not null check (amount_paisa > 0),
    order_id integer references orders(id) on delete set null,
    note text not null default '',
    file_name text not null default '',
    imported_by integer references users(id) on delete set null,
    imported_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index bank_statement_lines_day on bank_statement_lines (line_date)`.execute(db);
  await sql`create index bank_statement_lines_order on bank_statement_lines (order_id) where order_id is not null`.execute(db);
  // The reconciliation reads a day's settled attempts and paid orders.
  await sql`create index payment_attempts_approved on payment_attempts (updated_at) where status = 'approved'`.execute(db);
  await sql`create index orders_paid_at on orders (paid_at) where paid_at is not null`.execute(db);
}
