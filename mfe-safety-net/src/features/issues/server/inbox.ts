// The staff's half of support issues: the inbox and its filters, who has an issue, the new-activity marker and the
// internal notes. Nothing here is read by a member's call.
import { sql, type Kysely, type Transaction } from 'kysely';
import { ISSUE_ASSIGNED_TO_ME, ISSUE_UNASSIGNED, type IssueStatus, type IssueTopic } from '../../../../../shared-api/src/enums.js';
import type { IssueAssignee, IssueNote, StaffIssue } from '../shapes.js';
import type { Role } from '../../../../../shared-api/src/types.js';
import { namesMatch, paged, Refusal, searchTerms, usersMatching, type Database, type PageQuery } from '../../../../../server/src/kit.js';
import { issueAttachments } from './attachments.js';
import { issueOf, issues, type IssueRow } from './queries.js';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF_ROLES: Role[] = ['staff', 'admin'];

export interface StaffIssueFilter {
  status?: IssueStatus;
  topic?: IssueTopic;
  olderThanDays?: number;
  /** `me`, `none` or a staff member's member ID */
  assignee?: string;
  /** only the open issues waiting for staff, the longest waiting first */
  waiting?: boolean;
  /** what staff typed: an issue's number or title words, or its member */
  q?: string;
}

/** An issue with what staff see of it: whose it is, who has it, how much was said, and whether it has new activity. */
function staffIssues(db: Db) {
  return issues(db)
    .leftJoin('users as a', 'a.id', 'i.assignee_id')
    .select(['a.member_id as assignee_member_id', 'a.name as assignee_name', 'i.member_activity', sql<boolean>`i.member_activity > i.staff_seen_activity`.as('new_activity')])
    .select((eb) => [
      eb.selectFrom('issue_comments as c').whereRef('c.issue_id', '=', 'i.id').select(sql<string>`count(*)`.as('n')).as('comments'),
      eb.selectFrom('issue_notes as n').whereRef('n.issue_id', '=', 'i.id').select(sql<string>`count(*)`.as('n')).as('notes'),
    ]);
}

type StaffIssueRow = IssueRow & {
  member_id: string;
  waiting_since: Date | null;
  assignee_member_id: string | null;
  assignee_name: string | null;
  member_activity: number;
  new_activity: boolean;
  // counts' subqueries, which SQL types as possibly null
  comments: string | number | null;
  notes: string | number | null;
};

const staffIssueOf = (row: StaffIssueRow): StaffIssue => ({
  ...issueOf(row),
  member_id: row.member_id,
  waiting_since: row.waiting_since ? row.waiting_since.toISOString() : null,
  comments: Number(row.comments),
  notes: Number(row.notes),
  assignee: row.assignee_member_id ? { member_id: row.assignee_member_id, name: row.assignee_name ?? '' } : null,
  new_activity: Boolean(row.new_activity),
  member_activity: Number(row.member_activity),
});

function staffFiltered(db: Db, filter: StaffIssueFilter, callerId: number) {
  let q = staffIssues(db);
  if (filter.status) q = q.where('i.status', '=', filter.status);
  if (filter.topic) q = q.where('i.topic', '=', filter.topic);
  if (filter.olderThanDays) q = q.where('i.created_at', '<', new Date(Date.now() - filter.olderThanDays * DAY_MS));
  if (filter.assignee === ISSUE_ASSIGNED_TO_ME) q = q.where('i.assignee_id', '=', callerId);
  else if (filter.assignee === ISSUE_UNASSIGNED) q = q.where('i.assignee_id', 'is', null);
  else if (filter.assignee) q = q.where('a.member_id', '=', filter.assignee);
  // The member spoke last (raised it, commented, reopened it) and no staff answer came since: waiting_since is set.
  if (filter.waiting) q = q.where('i.status', '=', 'Open').where('i.waiting_since', 'is not', null);
  const terms = searchTerms(filter.q);
  if (terms) {
    const members = usersMatching(db, terms);
    q = q.where((eb) =>
      eb.or([
        ...(terms.orderIds.length ? [eb('i.id', 'in', terms.orderIds)] : []),
        ...(terms.nameQuery ? [eb(namesMatch('i.title_search', terms.nameQuery), '=', true)] : []),
        ...(members ? [eb('i.user_id', 'in', members)] : []),
        eb.val(false),
      ]),
    );
  }
  return q;
}

