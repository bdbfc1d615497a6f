// Learning's few constants, and how a form's answers are sent, free of yup: a page reads them before any rule has
// loaded, and the server's tables and rules use the same lists.
/** Learning (second spec §2.9–2.10): the two programmes, each with its own public page. */
export const PROGRAM_KEYS = ['career-certificates', 'soft-skills'] as const;
export type ProgramKey = (typeof PROGRAM_KEYS)[number];
/** spec §5: question types */
export const QUESTION_TYPES = ['mcq', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** An enrolment waits for staff when its course is shortlisted; staff accept or decline it. */
export const ENROLMENT_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** A form's answers as the calls take them. */
export const answersOf = (values: Record<string, string>, questionIds: readonly number[]) =>
  questionIds.map((qid) => ({ questionNumber: qid, value: (values[`q${qid}`] ?? '').trim() }));
