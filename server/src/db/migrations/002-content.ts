import { sql, type Kysely } from 'kysely';

// The public site's content: blogs, press, media mentions, partners, highlights, directors, publications
// and their requests, membership packages, and the conference editions. Every image is a storage key with
// its size, so pages can reserve the space before it loads. HTML columns hold sanitized HTML only.
const image = (column: string) => sql.raw(`${column} text not null, ${column}_width integer not null, ${column}_height integer not null`);

const statements = [
  sql`create table blogs (
    id bigserial primary key,
    slug text not null,
    title text not null,
    excerpt text not null,
    content text not null,
    ${image('featured_image')},
    author_id bigint not null references users (id) on delete restrict,
    created_at timestamptz not null default now()
  )`,
  sql`create index blogs_created_at_id on blogs (created_at desc, id desc)`,
  sql`create index blogs_author_id on blogs (author_id)`,
  sql`create table press_releases (
    id bigserial primary key,
    slug text not null,
    title text not null,
    excerpt text not null,
    content text not null,
    ${image('featured_image')},
    name text not null,
    pdf jsonb not null default '[]'::jsonb,
    featured boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  sql`create index press_releases_created_at_id on press_releases (created_at desc, id desc)`,
  sql`create index press_releases_featured on press_releases (created_at desc) where featured`,
  sql`create table media_mentions (
    id bigserial primary key,
    title text not null,
    excerpt text not null,
    outlet text not null,
    ${image('logo')},
    link text not null,
    featured_order integer,
    published_at timestamptz not null
  )`,
  sql`create index media_mentions_published_at_id on media_mentions (published_at desc, id desc)`,
  sql`create index media_mentions_featured_order on media_mentions (featured_order) where featured_order is not null`,
  sql`create table partners (
    id bigserial primary key,
    name text not null,
    ${image('logo')},
    website text,
    is_corporate boolean not null default false,
    sort_order integer not null default 0
  )`,
  sql`create index partners_is_corporate_sort_order on partners (is_corporate, sort_order, id)`,
  sql`create table highlights (
    id bigserial primary key,
    name text not null,
    position text not null,
    organisation text not null,
    video_url text not null,
    ${image('thumbnail')},
    sort_order integer not null default 0
  )`,
  sql`create index highlights_sort_order on highlights (sort_order, id)`,
  sql`create table directors (
    id bigserial primary key,
    name text not null,
    position text not null,
    bio text not null,
    ${image('image')},
    linkedin text,
    sort_order integer not null default 0
  )`,
  sql`create index directors_sort_order on directors (sort_order, id)`,
  sql`create table publications (
    id bigserial primary key,
    slug text not null,
    title text not null,
    excerpt text not null,
    name text not null,
    ${image('featured_image')},
    report text not null,
    report_bytes integer not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index publications_created_at_id on publications (created_at desc, id desc)`,
  sql`create table publication_requests (
    id bigserial primary key,
    publication_id bigint not null references publications (id) on delete cascade,
    name text not null,
    email text not null,
    phone text not null,
    organization text not null,
    designation text not null,
    agreed_to text not null,
    ip text not null,
    user_agent text,
    outbox_id bigint references outbox (id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create index publication_requests_publication_id on publication_requests (publication_id, created_at)`,
  sql`create index publication_requests_email on publication_requests (lower(email), created_at)`,
  sql`create table membership_packages (
    id serial primary key,
    name text not null,
    price integer not null check (price >= 0),
    discounted_price integer check (discounted_price >= 0),
    listing jsonb not null,
    sort_order integer not null default 0
  )`,
  sql`create unique index membership_packages_name on membership_packages (lower(name))`,
  sql`create table conferences (
    id bigserial primary key,
    slug text not null unique,
    aliases text[] not null default '{}',
    title text not null,
    edition text not null,
    tagline text not null,
    overview jsonb not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null check (ends_at > starts_at),
    venue jsonb not null,
    ${image('banner')},
    all_speakers_link text
  )`,
  sql`create index conferences_aliases on conferences using gin (aliases)`,
  sql`create table conference_speakers (
    id bigserial primary key,
    conference_id bigint not null references conferences (id) on delete cascade,
    name text not null,
    designation text not null,
    company text not null,
    ${image('image')},
    linkdln text,
    type text not null check (type in ('Chief Guest', 'Guest of Honor', 'Keynote Speaker', 'Speaker')),
    sort_order integer not null default 0
  )`,
  sql`create index conference_speakers_conference_id on conference_speakers (conference_id, sort_order, id)`,
  sql`create table conference_slots (
    id bigserial primary key,
    conference_id bigint not null references conferences (id) on delete cascade,
    starts_at timestamptz not null,
    ends_at timestamptz not null check (ends_at > starts_at),
    title text not null,
    description text not null default ''
  )`,
  sql`create index conference_slots_conference_id on conference_slots (conference_id, starts_at, id)`,
  sql`create table conference_sponsors (
    id bigserial primary key,
    conference_id bigint not null references conferences (id) on delete cascade,
    name text not null,
    ${image('image')},
    type text not null check (type in ('Knowledge Partner', 'Platinum Sponsor', 'Supporting Partner', 'Payments Partner',
      'Live Streaming Partner', 'Academic Partner', 'Tech Partner', 'Collaborating Partner')),
    priority integer not null default 0
  )`,
  sql`create index conference_sponsors_conference_id on conference_sponsors (conference_id, priority, id)`,
  sql`create table conference_faqs (
    id bigserial primary key,
    conference_id bigint not null references conferences (id) on delete cascade,
    question text not null,
    answer text not null,
    sort_order integer not null default 0
  )`,
  sql`create index conference_faqs_conference_id on conference_faqs (conference_id, sort_order, id)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'conference_faqs',
    'conference_sponsors',
    'conference_slots',
    'conference_speakers',
    'conferences',
    'membership_packages',
    'publication_requests',
    'publications',
    'directors',
    'highlights',
    'partners',
    'media_mentions',
    'press_releases',
    'blogs',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
