import { sql, type Kysely } from 'kysely';

// Members, their profiles and skills, sessions, password resets, mail, uploads, places, limits.
const statements = [
  sql`create table users (
    id bigserial primary key,
    member_id text not null unique,
    membership_id text not null unique,
    email text not null unique check (email = lower(email)),
    name text not null,
    phone text not null,
    password_hash text not null,
    role_name text not null default 'Member',
    unsubscribe_token_hash text unique,
    marketing_opt_out boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table skills (
    id serial primary key,
    name text not null,
    parent_id integer references skills (id) on delete cascade
  )`,
  sql`create unique index skills_primary_name on skills (name) where parent_id is null`,
  sql`create unique index skills_parent_id_name on skills (parent_id, name) where parent_id is not null`,
  sql`create table profiles (
    user_id bigint primary key references users (id) on delete cascade,
    avatar text,
    organisation text,
    designation text,
    gender text,
    city text,
    state text,
    country text,
    birthdate date,
    degree text,
    field_of_study text,
    institute text,
    title text,
    website text,
    linkedin text,
    years_experience text,
    hourly_rate integer check (hourly_rate >= 0),
    availability text,
    experience_level text,
    bio text,
    profile_links jsonb not null default '{}'::jsonb,
    is_profile_completed boolean not null default false,
    updated_at timestamptz not null default now()
  )`,
  sql`create table user_skills (
    user_id bigint not null references users (id) on delete cascade,
    skill_id integer not null references skills (id),
    type text not null check (type in ('Primary', 'Secondary')),
    primary key (user_id, skill_id)
  )`,
  sql`create index user_skills_skill_id on user_skills (skill_id)`,
  sql`create table api_tokens (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    last_used_at timestamptz
  )`,
  sql`create index api_tokens_live_user_id on api_tokens (user_id) where revoked_at is null`,
  sql`create table password_resets (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index password_resets_unused_user_id on password_resets (user_id) where used_at is null`,
  sql`create table outbox (
    id bigserial primary key,
    "to" text not null,
    subject text not null,
    text text not null,
    html text not null,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    error text
  )`,
  sql`create table uploads (
    id bigserial primary key,
    name text not null unique,
    user_id bigint references users (id) on delete set null,
    mime text not null,
    bytes integer not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index uploads_user_id on uploads (user_id)`,
  sql`create table cities (
    id serial primary key,
    name text not null,
    province text not null,
    unique (name, province)
  )`,
  sql`create index cities_province on cities (province)`,
  sql`create table rate_events (
    id bigserial primary key,
    bucket text not null,
    key text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index rate_events_bucket_key_created_at on rate_events (bucket, key, created_at)`,
  sql`create index rate_events_created_at on rate_events (created_at)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['rate_events', 'cities', 'uploads', 'outbox', 'password_resets', 'api_tokens', 'user_skills', 'profiles', 'skills', 'users']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
