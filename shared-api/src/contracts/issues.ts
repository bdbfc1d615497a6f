// Support issues and member services: each call's access, rules and answer (decision 016). Server and API docs only;
// browsers import this file as a type.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { ISSUE_ACTIONS, MEMBER_SERVICES, type IssueAction } from '../enums';
import { issueCalls } from '../calls/issues';
import { Paged } from '../shapes/common';
import { Issue, IssueComment, ServiceInterestCounts, ServiceInterests, StaffIssue } from '../shapes/issues';
import { commentSchema, issueSchema, issueStatusSchema, staffIssueFilterSchema } from '../validation/issues';
import { idParams, pageQuery } from '../validation/calls';

export const ISSUES_PER_PAGE = 10;
export const STAFF_ISSUES_PER_PAGE = 20;

const issueParams = idParams({ issueId: 'an issue' });

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
    summary: 'Raise an issue: title, topic (one of the five), description',
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
    description: 'The member has now seen the conversation: staff replies up to the newest comment sent are no longer unread.',
    params: issueParams,
    answer: Type.Array(IssueComment),
  },
  addIssueComment: {
    access: 'member',
    owns: 'issue',
    summary: 'Add a comment to the member’s issue, only while it is Open',
    description: 'A comment on an issue that is not Open is refused with 409.',
    params: issueParams,
    body: commentSchema,
    answer: IssueComment,
    status: 201,
  },
  getStaffIssues: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Every member’s issues: those waiting for an answer first, longest waiting first; then the rest, newest first',
    description: '`status` and `topic` narrow the list; `older_than_days` keeps issues raised more than that many days ago.',
    query: pageQuery(STAFF_ISSUES_PER_PAGE).concat(staffIssueFilterSchema),
    answer: Paged(StaffIssue),
  },
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
  setIssueStatus: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Set an issue’s status (Open, Resolved or Closed); audited, and the member is told by e-mail',
    params: issueParams,
    body: issueStatusSchema,
    answer: StaffIssue,
  },
  getServiceInterests: { access: 'member', owns: 'self', tags: ['services'], summary: 'The services the member asked to be told about when they open', answer: ServiceInterests },
  notifyWhenServiceOpens: {
    access: 'member',
    owns: 'self',
    tags: ['services'],
    summary: 'Tell the member when a service opens (asking twice is the same as once); answers every service they asked about',
    body: yup.object({ service: yup.string().typeError('service must be text').oneOf(MEMBER_SERVICES, serviceRule).required(serviceRule) }),
    answer: ServiceInterests,
  },
  getServiceInterestCounts: { access: 'staff', tags: ['staff'], summary: 'How many members asked about each service', answer: ServiceInterestCounts },
});
