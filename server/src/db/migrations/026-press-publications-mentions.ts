import { sql, type Kysely } from 'kysely';

// Staff write press releases, publications and media mentions as blog posts are written (migration 024): a record is a
// draft (staff only) or published; a published record whose publish_at is still to come is scheduled. Press releases
// and publications have slugs that follow their title until first published and never change after; every slug one
// has had is kept (press_release_slugs, publication_slugs), so an old link still finds it and no other takes it. The
// records that exist already were live, so they are published from their date: a press release's and a publication's
// creation, a media mention's article.
const publishable = (table: string, from: string) => [
  sql`alter table ${sql.table(table)} add column status text not null default 'draft' check (status in ('draft', 'published'))`,
  sql`alter table ${sql.table(table)} add column publish_at timestamptz`,
  sql`alter table ${sql.table(table)} add column first_published_at timestamptz`,
  sql`alter table ${sql.table(table)} add column updated_at timestamptz not null default now()`,
  sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_published_has_time`)} check (status = 'draft' or publish_at is not null)`,
  sql`update ${sql.table(table)} set status = 'published', publish_at = ${sql.ref(from)}, first_published_at = ${sql.ref(from)}, updated_at = ${sql.ref(from)}`,
  // The staff lists: latest change first.
  sql`create index ${sql.id(`${table}_updated_at`)} on ${sql.table(table)} (updated_at desc, id desc)`,
];

const slugHistory = (table: string, history: string, owner: string) => [
  sql`create unique index ${sql.id(`${table}_slug`)} on ${sql.table(table)} (slug)`,
  sql`create table ${sql.table(history)} (
    slug text primary key,
    ${sql.id(owner)} bigint not null references ${sql.table(table)} (id) on delete cascade
  )`,
  sql`create index ${sql.id(`${history}_owner`)} on ${sql.table(history)} (${sql.id(owner)})`,
  sql`insert into ${sql.table(history)} (slug, ${sql.id(owner)}) select slug, id from ${sql.table(table)}`,
];

const statements = [
  ...publishable('press_releases', 'created_at'),
  ...slugHistory('press_releases', 'press_release_slugs', 'press_release_id'),
  // What visitors read: published releases, newest first, and the home page's featured ones.
  sql`drop index press_releases_created_at_id`,
  sql`drop index press_releases_featured`,
  sql`create index press_releases_public on press_releases (publish_at desc, id desc) where status = 'published'`,
  sql`create index press_releases_featured on press_releases (publish_at desc, id desc) where status = 'published' and featured`,
  sql`create index press_releases_title_search on press_releases using gin (to_tsvector('simple', title))`,

  ...publishable('publications', 'created_at'),
  ...slugHistory('publications', 'publication_slugs', 'publication_id'),
  sql`drop index publications_created_at_id`,
  sql`create index publications_public on publications (publish_at desc, id desc) where status = 'published'`,
  sql`create index publications_title_search on publications using gin (to_tsvector('simple', title))`,

  ...publishable('media_mentions', 'published_at'),
  // Visitors read mentions by the article's date, and the Featured in carousel in staff's order.
  sql`drop index media_mentions_published_at_id`,
  sql`drop index media_mentions_featured_order`,
  sql`create index media_mentions_public on media_mentions (published_at desc, id desc) where status = 'published'`,
  sql`create index media_mentions_featured_order on media_mentions (featured_order) where featured_order is not null and status = 'published'`,
  sql`create index media_mentions_search on media_mentions using gin (to_tsvector('simple', title || ' ' || outlet))`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['publication_slugs', 'press_release_slugs']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  const indexes = [
    'media_mentions_search', 'media_mentions_featured_order', 'media_mentions_public', 'media_mentions_updated_at',
    'publications_title_search', 'publications_public', 'publications_slug', 'publications_updated_at',
    'press_releases_title_search', 'press_releases_featured', 'press_releases_public', 'press_releases_slug', 'press_releases_updated_at',
  ];
  for (const index of indexes) await sql`drop index if exists ${sql.id(index)}`.execute(db);
  for (const table of ['press_releases', 'publications', 'media_mentions']) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(`${table}_published_has_time`)}`.execute(db);
    for (const column of ['updated_at', 'first_published_at', 'publish_at', 'status']) await sql`alter table ${sql.table(table)} drop column if exists ${sql.ref(column)}`.execute(db);
  }
  await sql`create index press_releases_created_at_id on press_releases (created_at desc, id desc)`.execute(db);
  await sql`create index press_releases_featured on press_releases (created_at desc) where featured`.execute(db);
  await sql`create index publications_created_at_id on publications (created_at desc, id desc)`.execute(db);
  await sql`create index media_mentions_published_at_id on media_mentions (published_at desc, id desc)`.execute(db);
  await sql`create index media_mentions_featured_order on media_mentions (featured_order) where featured_order is not null`.execute(db);
}
