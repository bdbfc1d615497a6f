// Support issues and member services (spec: core §7 issue calls). Bundled by mfe-safety-net
// (`shared-api/issues`), on the one client of the shared entry (decision 013).
import { call, download } from 'shared-api';
import type { IssueAction, MemberService } from './enums';
import type { AssignIssueInput, CommentInput, IssueInput, IssueStatusInput, MemberCommentInput, NoteInput, SavedReplyInput, StaffIssueFilter } from './validation/issues';
import { issueCalls } from './calls/issues';
import { parseLine, type AnswerOf } from './contract';
import { typedCalls } from './contract-client';
import type { issueContract } from './contracts/issues';

// The enumerations the pages need, without loading the validation entry where no form is shown.
export { ISSUE_ACTIONS, ISSUE_ASSIGNED_TO_ME, ISSUE_STATUSES, ISSUE_TOPICS, ISSUE_UNASSIGNED, MEMBER_SERVICES, STAFF_ISSUE_VIEWS } from './enums';

const api = typedCalls<typeof issueContract>(issueCalls, { call, download });
type Id = number | string;

/** The member's own issues, newest first. */
export const getIssues = (page = 1) => api.getIssues({ query: { page } });
/** One of the member's issues (another member's answers 404, like a missing one). */
export const getIssue = (id: Id) => api.getIssue({ params: { issueId: id } });
export const createIssue = (input: IssueInput) => api.createIssue({ body: input });
/** Reopen, resolve or close: the updated issue. */
export const changeIssueStatus = (id: Id, action: IssueAction) => api[`${action}Issue`]({ params: { issueId: id } });
/** Oldest first (newest last). */
export const getIssueComments = (id: Id) => api.getIssueComments({ params: { issueId: id } });
/** On an Open issue, or a Resolved one, which the comment reopens; a Closed one takes none. */
export const addIssueComment = (id: Id, input: MemberCommentInput) => api.addIssueComment({ params: { issueId: id }, body: input });
/**
 * Uploads a file to attach to a new issue or a comment (checked by its bytes on the server); answers the attachment,
 * whose number the issue or the comment then names. A multipart body, sent by the client itself.
 */
export function uploadIssueAttachment(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call<AnswerOf<(typeof issueContract)['uploadIssueAttachment']>>('post', parseLine(issueCalls.uploadIssueAttachment).path, { body });
}
/** A file attached to one of the member's issues, fetched with the session (a plain link would not carry it). */
export const getIssueAttachment = (attachmentId: Id) => api.getIssueAttachment({ params: { attachmentId } });
/** The member has read the conversation up to `lastCommentId`: staff replies up to it are no longer unread. */
export const markIssueSeen = (id: Id, lastCommentId: number) => api.markIssueSeen({ params: { issueId: id }, body: { last_comment_id: lastCommentId } });

/** The services the member asked to be told about. */
export const getServiceInterests = () => api.getServiceInterests();
/** Tell the member when it opens (asking twice is the same as once). */
export const notifyWhenServiceOpens = (service: MemberService) => api.notifyWhenServiceOpens({ body: { service } });

/** Staff and admin: waiting longest first, then the rest newest first. */
export const getStaffIssues = (query: StaffIssueFilter & { q?: string; page?: number } = {}) => api.getStaffIssues({ query });
/** Several issues closed at once; answers how many changed. */
export const closeIssues = (ids: number[]) => api.closeIssues({ body: { ids } });
export const getStaffIssue = (id: Id) => api.getStaffIssue({ params: { issueId: id } });
export const getStaffIssueComments = (id: Id) => api.getStaffIssueComments({ params: { issueId: id } });
/** A file a member attached to an issue or a comment. */
export const getStaffIssueAttachment = (attachmentId: Id) => api.getStaffIssueAttachment({ params: { attachmentId } });
/** A reply as staff; the member is told by e-mail. */
export const replyToIssue = (id: Id, input: CommentInput) => api.replyToIssue({ params: { issueId: id }, body: input });
/** A reply as staff and the issue Resolved, together or not at all; the member gets the reply's e-mail. */
export const replyAndResolveIssue = (id: Id, input: CommentInput) => api.replyAndResolveIssue({ params: { issueId: id }, body: input });
/** A move the Change Status dialog offers from the issue's status, audited; the member is told by e-mail. */
export const setIssueStatus = (id: Id, input: IssueStatusInput) => api.setIssueStatus({ params: { issueId: id }, body: input });
/** The staff and admins an issue can be given to. */
export const getIssueAssignees = () => api.getIssueAssignees();
/** Gives the issue to a staff member (member ID), or to nobody (null); audited. */
export const assignIssue = (id: Id, input: AssignIssueInput) => api.assignIssue({ params: { issueId: id }, body: input });
/** Staff opened the issue: the member's activity up to `memberActivity` is no longer new. */
export const markStaffIssueSeen = (id: Id, memberActivity: number) => api.markStaffIssueSeen({ params: { issueId: id }, body: { member_activity: memberActivity } });
/** Staff's internal notes, oldest first: never shown to the member. */
export const getIssueNotes = (id: Id) => api.getIssueNotes({ params: { issueId: id } });
export const addIssueNote = (id: Id, input: NoteInput) => api.addIssueNote({ params: { issueId: id }, body: input });
/** The saved replies staff share, by title. */
export const getSavedReplies = () => api.getSavedReplies();
export const createSavedReply = (input: SavedReplyInput) => api.createSavedReply({ body: input });
export const updateSavedReply = (id: Id, input: SavedReplyInput) => api.updateSavedReply({ params: { replyId: id }, body: input });
export const deleteSavedReply = (id: Id) => api.deleteSavedReply({ params: { replyId: id } });
/** How many members asked about each service. */
export const getServiceInterestCounts = () => api.getServiceInterestCounts();

export const issueKeys = {
  all: ['issues'] as const,
  /** every page of the member's list */
  lists: ['issues', 'list'] as const,
  list: (page: number) => ['issues', 'list', page] as const,
  one: (id: number | string) => ['issues', 'one', String(id)] as const,
  comments: (id: number | string) => ['issues', 'comments', String(id)] as const,
  services: ['issues', 'services'] as const,
  /** every filter and page of the staff list */
  staffLists: ['issues', 'staff', 'list'] as const,
  staffList: (query: object) => ['issues', 'staff', 'list', query] as const,
  staffOne: (id: number | string) => ['issues', 'staff', 'one', String(id)] as const,
  staffComments: (id: number | string) => ['issues', 'staff', 'comments', String(id)] as const,
  staffNotes: (id: number | string) => ['issues', 'staff', 'notes', String(id)] as const,
  assignees: ['issues', 'staff', 'assignees'] as const,
  savedReplies: ['issues', 'staff', 'saved-replies'] as const,
  serviceCounts: ['issues', 'staff', 'services'] as const,
};
