// What the audit log compares for an issue and a saved reply as staff change them: read from the rows, inside the
// change's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Snapshot } from '../../../../../server/src/kit.js';

type Db = Kysely<Database> | Transaction<Database>;

const REPLY_SHOWN = 300;

const shortened = (text: string | null) => (text && text.length > REPLY_SHOWN ? `${text.slice(0, REPLY_SHOWN)}…` : text);

/**
 * An issue's status, who on staff has it, how many staff replies and internal notes it has and the latest of each
 * (their first words), as staff change them.
 */
export async function issueSnapshot(db: Db, issueId: number): Promise<Snapshot | undefined> {
  const issue = await db
    .selectFrom('issues as i')
    .leftJoin('users as a', 'a.id', 'i.assignee_id')
    .select(['i.status', 'a.name as assignee_name', 'a.member_id as assignee_member_id'])
    .where('i.id', '=', issueId)
    .executeTakeFirst();
  if (!issue) return undefined;
  const counted = [sql<string>`count(*)`.as('n'), sql<string | null>`(array_agg(description order by id desc))[1]`.as('latest')] as const;
  const replies = await db.selectFrom('issue_comments').select(counted).where('issue_id', '=', issueId).where('author_role', '!=', 'member').executeTakeFirstOrThrow();
  const notes = await db.selectFrom('issue_notes').select(counted).where('issue_id', '=', issueId).executeTakeFirstOrThrow();
  return {
    status: issue.status,
    assignee: issue.assignee_member_id ? `${issue.assignee_name} (${issue.assignee_member_id})` : null,
    staff_replies: Number(replies.n),
    latest_reply: shortened(replies.latest ?? null),
    internal_notes: Number(notes.n),
    latest_note: shortened(notes.latest ?? null),
  };
}

/** A saved reply's title and text. */
export async function savedReplySnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  return db.selectFrom('saved_replies').select(['title', 'body']).where('id', '=', id).executeTakeFirst();
}
