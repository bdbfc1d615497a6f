// The tables this part of the server owns; db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { IssueStatus, IssueTopic, MemberService } from '../../../../shared-api/src/enums.js';
import type { Role } from '../../../../shared-api/src/types.js';
import type { CreatedAt } from '../../db/columns.js';

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
  created_at: CreatedAt;
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
  service_interests: ServiceInterestsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends IssueTables {}
}
