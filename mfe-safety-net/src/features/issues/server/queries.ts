import { sql, type Kysely, type Transaction } from 'kysely';
import { ISSUE_ACTIONS, type IssueAction, type IssueStatus, type IssueTopic, type MemberService } from '../../../../../shared-api/src/enums.js';
import type { Issue, IssueAttachment, IssueComment } from '../shapes.js';
import type { Role } from '../../../../../shared-api/src/types.js';
import { findMemberOrder, invalidField, paged, Refusal, takeSlot, type Database, type PageQuery, type RateRule } from '../../../../../server/src/kit.js';
import { commentAttachments, issueAttachments, takeAttachments } from './attachments.js';
import { NO_ISSUE, notYourOrder } from './refusals.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An issue with its author as the page shows them. */
export function issues(db: Db) {
  return db
    .selectFrom('issues as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'i.user_id')
    .select(['i.id', 'i.user_id', 'i.title', 'i.description', 'i.topic', 'i.status', 'i.order_id', 'i.waiting_since', 'i.created_at', 'i.updated_at', 'u.name', 'u.role', 'u.member_id', 'p.avatar']);
}

/**
 * Whether the issue has a staff reply the member has not seen: written by staff (or an admin) who is not the issue's
 * member, after the newest comment the member saw on the issue's page. The member's own words never count.
 */
const unread = sql<boolean>`exists (
  select 1 from issue_comments c
  where c.issue_id = i.id and c.author_role <> 'member' and c.author_id is distinct from i.user_id
    and c.created_at > coalesce(i.member_seen_at, '-infinity'::timestamptz)
)`;

/** An issue as its member sees it: with whether a staff reply waits unread. */
const memberIssues = (db: Db) => issues(db).select(unread.as('unread'));

export type IssueRow = {
  id: number;
  title: string;
  description: string;
  topic: IssueTopic;
  status: IssueStatus;
  order_id: number | null;
  created_at: Date;
  updated_at: Date;
  name: string;
  role: Role;
  avatar: string | null;
  unread?: boolean;
};

export const issueOf = (row: IssueRow): Issue => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  topic: row.topic,
  status: { name: row.status },
  author: { name: row.name, avatar: row.avatar ?? null, role: row.role },
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  order_id: row.order_id === null ? null : Number(row.order_id),
  ...(row.unread === undefined ? {} : { unread: Boolean(row.unread) }),
});

export interface NewIssue {
  title: string;
  topic: IssueTopic;
  description: string;
  /** the member's own order it is about */
  order_id?: number | null;
  /** the member's uploaded files it takes */
  attachments?: readonly number[];
}

