import { sql, type Kysely } from 'kysely';

// What staff type into a list's search box, each answered from an index: a name (by words, as the directory finds
// names), an e-mail (by its start), a phone number (by its last ten digits, however it was written: "0300 1234567",
// "+92 300 1234567"), a CNIC, an order number or 1Bill reference (the order's id), a MEMBER ID. The expressions here
// are the ones lib/search-terms.ts and the modules' search queries write, so the planner matches them to these indexes.
const statements = [
  sql`alter table users add column name_search tsvector generated always as (to_tsvector('simple', name)) stored`,
  sql`create index users_name_search on users using gin (name_search)`,
  sql`create index users_email_pattern on users (email text_pattern_ops)`,
  sql`create index users_phone_key on users ((right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)))`,
  sql`alter table orders add column holder_search tsvector generated always as (to_tsvector('simple', first_name || ' ' || last_name)) stored`,
  sql`create index orders_holder_search on orders using gin (holder_search)`,
  sql`create index orders_email_pattern on orders (lower(email) text_pattern_ops)`,
  sql`create index orders_phone_key on orders ((right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10)))`,
  sql`create index orders_cnic on orders (cnic)`,
  sql`alter table issues add column title_search tsvector generated always as (to_tsvector('simple', title)) stored`,
  sql`create index issues_title_search on issues using gin (title_search)`,
  sql`create index issues_user on issues (user_id)`,
  // The staff's list of orders, newest first, with a search's ids or a payment method's.
  sql`create index orders_method_status on orders (payment_method, status, id desc)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const index of ['issues_user', 'issues_title_search', 'orders_method_status', 'orders_cnic', 'orders_phone_key', 'orders_email_pattern', 'orders_holder_search', 'users_phone_key', 'users_email_pattern', 'users_name_search']) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table issues drop column if exists title_search`.execute(db);
  await sql`alter table orders drop column if exists holder_search`.execute(db);
  await sql`alter table users drop column if exists name_search`.execute(db);
}
