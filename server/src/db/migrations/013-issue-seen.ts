import { sql, type Kysely } from 'kysely';

// Unread staff replies: when the member last saw their issue's conversation. An issue is unread while a staff reply
// is newer than that. Existing issues count as seen up to the member's own last word (the issue or their latest
// comment): a staff reply after it may not have been read yet.
const statements = [
  sql`alter table issues add column member_seen_at timestamptz`,
  sql`update issues i set member_seen_at = coalesce(
    (select max(c.created_at) from issue_comments c where c.issue_id = i.id and c.author_id = i.user_id),
    i.created_at
  )`,
  // Is there a staff reply newer than the member's visit? One probe per issue of the member's list.
  sql`create index issue_comments_staff_replies on issue_comments (issue_id, created_at desc) where author_role <> 'member'`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index if exists issue_comments_staff_replies`.execute(db);
  await sql`alter table issues drop column if exists member_seen_at`.execute(db);
}