/**
 * The staff inbox: those waiting for an answer first, longest waiting first; then the rest, newest first. The
 * waiting view is the first half alone, open issues only.
 */
export const listStaffIssues = (db: Db, filter: StaffIssueFilter, callerId: number, page: PageQuery) =>
  paged<StaffIssue>(
    page,
    async () => Number((await staffFiltered(db, filter, callerId).clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => {
      let q = staffFiltered(db, filter, callerId);
      q = filter.waiting ? q.orderBy('i.waiting_since', 'asc').orderBy('i.id', 'asc') : q.orderBy(sql`i.waiting_since is null`).orderBy('i.waiting_since', 'asc').orderBy('i.id', 'desc');
      return (await q.limit(limit).offset(offset).execute()).map((r) => staffIssueOf(r));
    },
  );

/** One issue as its staff page shows it: with the files attached when it was raised. */
export async function findStaffIssue(db: Db, id: number): Promise<StaffIssue | undefined> {
  const row = await staffIssues(db).where('i.id', '=', id).executeTakeFirst();
  return row && { ...staffIssueOf(row), attachments: await issueAttachments(db, id) };
}

// ---- Who has an issue ----------------------------------------------------------------------------

/** Everyone an issue can be given to: staff and admins, by name. */
export const assignees = (db: Db): Promise<IssueAssignee[]> =>
  db.selectFrom('users').select(['member_id', 'name']).where('role', 'in', STAFF_ROLES).orderBy('name').orderBy('member_id').execute();

/**
 * Gives the issue to the staff member with this member ID, or to nobody. The member's view of the issue does not
 * change (not even its updated_at): who handles it is the association's business.
 */
export async function assign(trx: Transaction<Database>, issueId: number, memberId: string | null) {
  let assigneeId: number | null = null;
  if (memberId !== null) {
    const staff = await trx.selectFrom('users').select('id').where('member_id', '=', memberId).where('role', 'in', STAFF_ROLES).executeTakeFirst();
    if (!staff) throw new Refusal('invalid', 'Issues can be given only to staff.', { assignee: 'Please choose a staff member' });
    assigneeId = Number(staff.id);
  }
  await trx.updateTable('issues').set({ assignee_id: assigneeId }).where('id', '=', issueId).execute();
}

// ---- New activity --------------------------------------------------------------------------------

/**
 * Staff have seen the member's activity up to `count` (what the page was sent). Activity after it stays new; the
 * marker never moves back, nor past what the member did.
 */
export async function markStaffSeen(db: Db, issueId: number, count: number) {
  await db
    .updateTable('issues')
    .set({ staff_seen_activity: sql<number>`least(greatest(staff_seen_activity, ${count}::integer), member_activity)` })
    .where('id', '=', issueId)
    .execute();
}

// ---- Internal notes ------------------------------------------------------------------------------

function notes(db: Db) {
  return db
    .selectFrom('issue_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .leftJoin('profiles as p', 'p.user_id', 'n.author_id')
    .select(['n.id', 'n.description', 'n.author_role', 'n.created_at', 'u.name', 'p.avatar']);
}

type NoteRow = { id: number; description: string; author_role: Role; created_at: Date; name: string | null; avatar: string | null };

const noteOf = (row: NoteRow): IssueNote => ({
  id: Number(row.id),
  description: row.description,
  author: { name: row.name ?? 'Association staff', avatar: row.avatar ?? null, role: row.author_role },
  created_at: row.created_at.toISOString(),
});

/** The issue's internal notes, oldest first. */
export const listNotes = async (db: Db, issueId: number) => (await notes(db).where('n.issue_id', '=', issueId).orderBy('n.id', 'asc').execute()).map((r) => noteOf(r));

/**
 * Adds an internal note. The issue itself does not change: the member is not waiting on it, and their view (its
 * updated_at, its unread marker) must not betray that staff wrote something.
 */
export async function addNote(trx: Transaction<Database>, issueId: number, author: { userId: number; role: Role }, description: string): Promise<IssueNote> {
  const { id } = await trx.insertInto('issue_notes').values({ issue_id: issueId, author_id: author.userId, author_role: author.role, description }).returning('id').executeTakeFirstOrThrow();
  return noteOf(await notes(trx).where('n.id', '=', Number(id)).executeTakeFirstOrThrow());
}
