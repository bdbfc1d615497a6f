// Support issues and member services (spec: core §7 issue calls), and the staff's helpdesk (assignment, internal
// notes, saved replies): the calls' one written path (decision 016).
import { calls } from '../contract';

export const issueCalls = calls({
  getIssues: 'GET /user/issues',
  createIssue: 'POST /user/issues',
  getIssue: 'GET /user/issues/:issueId',
  openIssue: 'POST /user/issues/:issueId/open',
  resolveIssue: 'POST /user/issues/:issueId/resolve',
  closeIssue: 'POST /user/issues/:issueId/close',
  getIssueComments: 'GET /user/issues/:issueId/comments',
  addIssueComment: 'POST /user/issues/:issueId/comments/create',
  markIssueSeen: 'POST /user/issues/:issueId/seen',
  getStaffIssues: 'GET /staff/issues',
  closeIssues: 'POST /staff/issues/close',
  getIssueAssignees: 'GET /staff/issues/assignees',
  getStaffIssue: 'GET /staff/issues/:issueId',
  getStaffIssueComments: 'GET /staff/issues/:issueId/comments',
  replyToIssue: 'POST /staff/issues/:issueId/comments',
  replyAndResolveIssue: 'POST /staff/issues/:issueId/reply-and-resolve',
  setIssueStatus: 'POST /staff/issues/:issueId/status',
  assignIssue: 'POST /staff/issues/:issueId/assignee',
  markStaffIssueSeen: 'POST /staff/issues/:issueId/seen',
  getIssueNotes: 'GET /staff/issues/:issueId/notes',
  addIssueNote: 'POST /staff/issues/:issueId/notes',
  getSavedReplies: 'GET /staff/saved-replies',
  createSavedReply: 'POST /staff/saved-replies',
  updateSavedReply: 'POST /staff/saved-replies/:replyId',
  deleteSavedReply: 'DELETE /staff/saved-replies/:replyId',
  getServiceInterests: 'GET /user/services',
  notifyWhenServiceOpens: 'POST /user/services/notify',
  getServiceInterestCounts: 'GET /staff/services',
});
