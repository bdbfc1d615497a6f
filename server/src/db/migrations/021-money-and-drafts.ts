import { sql, type Kysely } from 'kysely';

// Money actions staff take by hand keep their evidence, and events and promotions can wait as drafts.
// - A bill payment staff mark paid records the bank's reference, who marked it and when: the member sees the
//   reference, and the mark can be undone for a short while (events/staff-payments.ts), which clears the three.
// - An event or promotion is a draft until staff publish it. Rows that exist already were live the moment they were
//   saved, so they stay published; the server creates new ones as drafts.
const statements = [
  sql`alter table orders add column bank_reference text check (bank_reference is null or length(trim(bank_reference)) > 0)`,
  sql`alter table orders add column marked_paid_by bigint references users (id) on delete set null`,
  sql`alter table orders add column marked_paid_at timestamptz`,
  sql`alter table events add column published boolean not null default true`,
  sql`alter table promotions add column published boolean not null default true`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table promotions drop column if exists published`.execute(db);
  await sql`alter table events drop column if exists published`.execute(db);
  for (const column of ['marked_paid_at', 'marked_paid_by', 'bank_reference']) await sql`alter table orders drop column if exists ${sql.ref(column)}`.execute(db);
}
