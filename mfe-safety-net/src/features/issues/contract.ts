// Support issues and member services: each call's access, rules and answer (decision 016). Server and API docs only;
// browsers import this file as a type.
import { contract } from 'shared-api/contract';
import { ISSUE_ATTACHMENT_MAX_BYTES, ISSUE_ATTACHMENTS_MAX } from 'shared-api/limits';
import { BulkResult, Paged, Type } from 'shared-api/shapes';
import { ISSUE_ACTIONS, MEMBER_SERVICES, schema, type IssueAction } from 'shared-api/validation';
import { idParams, idsBody, pageQuery, searchQuery } from 'shared-api/validation/calls';
import { issueCalls } from './calls';
import { Issue, IssueAssignee, IssueAttachment, IssueComment, IssueNote, SavedReply, ServiceInterestCounts, ServiceInterests, StaffIssue } from './shapes';
import {
  assignIssueSchema,
  commentSchema,
  issueSchema,
  issueSeenSchema,
  issueStatusSchema,
  memberCommentSchema,
  noteSchema,
  savedReplySchema,
  staffIssueFilterSchema,
  staffIssueSeenSchema,
} from './validation';

export const ISSUES_PER_PAGE = 10;
export const STAFF_ISSUES_PER_PAGE = 20;

const issueParams = idParams({ issueId: 'an issue' });
const savedReplyParams = idParams({ replyId: 'a saved reply' });
const attachmentParams = idParams({ attachmentId: 'an attachment' });
const attachmentRules =
  `Pictures (JPG, PNG) and PDFs, each at most ${ISSUE_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB and checked by its bytes as every upload is: a picture is decoded in full and ` +
  `kept encoded again, without its metadata; a PDF needs its header, its end and a page. At most ${ISSUE_ATTACHMENTS_MAX} with one issue or one comment.`;

/** The member's status calls: reopen, resolve, close. */
const statusCall = (action: IssueAction) =>
  ({
    access: 'member',
    owns: 'issue',
    summary: `${ISSUE_ACTIONS[action].label}: the issue becomes ${ISSUE_ACTIONS[action].to} (from ${ISSUE_ACTIONS[action].from.join(' or ')}); answers the updated issue`,
    description: 'Any other starting status is refused with 409 and changes nothing.',
    params: issueParams,
    answer: Issue,
  }) as const;
const serviceRule = `service must be one of ${MEMBER_SERVICES.join(', ')}`;

