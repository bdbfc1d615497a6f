import { sql, type Kysely } from 'kysely';

// Staff write blog posts as drafts and publish them now or at a time to come. A post is a draft (staff only) or
// published; a published post whose publish_at is still to come is scheduled, and visitors see it once that time
// has passed. A post's slug follows its title until it is first published and never changes after; every slug a post
// has had is kept in blog_slugs, so an old address still finds it and no other post takes it. The posts that exist
// already were live, so they are published from when they were written.
const statements = [
  sql`alter table blogs add column status text not null default 'draft' check (status in ('draft', 'published'))`,
  sql`alter table blogs add column publish_at timestamptz`,
  sql`alter table blogs add column first_published_at timestamptz`,
  sql`alter table blogs add column updated_at timestamptz not null default now()`,
  sql`alter table blogs add constraint blogs_published_has_time check (status = 'draft' or publish_at is not null)`,
  sql`update blogs set status = 'published', publish_at = created_at, first_published_at = created_at, updated_at = created_at`,
  sql`create unique index blogs_slug on blogs (slug)`,
  // What visitors read: published posts, newest first.
  sql`create index blogs_public on blogs (publish_at desc, id desc) where status = 'published'`,
  sql`create index blogs_title_search on blogs using gin (to_tsvector('simple', title))`,
  sql`create index blogs_updated_at on blogs (updated_at desc, id desc)`,
  sql`create table blog_slugs (
    slug text primary key,
    blog_id bigint not null references blogs (id) on delete cascade
  )`,
  sql`create index blog_slugs_blog on blog_slugs (blog_id)`,
  sql`insert into blog_slugs (slug, blog_id) select slug, id from blogs`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists blog_slugs`.execute(db);
  for (const index of ['blogs_updated_at', 'blogs_title_search', 'blogs_public', 'blogs_slug']) await sql`drop index if exists ${sql.id(index)}`.execute(db);
  await sql`alter table blogs drop constraint if exists blogs_published_has_time`.execute(db);
  for (const column of ['updated_at', 'first_published_at', 'publish_at', 'status']) await sql`alter table blogs drop column if exists ${sql.ref(column)}`.execute(db);
}
