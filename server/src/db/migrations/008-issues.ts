import { sql, type Kysely } from 'kysely';

// Support issues: a member's question to the association and the conversation under it, and the member services a
// member asked to be told about when they open.
const statements = [
  sql`create table issues (
    id bigint primary key generated always as identity,
    user_id bigint not null references users (id) on delete cascade,
    title text not null,
    topic text not null,
    description text not null,
    status text not null default 'Open' check (status in ('Open', 'Resolved', 'Closed')),
    -- Waiting for the association: set when the member writes (the issue, a comment, a reopening), cleared when staff
    -- reply. The staff inbox puts the longest-waiting first.
    waiting_since timestamptz default now(),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // A member's list, newest first.
  sql`create index issues_user_id_created on issues (user_id, id desc)`,
  // The staff inbox: waiting ones by how long they have waited, then the rest newest first.
  sql`create index issues_waiting on issues (waiting_since, id) where waiting_since is not null`,
  sql`create index issues_status_created on issues (status, id desc)`,
  sql`create table issue_comments (
    id bigint primary key generated always as identity,
    issue_id bigint not null references issues (id) on delete cascade,
    author_id bigint references users (id) on delete set null,
    -- The author's role when they wrote: a member later made staff does not turn their old comments into staff replies.
    author_role text not null check (author_role in ('member', 'staff', 'admin')),
    description text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index issue_comments_issue on issue_comments (issue_id, id)`,
  sql`create table service_interests (
    user_id bigint not null references users (id) on delete cascade,
    service text not null,
    created_at timestamptz not null default now(),
    primary key (user_id, service)
  )`,
  sql`create index service_interests_service on service_interests (service)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists service_interests`.execute(db);
  await sql`drop table if exists issue_comments`.execute(db);
  await sql`drop table if exists issues`.execute(db);
}
