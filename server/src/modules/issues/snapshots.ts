// What the audit log compares for an issue staff answer: read from the rows, inside the change's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Snapshot } from '../staff/audit.js';

type Db = Kysely<Database> | Transaction<Database>;

const REPLY_SHOWN = 300;

/** An issue's status, how many staff replies it has and the latest one (its first words), as staff change them. */
export async function issueSnapshot(db: Db, issueId: number): Promise<Snapshot | undefined> {
  const issue = await db.selectFrom('issues').select(['status']).where('id', '=', issueId).executeTakeFirst();
  if (!issue) return undefined;
  const replies = await db
    .selectFrom('issue_comments')
    .select([sql<string>`count(*)`.as('n'), sql<string | null>`(array_agg(description order by id desc))[1]`.as('latest')])
    .where('issue_id', '=', issueId)
    .where('author_role', '!=', 'member')
    .executeTakeFirstOrThrow();
  const latest = replies.latest ?? null;
  return {
    status: issue.status,
    staff_replies: Number(replies.n),
    latest_reply: latest && latest.length > REPLY_SHOWN ? `${latest.slice(0, REPLY_SHOWN)}…` : latest,
  };
}
