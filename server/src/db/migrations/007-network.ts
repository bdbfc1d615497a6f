import { sql, type Kysely } from 'kysely';

// The network: where each member chose to appear, the directory's own index of listed members, and
// volunteer applications. docs/decisions/011-directory-paging.md says why the directory has its own table.
const statements = [
  // New members appear in the members' directory only until they choose otherwise.
  sql`alter table profiles add column directory_visibility text not null default 'members'
    check (directory_visibility in ('public', 'members', 'hidden'))`,
  // One row per complete profile, derived from profiles, users and user_skills (it can be rebuilt from them):
  // the columns the directory filters and orders by, in one table, so that every filter is an index walk.
  sql`create table directory_entries (
    user_id bigint primary key references users (id) on delete cascade,
    listed_seq bigint not null generated always as identity,
    visibility text not null check (visibility in ('public', 'members', 'hidden')),
    primary_skill_id integer not null references skills (id),
    hourly_rate integer not null,
    name text not null,
    name_search tsvector generated always as (to_tsvector('simple', name)) stored
  )`,
  // Newest listed first. Each index covers a page's query (filters and the member's id), so a page is read
  // from the index alone (index-only), and only its dozen members' rows are read from the tables.
  sql`create index directory_entries_listed on directory_entries (listed_seq)
    include (user_id, visibility, primary_skill_id, hourly_rate) where visibility <> 'hidden'`,
  sql`create index directory_entries_skill on directory_entries (primary_skill_id, listed_seq)
    include (user_id, visibility, hourly_rate) where visibility <> 'hidden'`,
  sql`create index directory_entries_rate on directory_entries (hourly_rate, listed_seq)
    include (user_id, visibility, primary_skill_id) where visibility <> 'hidden'`,
  sql`create index directory_entries_name on directory_entries using gin (name_search) where visibility <> 'hidden'`,
  // How many entries each (visibility, primary skill, hourly-rate range) holds, kept by the database with every
  // change of directory_entries (deletions of accounts included): a page's total, for any filter but a name
  // search, is a sum of a few rows instead of a count of many. The ranges are the second spec's §9 (shared-api's
  // HOURLY_RATE_RANGES): below 500, below 1,000, below 3,000, and 3,000 and above.
  sql`create table directory_counts (
    visibility text not null,
    primary_skill_id integer not null,
    rate_range smallint not null,
    members integer not null,
    primary key (visibility, primary_skill_id, rate_range)
  )`,
  sql`create function directory_rate_range(rate integer) returns smallint language sql immutable
    as $$ select (case when rate < 500 then 0 when rate < 1000 then 1 when rate < 3000 then 2 else 3 end)::smallint $$`,
  sql`create function directory_count_changes() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into directory_counts (visibility, primary_skill_id, rate_range, members)
          select visibility, primary_skill_id, directory_rate_range(hourly_rate), -count(*) from old_rows group by 1, 2, 3
          on conflict (visibility, primary_skill_id, rate_range) do update set members = directory_counts.members + excluded.members;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into directory_counts (visibility, primary_skill_id, rate_range, members)
          select visibility, primary_skill_id, directory_rate_range(hourly_rate), count(*) from new_rows group by 1, 2, 3
          on conflict (visibility, primary_skill_id, rate_range) do update set members = directory_counts.members + excluded.members;
      end if;
      return null;
    end $$`,
  sql`create trigger directory_counts_insert after insert on directory_entries
    referencing new table as new_rows for each statement execute function directory_count_changes()`,
  sql`create trigger directory_counts_update after update on directory_entries
    referencing old table as old_rows new table as new_rows for each statement execute function directory_count_changes()`,
  sql`create trigger directory_counts_delete after delete on directory_entries
    referencing old table as old_rows for each statement execute function directory_count_changes()`,
  sql`insert into directory_entries (user_id, visibility, primary_skill_id, hourly_rate, name)
    select p.user_id, p.directory_visibility, s.skill_id, coalesce(p.hourly_rate, 0), u.name
    from profiles p
    join users u on u.id = p.user_id
    join user_skills s on s.user_id = p.user_id and s.type = 'Primary'
    where p.is_profile_completed
    order by p.user_id`,
  sql`create table volunteer_applications (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    kind text not null check (kind in ('chapter', 'ambassador', 'meetup', 'speaker')),
    description text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index volunteer_applications_created_at on volunteer_applications (created_at)`,
  sql`create index volunteer_applications_kind_id on volunteer_applications (kind, id)`,
  sql`create index volunteer_applications_user_id on volunteer_applications (user_id)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists volunteer_applications`.execute(db);
  await sql`drop table if exists directory_entries`.execute(db);
  await sql`drop table if exists directory_counts`.execute(db);
  await sql`drop function if exists directory_count_changes()`.execute(db);
  await sql`drop function if exists directory_rate_range(integer)`.execute(db);
  await sql`alter table profiles drop column if exists directory_visibility`.execute(db);
}
