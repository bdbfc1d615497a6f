import { sql, type Kysely } from 'kysely';

// Staff keep the board, the partners, the highlight videos and the home page's figures: each record is a draft (staff
// only) until it is published, now or from a time to come (status + publish_at, as blog posts), and shows in the
// order staff gave it. The records that exist already were live, so they stay published. A board member may have no
// portrait yet (the page shows their initials). The home page's figures were written into its code; they become rows.
const PUBLISHABLE = ['directors', 'partners', 'highlights'] as const;

const publishable = (table: string) => [
  sql`alter table ${sql.table(table)} add column status text not null default 'draft' check (status in ('draft', 'published'))`,
  sql`alter table ${sql.table(table)} add column publish_at timestamptz`,
  sql`alter table ${sql.table(table)} add column first_published_at timestamptz`,
  sql`alter table ${sql.table(table)} add column created_at timestamptz not null default now()`,
  sql`alter table ${sql.table(table)} add column updated_at timestamptz not null default now()`,
  sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_published_has_time`)} check (status = 'draft' or publish_at is not null)`,
  sql`update ${sql.table(table)} set status = 'published', publish_at = now(), first_published_at = now()`,
];

const statements = [
  ...PUBLISHABLE.flatMap(publishable),
  sql`alter table directors alter column image drop not null, alter column image_width drop not null, alter column image_height drop not null`,
  sql`alter table directors add constraint directors_image_whole check ((image is null) = (image_width is null) and (image is null) = (image_height is null))`,
  // What visitors read: the published records in staff's order (the staff lists use the indexes of migration 002).
  sql`create index directors_public on directors (sort_order, id) where status = 'published'`,
  sql`create index partners_public on partners (is_corporate, sort_order, id) where status = 'published'`,
  sql`create index highlights_public on highlights (sort_order, id) where status = 'published'`,
  sql`create table home_figures (
    id bigserial primary key,
    value text not null,
    label text not null,
    sort_order integer not null default 0,
    status text not null default 'draft' check (status in ('draft', 'published')),
    publish_at timestamptz,
    first_published_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint home_figures_published_has_time check (status = 'draft' or publish_at is not null)
  )`,
  sql`create index home_figures_order on home_figures (sort_order, id)`,
  sql`create index home_figures_public on home_figures (sort_order, id) where status = 'published'`,
  // spec: core §1 — the home statistics.
  sql`insert into home_figures (value, label, sort_order, status, publish_at, first_published_at) values
    ('2.3M', 'freelancers', 0, 'published', now(), now()),
    ('10+ billion', 'hours', 1, 'published', now(), now()),
    ('$400M', 'services annually', 2, 'published', now(), now())`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists home_figures`.execute(db);
  for (const index of ['highlights_public', 'partners_public', 'directors_public']) await sql`drop index if exists ${sql.id(index)}`.execute(db);
  await sql`alter table directors drop constraint if exists directors_image_whole`.execute(db);
  for (const table of PUBLISHABLE) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(`${table}_published_has_time`)}`.execute(db);
    for (const column of ['updated_at', 'created_at', 'first_published_at', 'publish_at', 'status']) await sql`alter table ${sql.table(table)} drop column if exists ${sql.ref(column)}`.execute(db);
  }
}
