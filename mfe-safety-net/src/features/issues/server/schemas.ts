import * as yup from 'yup';
import { MEMBER_SERVICES } from '../../../../../shared-api/src/enums.js';
import { staffIssueFilterSchema } from '../validation.js';
import { pageQuery } from '../../../../../shared-api/src/validation/calls.js';

// Support issues' answers: the feature's shapes.
export {
  Issue as issueSchema,
  IssueComment as issueCommentSchema,
  StaffIssue as staffIssueSchema,
  ServiceInterests as serviceInterestsSchema,
  ServiceInterestCounts as serviceInterestCountsSchema,
} from '../shapes.js';

export const ISSUES_PER_PAGE = 10;
export const STAFF_ISSUES_PER_PAGE = 20;

const notAnIssue = 'issueId must be an issue number';
/** An issue's number in the path (ids are positive and fit the database's bigint; anything else is no issue). */
export const issueParams = yup.object({
  issueId: yup.number().typeError(notAnIssue).integer(notAnIssue).min(1, notAnIssue).max(Number.MAX_SAFE_INTEGER, notAnIssue).required(notAnIssue),
});
export type IssueParams = yup.InferType<typeof issueParams>;

export const issueListQuery = pageQuery(ISSUES_PER_PAGE);
export const staffIssueListQuery = pageQuery(STAFF_ISSUES_PER_PAGE).concat(staffIssueFilterSchema);
export type StaffIssueListInput = yup.InferType<typeof staffIssueListQuery>;

export const serviceBody = yup.object({
  service: yup.string().typeError('service must be text').oneOf([...MEMBER_SERVICES], `service must be one of ${MEMBER_SERVICES.join(', ')}`).required(`service must be one of ${MEMBER_SERVICES.join(', ')}`),
});
