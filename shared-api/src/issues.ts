// Support issues and member services (spec: core §7 issue calls). Bundled by mfe-safety-net
// (`shared-api/issues`), on the one client of the shared entry (decision 013).
import { get, post } from 'shared-api';
import type { Paged } from './content-types';
import type { IssueAction, MemberService } from './enums';
import type { Issue, IssueComment, ServiceInterestCounts, StaffIssue } from './types';
import type { CommentInput, IssueInput, IssueStatusInput, StaffIssueFilter } from './validation/issues';
import { givenParams } from './search-params';

// The enumerations the pages need, without loading the validation entry where no form is shown.
export { ISSUE_ACTIONS, ISSUE_STATUSES, ISSUE_TOPICS, MEMBER_SERVICES } from './enums';

/** GET /user/issues: the member's own issues, newest first. */
export const getIssues = (page = 1) => get<Paged<Issue>>('user/issues', { page });
/** GET /user/issues/{id}: one of the member's issues (another member's answers 404, like a missing one). */
export const getIssue = (id: number | string) => get<Issue>(`user/issues/${encodeURIComponent(id)}`);
/** POST user/issues */
export const createIssue = (input: IssueInput) => post<Issue>('user/issues', input);
/** POST /user/issues/{id}/open|resolve|close: the updated issue. */
export const changeIssueStatus = (id: number | string, action: IssueAction) => post<Issue>(`user/issues/${encodeURIComponent(id)}/${action}`);
/** GET /user/issues/{id}/comments: oldest first (newest last). */
export const getIssueComments = (id: number | string) => get<IssueComment[]>(`user/issues/${encodeURIComponent(id)}/comments`);
/** POST user/issues/{id}/comments/create: only while the issue is Open. */
export const addIssueComment = (id: number | string, input: CommentInput) => post<IssueComment>(`user/issues/${encodeURIComponent(id)}/comments/create`, input);

/** GET /user/services: the services the member asked to be told about. */
export const getServiceInterests = () => get<MemberService[]>('user/services');
/** POST /user/services/notify: tell the member when it opens (asking twice is the same as once). */
export const notifyWhenServiceOpens = (service: MemberService) => post<MemberService[]>('user/services/notify', { service });

/** GET staff/issues (staff and admin): waiting longest first, then the rest newest first. */
export const getStaffIssues = (query: StaffIssueFilter & { page?: number } = {}) => get<Paged<StaffIssue>>('staff/issues', givenParams(query));
/** GET staff/issues/{id} */
export const getStaffIssue = (id: number | string) => get<StaffIssue>(`staff/issues/${encodeURIComponent(id)}`);
/** GET staff/issues/{id}/comments */
export const getStaffIssueComments = (id: number | string) => get<IssueComment[]>(`staff/issues/${encodeURIComponent(id)}/comments`);
/** POST staff/issues/{id}/comments: a reply as staff; the member is told by e-mail. */
export const replyToIssue = (id: number | string, input: CommentInput) => post<IssueComment>(`staff/issues/${encodeURIComponent(id)}/comments`, input);
/** POST staff/issues/{id}/status: any status, audited; the member is told by e-mail. */
export const setIssueStatus = (id: number | string, input: IssueStatusInput) => post<StaffIssue>(`staff/issues/${encodeURIComponent(id)}/status`, input);
/** GET staff/services: how many members asked about each service. */
export const getServiceInterestCounts = () => get<ServiceInterestCounts>('staff/services');

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
  serviceCounts: ['issues', 'staff', 'services'] as const,
};
