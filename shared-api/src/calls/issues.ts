// Support issues and member services (spec: core §7 issue calls): the calls' one written path (decision 016).
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
  getStaffIssues: 'GET /staff/issues',
  getStaffIssue: 'GET /staff/issues/:issueId',
  getStaffIssueComments: 'GET /staff/issues/:issueId/comments',
  replyToIssue: 'POST /staff/issues/:issueId/comments',
  setIssueStatus: 'POST /staff/issues/:issueId/status',
  getServiceInterests: 'GET /user/services',
  notifyWhenServiceOpens: 'POST /user/services/notify',
  getServiceInterestCounts: 'GET /staff/services',
});
