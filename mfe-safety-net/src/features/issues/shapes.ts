// Support issues (spec: core §3 Issue and Comment, §7 calls) and the member services a member asked about.
// Authors show their name, photo and role label only: never an e-mail, a phone number or an id of theirs.
import { ISSUE_ATTACHMENT_TYPES } from 'shared-api/limits';
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { ISSUE_STATUSES, ISSUE_TOPICS, MEMBER_SERVICES, ROLES } from 'shared-api/validation';

/** Who wrote an issue or a comment, as the page shows them; `role` is the label (staff replies read "Staff"). */
export const IssueAuthor = Strict({
  name: Type.String(),
  avatar: Nullable(Type.String({ description: 'storage key' })),
  role: StringEnum(ROLES, { description: 'the author’s role when they wrote' }),
});

/** A file the member attached to their issue or to a comment: a picture or a PDF, opened through its own call. */
export const IssueAttachment = Strict({
  id: Type.Integer(),
  name: Type.String({ description: 'the file’s name as the member chose it' }),
  mime: StringEnum(ISSUE_ATTACHMENT_TYPES),
  bytes: Type.Integer(),
});

/** spec: core §3 Issue — GET /user/issues/{id}, and what the status calls answer. */
export const Issue = Strict({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  topic: StringEnum(ISSUE_TOPICS),
  status: Strict({ name: StringEnum(ISSUE_STATUSES) }),
  author: IssueAuthor,
  created_at: DateTime(),
  updated_at: DateTime(),
  order_id: Nullable(Type.Integer({ description: 'the member’s order the issue is about, if they named one' })),
  attachments: Type.Optional(Type.Array(IssueAttachment, { description: 'one issue’s answers: the files attached when it was raised' })),
  unread: Type.Optional(Type.Boolean({ description: 'member answers: a staff reply is newer than the member last opened the issue' })),
});

/** spec: core §3 Comment */
export const IssueComment = Strict({
  id: Type.Integer(),
  description: Type.String(),
  author: IssueAuthor,
  created_at: DateTime(),
  attachments: Type.Array(IssueAttachment),
  reopened: Type.Boolean({ description: 'the member’s comment reopened the issue, which was Resolved' }),
});

/** A staff member an issue can be given to. */
export const IssueAssignee = Strict({
  member_id: Type.String({ description: 'their public member id' }),
  name: Type.String(),
});

/**
 * An issue in the staff inbox: whose it is, how long it has waited for the association, who on staff has it, and
 * whether the member has written or reopened it since staff last opened it.
 */
export const StaffIssue = Strict({
  ...Issue.properties,
  member_id: Type.String({ description: 'the author’s public member id (/member/:memberId)' }),
  waiting_since: Nullable(DateTime('set while the issue waits for the association’s answer')),
  comments: Type.Integer({ description: 'how many comments it has (internal notes are not comments)' }),
  notes: Type.Integer({ description: 'how many internal notes staff wrote on it' }),
  assignee: Nullable(IssueAssignee),
  new_activity: Type.Boolean({ description: 'the member commented or reopened it since staff last opened it (one marker per issue, shared by all staff)' }),
  member_activity: Type.Integer({ description: 'how many times the member has raised, commented on or reopened it: what POST …/seen marks as seen' }),
});

/** A note staff keep on an issue for each other; never shown to the member, never mailed. */
export const IssueNote = Strict({
  id: Type.Integer(),
  description: Type.String(),
  author: IssueAuthor,
  created_at: DateTime(),
});

/** A reply staff keep to insert into an answer and edit before sending; shared by all staff. */
export const SavedReply = Strict({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  updated_at: DateTime(),
});

/** GET /user/services — the services the member asked to be told about. */
export const ServiceInterests = Type.Array(StringEnum(MEMBER_SERVICES));

/** GET /staff/services — how many members asked about each service. */
export const ServiceInterestCounts = Type.Array(Strict({ service: StringEnum(MEMBER_SERVICES), members: Type.Integer() }));

export type IssueAuthor = Static<typeof IssueAuthor>;
export type IssueAttachment = Static<typeof IssueAttachment>;
export type Issue = Static<typeof Issue>;
export type IssueComment = Static<typeof IssueComment>;
export type IssueAssignee = Static<typeof IssueAssignee>;
export type StaffIssue = Static<typeof StaffIssue>;
export type IssueNote = Static<typeof IssueNote>;
export type SavedReply = Static<typeof SavedReply>;
export type ServiceInterests = Static<typeof ServiceInterests>;
export type ServiceInterestCounts = Static<typeof ServiceInterestCounts>;
