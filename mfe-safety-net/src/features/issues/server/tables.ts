// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { IssueStatus, IssueTopic, MemberService } from '../../../../../shared-api/src/enums.js';
import type { IssueAttachmentType } from '../../../../../shared-api/src/limits.js';
import type { Role } from '../../../../../shared-api/src/types.js';
import type { CreatedAt, UpdatedAt } from '../../../../../server/src/kit.js';

export interface IssuesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  /** one of ISSUE_TOPICS (every write goes through the issue rules) */
  topic: IssueTopic;
  description: string;
  status: ColumnType<IssueStatus, IssueStatus | undefined, IssueStatus>;
  /** set while the issue waits for the association's answer */
  waiting_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the newest comment the member has seen on the issue's page (migration 013); a staff reply after it is unread */
  member_seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the member's own order the issue is about, if they named one (migration 034) */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the staff member (or admin) who has the issue, if anyone (migration 019) */
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** how many times the member raised, commented on or reopened it; new activity for staff while above staff_seen_activity */
  member_activity: ColumnType<number, number | undefined, number>;
  /** the member_activity staff were shown when they last opened the issue */
  staff_seen_activity: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface IssueCommentsTable {
  id: Generated<number>;
  issue_id: number;
  author_id: number | null;
  /** the author's role when they wrote */
  author_role: Role;
  description: string;
  /** the member's comment reopened the issue, which was Resolved (migration 034) */
  reopened: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/**
 * A file a member attached (migration 034): uploaded first, with no issue; then taken by the issue or the comment
 * they sent. Its upload's row holds the stored file.
 */
export interface IssueAttachmentsTable {
  id: Generated<number>;
  user_id: number;
  upload_name: string;
  issue_id: number | null;
  comment_id: number | null;
  file_name: string;
  mime: IssueAttachmentType;
  bytes: number;
  created_at: CreatedAt;
}

/** Staff's notes on an issue for each other: never read by a member's call. */
export interface IssueNotesTable {
  id: Generated<number>;
  issue_id: number;
  author_id: number | null;
  /** the author's role when they wrote: staff or admin */
  author_role: Role;
  description: string;
  created_at: CreatedAt;
}

/** Replies staff keep to insert into an answer; shared by all staff. */
export interface SavedRepliesTable {
  id: Generated<number>;
  title: string;
  body: string;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ServiceInterestsTable {
  user_id: number;
  service: MemberService;
  created_at: CreatedAt;
}

/** The tables this part of the server owns, as Kysely sees them. */
export interface IssueTables {
  issues: IssuesTable;
  issue_comments: IssueCommentsTable;
  issue_attachments: IssueAttachmentsTable;
  issue_notes: IssueNotesTable;
  saved_replies: SavedRepliesTable;
  service_interests: ServiceInterestsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../../../../server/src/db/schema.js' {
  interface Database extends IssueTables {}
}
