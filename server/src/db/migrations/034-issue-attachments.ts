import { sql, type Kysely } from 'kysely';

// Support issues: the files a member attaches to an issue or a comment, the order an issue is about, and the comment
// that reopened a Resolved issue. Only additions (a column that may be empty or has a default, a table): the previous
// release runs on it as it did.
const statements = [
  // The member's own order, when they name one; an order removed later leaves the issue without it.
  sql`alter table issues add column order_id bigint references orders (id) on delete set null`,
  // A member's comment on a Resolved issue reopens it: the thread says so at that comment.
  sql`alter table issue_comments add column reopened boolean not null default false`,
  // A file is uploaded first (issue_id null: nobody's yet but its member's), then taken by the issue or the comment
  // the member sends. The upload's row holds the file: when the removal of unused uploads deletes it, the row goes too.
  sql`create table issue_attachments (
    id bigint primary key generated always as identity,
    user_id bigint not null references users (id) on delete cascade,
    upload_name text not null unique references uploads (name) on delete cascade,
    issue_id bigint references issues (id) on delete cascade,
    comment_id bigint references issue_comments (id) on delete cascade,
    file_name text not null,
    mime text not null check (mime in ('image/jpeg', 'image/png', 'application/pdf')),
    bytes integer not null,
    created_at timestamptz not null default now(),
    check (comment_id is null or issue_id is not null)
  )`,
  sql`create index issue_attachments_issue on issue_attachments (issue_id, comment_id, id) where issue_id is not null`,
  sql`create index issue_attachments_user on issue_attachments (user_id) where issue_id is null`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}