export const issueContract = contract('issues', issueCalls, {
  getIssues: { access: 'member', owns: 'self', summary: 'The member’s own issues, newest first', query: pageQuery(ISSUES_PER_PAGE), answer: Paged(Issue) },
  createIssue: {
    access: 'member',
    owns: 'self',
    summary: 'Raise an issue: title, topic (one of ISSUE_TOPICS), description; optionally the member’s order it is about and the files attached',
    description: `\`order_id\` must be one of the member’s own orders (422 otherwise). \`attachments\` are the numbers POST /user/issues/attachments answered, the member’s own and not yet attached (422 otherwise). ${attachmentRules}`,
    body: issueSchema,
    answer: Issue,
    status: 201,
  },
  getIssue: { access: 'member', owns: 'issue', summary: 'One of the member’s issues (another member’s answers 404, like a missing one)', params: issueParams, answer: Issue },
  openIssue: statusCall('open'),
  resolveIssue: statusCall('resolve'),
  closeIssue: statusCall('close'),
  getIssueComments: {
    access: 'member',
    owns: 'issue',
    summary: 'The issue’s comments, oldest first',
    description: 'Reading changes nothing: the page marks what it showed as seen with POST …/seen. Staff’s internal notes are never among them.',
    params: issueParams,
    answer: Type.Array(IssueComment),
  },
  addIssueComment: {
    access: 'member',
    owns: 'issue',
    summary: 'Add a comment (and files) to the member’s issue: an Open one, or a Resolved one, which the comment reopens',
    description: `A comment on a Resolved issue reopens it (the comment says so: \`reopened\`), as the member still needs help. A Closed issue takes no comment (409): the member reopens it first. \`attachments\` as for a new issue. ${attachmentRules}`,
    params: issueParams,
    body: memberCommentSchema,
    answer: IssueComment,
    status: 201,
  },
  markIssueSeen: {
    access: 'member',
    owns: 'issue',
    summary: 'The member has read the conversation up to the comment given (the newest the page showed): staff replies up to it are no longer unread',
    description: 'A reply written after that comment stays unread. Never moves back.',
    params: issueParams,
    body: issueSeenSchema,
    answer: null,
  },
  uploadIssueAttachment: {
    access: 'member',
    owns: 'self',
    summary: 'Upload a file to attach to a new issue or a comment (multipart field `file`); answers the attachment, to name in `attachments`',
    description: `${attachmentRules} A file no issue or comment takes is removed after a day. Only the member and staff can open it.`,
    answer: IssueAttachment,
    status: 201,
  },
  getIssueAttachment: {
    access: 'member',
    owns: 'issue-attachment',
    summary: 'A file attached to one of the member’s issues or its comments (another member’s answers 404, like a missing one)',
    params: attachmentParams,
    answer: { file: 'the file itself (image/jpeg, image/png, application/pdf)' },
  },
  getStaffIssueAttachment: {
    access: 'staff',
    tags: ['staff'],
    summary: 'A file a member attached to an issue or a comment',
    params: attachmentParams,
    answer: { file: 'the file itself (image/jpeg, image/png, application/pdf)' },
  },
  getStaffIssues: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Every member’s issues: those waiting for an answer first, longest waiting first; then the rest, newest first',
    description:
      '`q` searches by the issue’s number or title words, or by the member (name, e-mail, phone, MEMBER ID). `status` and `topic` narrow the list; `older_than_days` keeps issues raised more than that many days ago. `assignee` is `me` (the caller), `none` (nobody) or a staff member’s member ID. `view=waiting` keeps the open issues waiting for staff (the member raised, commented on or reopened them since staff last answered), the longest waiting first.',
    query: pageQuery(STAFF_ISSUES_PER_PAGE).concat(staffIssueFilterSchema).concat(searchQuery()),
    answer: Paged(StaffIssue),
  },
  closeIssues: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Close several issues at once (each member is told by e-mail, each change audited); one already closed is left as it is',
    body: idsBody('issue'),
    answer: BulkResult,
  },
  getIssueAssignees: { access: 'staff', tags: ['staff'], summary: 'The staff and admins an issue can be given to, by name', answer: Type.Array(IssueAssignee) },
  getStaffIssue: { access: 'staff', tags: ['staff'], summary: 'Any member’s issue', params: issueParams, answer: StaffIssue },
  getStaffIssueComments: { access: 'staff', tags: ['staff'], summary: 'Any issue’s comments, oldest first', params: issueParams, answer: Type.Array(IssueComment) },
  replyToIssue: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Reply as staff (whatever the status); the member sees the Staff label and is told by e-mail',
    params: issueParams,
    body: commentSchema,
    answer: IssueComment,
    status: 201,
  },
  replyAndResolveIssue: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Reply as staff and mark the issue Resolved, together or not at all; audited, and the member gets the reply’s e-mail',
    description: 'Only an Open issue can be resolved: a Resolved or Closed one is refused with 409 and nothing is sent.',
    params: issueParams,
    body: commentSchema,
    answer: StaffIssue,
  },
  setIssueStatus: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Move an issue to another status as the Change Status dialog offers (reopen a Resolved or Closed one, resolve an Open one, close an Open or Resolved one); audited, and the member is told by e-mail',
    description: 'A move that does not apply to the issue’s status (its own status, or Closed to Resolved) is refused with 409 and changes nothing.',
    params: issueParams,
    body: issueStatusSchema,
    answer: StaffIssue,
  },
  assignIssue: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Give the issue to a staff member (by member ID), or to nobody (null); audited',
    description: 'Only staff and admins can be given an issue: anyone else is refused with 422.',
    params: issueParams,
    body: assignIssueSchema,
    answer: StaffIssue,
  },
  markStaffIssueSeen: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Staff have opened the issue: the member’s activity up to the count given is no longer new (for every staff member)',
    description: 'Activity newer than the count given (written while the page was on its way) stays new. Never moves back.',
    params: issueParams,
    body: staffIssueSeenSchema,
    answer: StaffIssue,
  },
  getIssueNotes: { access: 'staff', tags: ['staff'], summary: 'The issue’s internal notes, oldest first (staff only)', params: issueParams, answer: Type.Array(IssueNote) },
  addIssueNote: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Add an internal note for staff; the member never sees it and is not told; audited',
    params: issueParams,
    body: noteSchema,
    answer: IssueNote,
    status: 201,
  },
  getSavedReplies: { access: 'staff', tags: ['staff'], summary: 'The saved replies every staff member can insert into an answer, by title', answer: Type.Array(SavedReply) },
  createSavedReply: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Save a reply (title and text) for all staff; audited',
    description: 'A title another saved reply has (in any case) is refused with 409.',
    body: savedReplySchema,
    answer: SavedReply,
    status: 201,
  },
  updateSavedReply: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Change a saved reply’s title or text; audited',
    description: 'A title another saved reply has (in any case) is refused with 409.',
    params: savedReplyParams,
    body: savedReplySchema,
    answer: SavedReply,
  },
  deleteSavedReply: { access: 'staff', tags: ['staff'], summary: 'Delete a saved reply; audited', params: savedReplyParams, answer: null },
  getServiceInterests: { access: 'member', owns: 'self', tags: ['services'], summary: 'The services the member asked to be told about when they open', answer: ServiceInterests },
  notifyWhenServiceOpens: {
    access: 'member',
    owns: 'self',
    tags: ['services'],
    summary: 'Tell the member when a service opens (asking twice is the same as once); answers every service they asked about',
    body: schema.object({ service: schema.string().typeError('service must be text').oneOf(MEMBER_SERVICES, serviceRule).required(serviceRule) }),
    answer: ServiceInterests,
  },
  getServiceInterestCounts: { access: 'staff', tags: ['staff'], summary: 'How many members asked about each service', answer: ServiceInterestCounts },
});
