import { sql, type Kysely } from 'kysely';

// Staff make the conference editions: an edition is a draft (staff only) until it is published, now or from a time to
// come (status + publish_at, as blog posts). Its slug follows its title until it is first published and never changes
// after; every slug and other spelling an edition has had is kept in conference_slugs, so an old address still finds
// it and no other edition takes it. The editions that exist already were live: they stay published. A speaker may
// have no portrait yet (the page shows their initials), and slots at the same time keep the order staff gave them.
const statements = [
  sql`alter table conferences add column status text not null default 'draft' check (status in ('draft', 'published'))`,
  sql`alter table conferences add column publish_at timestamptz`,
  sql`alter table conferences add column first_published_at timestamptz`,
  sql`alter table conferences add column created_at timestamptz not null default now()`,
  sql`alter table conferences add column updated_at timestamptz not null default now()`,
  sql`alter table conferences add constraint conferences_published_has_time check (status = 'draft' or publish_at is not null)`,
  sql`update conferences set status = 'published', publish_at = least(starts_at - interval '60 days', now()), first_published_at = least(starts_at - interval '60 days', now())`,
  // What visitors and the header read: published editions by their dates.
  sql`create index conferences_public on conferences (starts_at desc, id desc) where status = 'published'`,
  sql`create table conference_slugs (
    slug text primary key,
    conference_id bigint not null references conferences (id) on delete cascade
  )`,
  sql`create index conference_slugs_conference on conference_slugs (conference_id)`,
  sql`insert into conference_slugs (slug, conference_id) select slug, id from conferences`,
  sql`insert into conference_slugs (slug, conference_id) select unnest(aliases), id from conferences on conflict do nothing`,
  sql`alter table conference_speakers alter column image drop not null, alter column image_width drop not null, alter column image_height drop not null`,
  sql`alter table conference_speakers add constraint conference_speakers_image_whole check ((image is null) = (image_width is null) and (image is null) = (image_height is null))`,
  sql`alter table conference_slots add column sort_order integer not null default 0`,
  sql`drop index conference_slots_conference_id`,
  sql`create index conference_slots_conference_id on conference_slots (conference_id, starts_at, sort_order, id)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index if exists conference_slots_conference_id`.execute(db);
  await sql`alter table conference_slots drop column if exists sort_order`.execute(db);
  await sql`create index conference_slots_conference_id on conference_slots (conference_id, starts_at, id)`.execute(db);
  await sql`alter table conference_speakers drop constraint if exists conference_speakers_image_whole`.execute(db);
  await sql`drop table if exists conference_slugs`.execute(db);
  await sql`drop index if exists conferences_public`.execute(db);
  await sql`alter table conferences drop constraint if exists conferences_published_has_time`.execute(db);
  for (const column of ['updated_at', 'created_at', 'first_published_at', 'publish_at', 'status']) await sql`alter table conferences drop column if exists ${sql.ref(column)}`.execute(db);
}
