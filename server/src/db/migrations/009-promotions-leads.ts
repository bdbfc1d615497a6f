import { sql, type Kysely } from 'kysely';

// Partner discounts and promotions with their codes and who claimed which, and members' requests for a freelancer
// digital bank account with the consent they gave to pass their details to the bank.
const statements = [
  sql`create table promotions (
    id bigint primary key generated always as identity,
    company_name text not null,
    -- storage key of the company's logo (an upload, bytes checked) and its size
    company_logo text,
    logo_width integer,
    logo_height integer,
    -- where a member uses the code: the company's page for the offer
    company_link text not null,
    title text not null,
    -- sanitized HTML
    description text not null,
    terms text not null,
    organizer text,
    free boolean not null default true,
    -- one code every member gets, or a pool of single-use codes (promotion_codes)
    code_kind text not null check (code_kind in ('shared', 'pool')),
    shared_code text,
    closed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (code_kind = 'pool' or shared_code is not null)
  )`,
  // The members' list: open ones, newest first.
  sql`create index promotions_open on promotions (id desc) where closed_at is null`,
  sql`create table promotion_codes (
    id bigint primary key generated always as identity,
    promotion_id bigint not null references promotions (id) on delete cascade,
    code text not null,
    claimed_by bigint references users (id) on delete set null,
    claimed_at timestamptz,
    created_at timestamptz not null default now(),
    unique (promotion_id, code)
  )`,
  // The next free code of a pool, taken in order.
  sql`create index promotion_codes_free on promotion_codes (promotion_id, id) where claimed_at is null`,
  // One member holds at most one code of a pool.
  sql`create unique index promotion_codes_claimed_by on promotion_codes (promotion_id, claimed_by) where claimed_by is not null`,
  sql`create table promotion_claims (
    promotion_id bigint not null references promotions (id) on delete cascade,
    user_id bigint not null references users (id) on delete cascade,
    -- the pool code given, null for a shared code
    code_id bigint references promotion_codes (id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (promotion_id, user_id)
  )`,
  sql`create index promotion_claims_user on promotion_claims (user_id)`,
  sql`create table bank_account_leads (
    id bigint primary key generated always as identity,
    user_id bigint not null references users (id) on delete cascade,
    city text not null,
    state text not null,
    preferred_bank text not null,
    -- the consent exactly as the form showed it, when, from where and in which browser
    consent_text text not null,
    consent_ip text not null,
    consent_user_agent text not null,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    sent_by bigint references users (id) on delete set null
  )`,
  sql`create index bank_account_leads_user on bank_account_leads (user_id, id desc)`,
  // The staff list: by bank, newest first.
  sql`create index bank_account_leads_bank_created on bank_account_leads (preferred_bank, created_at desc, id desc)`,
  sql`create index bank_account_leads_created on bank_account_leads (created_at desc, id desc)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists bank_account_leads`.execute(db);
  await sql`drop table if exists promotion_claims`.execute(db);
  await sql`drop table if exists promotion_codes`.execute(db);
  await sql`drop table if exists promotions`.execute(db);
}
