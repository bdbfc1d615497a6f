// Support issues (spec: core §5 New issue and the comment box), the staff inbox's filter and the helpdesk's forms.
import { ISSUE_ASSIGNED_TO_ME, ISSUE_STATUSES, ISSUE_TOPICS, ISSUE_UNASSIGNED, messages, oneOf, schema, STAFF_ISSUE_VIEWS, trimmed, type InferType } from 'shared-api/validation';
import { ISSUE_ATTACHMENT_MESSAGES, ISSUE_ATTACHMENTS_MAX, ISSUE_TEXT_MAX, ISSUE_TITLE_MAX } from 'shared-api/limits';

// Pages read the limits from shared-api/limits, without yup.
export { ISSUE_TEXT_MAX, ISSUE_TITLE_MAX };

export const ORDER_NUMBER_MESSAGE = 'Please enter an order number from your Order History, such as 41';

/** The order an issue is about, as Order History numbers it ("41" or "#41"); empty for none. */
const orderNumber = () =>
  schema
    .number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined ? null : typeof original === 'string' && /^\s*#?\s*\d+\s*$/.test(original) ? Number(original.replace(/[#\s]/g, '')) : value,
    )
    .typeError(ORDER_NUMBER_MESSAGE)
    .integer(ORDER_NUMBER_MESSAGE)
    .min(1, ORDER_NUMBER_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, ORDER_NUMBER_MESSAGE)
    .nullable()
    .default(null);

const attachmentNumber = 'attachments must be the numbers of files you attached';
/** The files attached (uploaded first, one by one: POST /user/issues/attachments), by the numbers their uploads answered. */
const attachments = () =>
  schema
    .array(schema.number().typeError(attachmentNumber).integer(attachmentNumber).min(1, attachmentNumber).max(Number.MAX_SAFE_INTEGER, attachmentNumber).required(attachmentNumber))
    .typeError(attachmentNumber)
    .max(ISSUE_ATTACHMENTS_MAX, ISSUE_ATTACHMENT_MESSAGES.count)
    .default([]);

export const issueSchema = schema.object({
  title: trimmed().max(ISSUE_TITLE_MAX, `Please keep the title under ${ISSUE_TITLE_MAX} characters`).required(messages.issueTitle),
  topic: oneOf(ISSUE_TOPICS, messages.issueTopic),
  description: trimmed().max(ISSUE_TEXT_MAX, `Please keep it under ${ISSUE_TEXT_MAX} characters`).required(messages.issueDescription),
  order_id: orderNumber(),
  attachments: attachments(),
});
export type IssueInput = InferType<typeof issueSchema>;

/** A comment or a staff reply: its words. */
export const commentSchema = schema.object({
  description: trimmed().max(ISSUE_TEXT_MAX, `Please keep it under ${ISSUE_TEXT_MAX} characters`).required(messages.comment),
});
export type CommentInput = InferType<typeof commentSchema>;

/** A member's comment on their issue: its words, and the files attached to it. */
export const memberCommentSchema = commentSchema.shape({ attachments: attachments() });
export type MemberCommentInput = InferType<typeof memberCommentSchema>;

/** Staff change an issue's status to any of the three. */
export const issueStatusSchema = schema.object({
  status: oneOf(ISSUE_STATUSES, `Please choose a status: ${ISSUE_STATUSES.join(', ')}`),
});
export type IssueStatusInput = InferType<typeof issueStatusSchema>;

/** The staff inbox: by status, by topic, by who has it, waiting for staff, and only those older than some days. */
export const staffIssueFilterSchema = schema.object({
  status: trimmed().oneOf(['', ...ISSUE_STATUSES], `status must be one of ${ISSUE_STATUSES.join(', ')}`).optional(),
  topic: trimmed().oneOf(['', ...ISSUE_TOPICS], `topic must be one of ${ISSUE_TOPICS.join(', ')}`).optional(),
  assignee: trimmed().max(64, `assignee must be ${ISSUE_ASSIGNED_TO_ME}, ${ISSUE_UNASSIGNED} or a staff member’s member ID`).optional(),
  view: trimmed().oneOf(['', ...STAFF_ISSUE_VIEWS], `view must be one of ${STAFF_ISSUE_VIEWS.join(', ')}`).optional(),
  older_than_days: schema
    .number()
    .typeError('older_than_days must be a whole number of days')
    .integer('older_than_days must be a whole number of days')
    .min(0, 'older_than_days must be a whole number of days')
    .max(3650, 'older_than_days must be at most 3650')
    .optional(),
});
export type StaffIssueFilter = InferType<typeof staffIssueFilterSchema>;

/** Staff give an issue to one of them (by member ID), or to nobody (null). */
export const assignIssueSchema = schema.object({
  assignee: trimmed()
    .max(64, 'Please choose a staff member')
    .nullable()
    .defined('Please choose a staff member, or nobody')
    .transform((value: unknown) => (value === '' ? null : value)),
});
export type AssignIssueInput = InferType<typeof assignIssueSchema>;

/** An internal note: for staff only. */
export const noteSchema = schema.object({
  description: trimmed().max(ISSUE_TEXT_MAX, `Please keep the note under ${ISSUE_TEXT_MAX} characters`).required('Please write the note'),
});
export type NoteInput = InferType<typeof noteSchema>;

export const SAVED_REPLY_TITLE_MAX = 120;

/** A saved reply: a title to find it by and the text it puts in the reply box. */
export const savedReplySchema = schema.object({
  title: trimmed().max(SAVED_REPLY_TITLE_MAX, `Please keep the title under ${SAVED_REPLY_TITLE_MAX} characters`).required('Please give the saved reply a title'),
  body: trimmed().max(ISSUE_TEXT_MAX, `Please keep the reply under ${ISSUE_TEXT_MAX} characters`).required('Please write the reply'),
});
export type SavedReplyInput = InferType<typeof savedReplySchema>;

const commentNumber = 'last_comment_id must be a comment number';
/** The member has read their issue's conversation up to this comment (the newest the page showed). */
export const issueSeenSchema = schema.object({
  last_comment_id: schema.number().typeError(commentNumber).integer(commentNumber).min(1, commentNumber).max(Number.MAX_SAFE_INTEGER, commentNumber).required(commentNumber),
});
export type IssueSeenInput = InferType<typeof issueSeenSchema>;

const activityCount = 'member_activity must be a whole number from 0';
/** Staff have seen the member's activity on the issue up to this count (the one the page was sent). */
export const staffIssueSeenSchema = schema.object({
  member_activity: schema.number().typeError(activityCount).integer(activityCount).min(0, activityCount).max(2_147_483_647, activityCount).required(activityCount),
});
export type StaffIssueSeenInput = InferType<typeof staffIssueSeenSchema>;
