import { sql, type Kysely } from 'kysely';

// The staff's helpdesk on support issues: who on staff has an issue, whether the member has written since staff last
// opened it, notes staff keep for each other, and the replies they keep to insert into an answer.
const statements = [
  // An account that stops being staff keeps the issues it had until someone gives them to another; a removed account
  // leaves them to nobody.
  sql`alter table issues add column assignee_id bigint references users (id) on delete set null`,
  // New activity for staff, one marker per issue shared by every staff member: the member's raising, comments and
  // reopenings are counted, and staff opening the issue marks the count they were shown. Counts, not times, so the
  // page hands back exactly what it showed (a time would lose its microseconds on the way).
  sql`alter table issues add column member_activity integer not null default 1`,
  sql`alter table issues add column staff_seen_activity integer not null default 0`,
  // Existing issues: what staff have answered (or settled) counts as seen; what still waits for them is new.
  sql`update issues set staff_seen_activity = member_activity where waiting_since is null or status <> 'Open'`,
  // The inbox by who has an issue: a staff member's, in the inbox's order, and nobody's.
  sql`create index issues_assignee on issues (assignee_id, waiting_since, id) where assignee_id is not null`,
  sql`create index issues_unassigned on issues (waiting_since, id) where assignee_id is null`,
  // Notes are a table of their own, not a kind of comment: every member read of the conversation reads
  // issue_comments, so a note cannot reach a member through a filter someone forgets.
  sql`create table issue_notes (
    id bigint primary key generated always as identity,
    issue_id bigint not null references issues (id) on delete cascade,
    author_id bigint references users (id) on delete set null,
    -- The author's role when they wrote, as comments keep it.
    author_role text not null check (author_role in ('staff', 'admin')),
    description text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index issue_notes_issue on issue_notes (issue_id, id)`,
  sql`create table saved_replies (
    id bigint primary key generated always as identity,
    title text not null,
    body text not null,
    created_by bigint references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // Staff pick a saved reply by its title: two with one title (in any case) could not be told apart.
  sql`create unique index saved_replies_title on saved_replies (lower(title))`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists saved_replies`.execute(db);
  await sql`drop table if exists issue_notes`.execute(db);
  await sql`drop index if exists issues_unassigned`.execute(db);
  await sql`drop index if exists issues_assignee`.execute(db);
  await sql`alter table issues drop column if exists staff_seen_activity`.execute(db);
  await sql`alter table issues drop column if exists member_activity`.execute(db);
  await sql`alter table issues drop column if exists assignee_id`.execute(db);
}
