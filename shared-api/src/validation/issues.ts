// Support issues (spec: core §5 New issue and the comment box) and the staff inbox's filter.
import { ISSUE_STATUSES, ISSUE_TOPICS, messages, oneOf, schema, trimmed, type InferType } from 'shared-api/validation';

export const ISSUE_TITLE_MAX = 200;
export const ISSUE_TEXT_MAX = 5000;

export const issueSchema = schema.object({
  title: trimmed().max(ISSUE_TITLE_MAX, `Please keep the title under ${ISSUE_TITLE_MAX} characters`).required(messages.issueTitle),
  topic: oneOf(ISSUE_TOPICS, messages.issueTopic),
  description: trimmed().max(ISSUE_TEXT_MAX, `Please keep it under ${ISSUE_TEXT_MAX} characters`).required(messages.issueDescription),
});
export type IssueInput = InferType<typeof issueSchema>;

export const commentSchema = schema.object({
  description: trimmed().max(ISSUE_TEXT_MAX, `Please keep it under ${ISSUE_TEXT_MAX} characters`).required(messages.comment),
});
export type CommentInput = InferType<typeof commentSchema>;

/** Staff change an issue's status to any of the three. */
export const issueStatusSchema = schema.object({
  status: oneOf(ISSUE_STATUSES, `Please choose a status: ${ISSUE_STATUSES.join(', ')}`),
});
export type IssueStatusInput = InferType<typeof issueStatusSchema>;

/** The staff inbox: by status, by topic, and only those older than some days. */
export const staffIssueFilterSchema = schema.object({
  status: trimmed().oneOf(['', ...ISSUE_STATUSES], `status must be one of ${ISSUE_STATUSES.join(', ')}`).optional(),
  topic: trimmed().oneOf(['', ...ISSUE_TOPICS], `topic must be one of ${ISSUE_TOPICS.join(', ')}`).optional(),
  older_than_days: schema
    .number()
    .typeError('older_than_days must be a whole number of days')
    .integer('older_than_days must be a whole number of days')
    .min(0, 'older_than_days must be a whole number of days')
    .max(3650, 'older_than_days must be at most 3650')
    .optional(),
});
export type StaffIssueFilter = InferType<typeof staffIssueFilterSchema>;
