import { sql, type Kysely } from 'kysely';

// One open payment per order (issue: money taken once). An attempt is 'closed' when the member chose another way to pay
// and the provider's word proved it unpaid; it keeps the way of paying it was opened for, so a checkout is continued only
// for the same gateway and the same way (JazzCash takes both card and wallet). `inquired_at` spaces out the status
// inquiries that answers from outside (Easypaisa's unsigned notifications) make the server send. A late payment says
// why it is late and keeps the answer that made it so, beside the attempt's earlier one.
export async function up(db: Kysely<unknown>) {
  await sql`alter table payment_attempts drop constraint payment_attempts_status_check`.execute(db);
  await sql`alter table payment_attempts
    add constraint payment_attempts_status_check check (status in ('created', 'approved', 'declined', 'closed')),
    add column payment_method smallint,
    add column closed_at timestamptz,
    add column inquired_at timestamptz`.execute(db);
  // An order's open attempts are read under its lock each time a checkout starts.
  await sql`create index payment_attempts_order_open on payment_attempts (order_id) where status = 'created'`.execute(db);
  await sql`alter table late_payments
    add column reason text not null default 'expired' check (reason in ('expired', 'second', 'closed', 'after-decline', 'mismatch')),
    add column answer jsonb`.execute(db);
}