/** Raises the issue with the files it takes; an order that is not the member's, or a file that is not, refuses it all. */
export async function createIssue(trx: Transaction<Database>, userId: number, input: NewIssue): Promise<Issue> {
  const orderId = input.order_id ?? null;
  if (orderId !== null && !(await findMemberOrder(trx, userId, orderId))) throw invalidField('order_id', notYourOrder(orderId));
  const { id } = await trx
    .insertInto('issues')
    .values({ user_id: userId, title: input.title, topic: input.topic, description: input.description, order_id: orderId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const attachments = await takeAttachments(trx, userId, input.attachments ?? [], Number(id));
  return { ...issueOf(await memberIssues(trx).where('i.id', '=', Number(id)).where('i.user_id', '=', userId).executeTakeFirstOrThrow()), attachments };
}

/**
 * A member's new issue, recorded with its count against their limit: both are kept or neither. Nothing, and nothing
 * written, when the member has raised as many issues as the rule allows.
 */
export function raiseIssue(db: Kysely<Database>, userId: number, input: NewIssue, rule: RateRule) {
  return db.transaction().execute(async (trx) => {
    if (!(await takeSlot(trx, 'issue', String(userId), rule))) return undefined;
    return createIssue(trx, userId, input);
  });
}

/** One issue, only if it is `userId`'s when a member asks (staff pass no owner). */
export async function findIssue(db: Db, id: number, userId?: number): Promise<Issue | undefined> {
  const row = await (userId === undefined ? issues(db).where('i.id', '=', id) : memberIssues(db).where('i.id', '=', id).where('i.user_id', '=', userId)).executeTakeFirst();
  return row && issueOf(row);
}

/** One issue as its page shows it: with the files attached when it was raised. */
export async function findIssueWithFiles(db: Db, id: number, userId?: number): Promise<Issue | undefined> {
  const issue = await findIssue(db, id, userId);
  return issue && { ...issue, attachments: await issueAttachments(db, issue.id) };
}

/** The member's issues, newest first. */
export const listIssues = (db: Db, userId: number, page: PageQuery) =>
  paged<Issue>(
    page,
    async () => Number((await db.selectFrom('issues').where('user_id', '=', userId).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await memberIssues(db).where('i.user_id', '=', userId).orderBy('i.id', 'desc').limit(limit).offset(offset).execute()).map((r) => issueOf(r)),
  );

/**
 * The member has seen the issue's conversation up to its comment `lastCommentId` (the newest the page was sent):
 * staff replies up to it are read. Taken from the comments' own times in the database, so a reply written while the
 * page was on its way stays unread; never moves back.
 */
export async function markSeen(db: Db, issueId: number, lastCommentId: number) {
  const seen = sql<Date>`(select max(c.created_at) from issue_comments c where c.issue_id = ${issueId} and c.id <= ${lastCommentId})`;
  await db
    .updateTable('issues')
    .set({ member_seen_at: seen })
    .where('id', '=', issueId)
    .where((eb) => eb.or([eb('member_seen_at', 'is', null), eb('member_seen_at', '<', seen)]))
    .execute();
}

/** The member's open issues for their dashboard, newest first, at most `limit`, with how many are open and unread. */
export async function openIssuesOf(db: Db, userId: number, limit: number) {
  const open = db.selectFrom('issues as i').where('i.user_id', '=', userId).where('i.status', '=', 'Open');
  const [rows, totals] = await Promise.all([
    open.select(['i.id', 'i.title', 'i.topic', 'i.updated_at', unread.as('unread')]).orderBy('i.id', 'desc').limit(limit).execute(),
    open.select([sql<string>`count(*)`.as('open'), sql<string>`count(*) filter (where ${unread})`.as('unread')]).executeTakeFirstOrThrow(),
  ]);
  return {
    open: Number(totals.open),
    unread: Number(totals.unread),
    items: rows.map((r) => ({ id: Number(r.id), title: r.title, topic: r.topic, updated_at: r.updated_at.toISOString(), unread: Boolean(r.unread) })),
  };
}

/** The issue's row, locked for a change, if it exists (and is `userId`'s when given). */
export async function lockIssue(trx: Transaction<Database>, id: number, userId?: number) {
  let q = trx.selectFrom('issues').select(['id', 'user_id', 'status']).where('id', '=', id);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return q.forUpdate().executeTakeFirst();
}

/** Whether `action` may start from `status` (the status machine of spec core §4). */
export const allowed = (action: IssueAction, status: IssueStatus) => ISSUE_ACTIONS[action].from.some((from) => from === status);

/** The action that leads to `status`: Reopen to Open, Mark Resolved to Resolved, Mark Closed to Closed. */
export const actionTo = (status: IssueStatus) => (Object.keys(ISSUE_ACTIONS) as IssueAction[]).find((action) => ISSUE_ACTIONS[action].to === status)!;

/**
 * Sets the status. A member reopening an issue puts it back in the association's queue, as new activity for staff;
 * staff setting a status answer it.
 */
export async function setStatus(trx: Transaction<Database>, id: number, status: IssueStatus, by: 'member' | 'staff') {
  const reopened = by === 'member' && status === 'Open';
  const waiting = reopened ? sql<Date>`coalesce(waiting_since, now())` : by === 'staff' ? null : sql<Date | null>`waiting_since`;
  await trx
    .updateTable('issues')
    .set((eb) => ({ status, waiting_since: waiting, updated_at: sql<Date>`now()`, ...(reopened ? { member_activity: eb('member_activity', '+', 1) } : {}) }))
    .where('id', '=', id)
    .execute();
}

function comments(db: Db) {
  return db
    .selectFrom('issue_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .leftJoin('profiles as p', 'p.user_id', 'c.author_id')
    .select(['c.id', 'c.description', 'c.author_role', 'c.reopened', 'c.created_at', 'u.name', 'p.avatar']);
}

type CommentRow = { id: number; description: string; author_role: Role; reopened: boolean; created_at: Date; name: string | null; avatar: string | null };

const commentOf = (row: CommentRow, attachments: IssueAttachment[] = []): IssueComment => ({
  id: Number(row.id),
  description: row.description,
  // An author whose account was removed keeps their words, under their role.
  author: { name: row.name ?? (row.author_role === 'member' ? 'Former member' : 'Association staff'), avatar: row.avatar ?? null, role: row.author_role },
  created_at: row.created_at.toISOString(),
  attachments,
  reopened: row.reopened,
});

/** The issue's comments with their files, oldest first (the page shows the newest last). */
export async function listComments(db: Db, issueId: number) {
  const [rows, files] = await Promise.all([comments(db).where('c.issue_id', '=', issueId).orderBy('c.id', 'asc').execute(), commentAttachments(db, issueId)]);
  return rows.map((r) => commentOf(r, files.get(Number(r.id))));
}

/**
 * A member's status change: the issue moves only from where the action may start. Answers the issue as changed,
 * 'missing' when the member has no such issue, or the status the action may not start from (nothing is changed then).
 */
export function changeIssueStatus(db: Kysely<Database>, id: number, userId: number, action: IssueAction): Promise<Issue | 'missing' | { refusedFrom: IssueStatus }> {
  return db.transaction().execute(async (trx) => {
    const row = await lockIssue(trx, id, userId);
    if (!row) return 'missing' as const;
    if (!allowed(action, row.status)) return { refusedFrom: row.status };
    await setStatus(trx, id, ISSUE_ACTIONS[action].to, 'member');
    const updated = await findIssueWithFiles(trx, id, userId);
    if (!updated) throw new Refusal('missing', NO_ISSUE);
    return updated;
  });
}

/**
 * A member's comment (and its files) on their issue, counted against their limit. On an Open issue it is added; on a
 * Resolved one it reopens the issue, since the member still needs help. A Closed issue takes none: the member
 * reopens it first (Change Status), so that a finished issue is never brought back by a stray reply. Answers the
 * comment, or why none was added (nothing is written then): 'missing' (no such issue of theirs), 'closed' or 'limited'.
 */
export function addMemberComment(db: Kysely<Database>, issueId: number, author: { userId: number; role: Role }, input: { description: string; attachments?: readonly number[] }, rule: RateRule) {
  return db.transaction().execute(async (trx) => {
    const row = await lockIssue(trx, issueId, author.userId);
    if (!row) return 'missing' as const;
    if (row.status === 'Closed') return 'closed' as const;
    if (!(await takeSlot(trx, 'issue-comment', String(author.userId), rule))) return 'limited' as const;
    return addComment(trx, Number(row.id), author, input.description, 'member', { attachments: input.attachments, reopen: row.status === 'Resolved' });
  });
}

/**
 * Adds a comment; a member's puts the issue in the association's queue (new activity for staff) and, with `reopen`,
 * opens it again (the comment says so); staff's answers it. A member's comment takes their uploaded `attachments`.
 */
export async function addComment(
  trx: Transaction<Database>,
  issueId: number,
  author: { userId: number; role: Role },
  description: string,
  by: 'member' | 'staff',
  { attachments = [], reopen = false }: { attachments?: readonly number[]; reopen?: boolean } = {},
): Promise<IssueComment> {
  const reopened = by === 'member' && reopen;
  const { id } = await trx
    .insertInto('issue_comments')
    .values({ issue_id: issueId, author_id: author.userId, author_role: author.role, description, reopened })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('issues')
    .set((eb) =>
      by === 'member'
        ? { waiting_since: sql<Date>`coalesce(waiting_since, now())`, updated_at: sql<Date>`now()`, member_activity: eb('member_activity', '+', 1), ...(reopened ? { status: 'Open' as const } : {}) }
        : { waiting_since: null, updated_at: sql<Date>`now()` },
    )
    .where('id', '=', issueId)
    .execute();
  const files = by === 'member' ? await takeAttachments(trx, author.userId, attachments, issueId, Number(id)) : [];
  const row = await comments(trx).where('c.id', '=', Number(id)).executeTakeFirstOrThrow();
  return commentOf(row, files);
}

/** The member an issue belongs to, to tell them of an answer in their language. */
export const issueOwner = (db: Db, issueId: number) =>
  db.selectFrom('issues as i').innerJoin('users as u', 'u.id', 'i.user_id').select(['u.id as user_id', 'u.email', 'u.language', 'i.title']).where('i.id', '=', issueId).executeTakeFirstOrThrow();

// ---- Member services ---------------------------------------------------------------------------

export async function serviceInterests(db: Db, userId: number): Promise<MemberService[]> {
  const rows = await db.selectFrom('service_interests').select('service').where('user_id', '=', userId).orderBy('service').execute();
  return rows.map((r) => r.service);
}

export async function addServiceInterest(db: Db, userId: number, service: MemberService) {
  await db.insertInto('service_interests').values({ user_id: userId, service }).onConflict((oc) => oc.columns(['user_id', 'service']).doNothing()).execute();
}

export async function serviceInterestCounts(db: Db) {
  const rows = await db.selectFrom('service_interests').select(['service', sql<string>`count(*)`.as('n')]).groupBy('service').execute();
  return rows.map((r) => ({ service: r.service, members: Number(r.n) }));
}
