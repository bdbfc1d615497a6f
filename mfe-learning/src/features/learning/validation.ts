// Learning (second spec §5: enrolment and quiz; the staff's programme, course and quiz forms). The pages (formik) and
// the server's routes run these same schemas; a questionnaire's form is built from the one answer rule below.
import { messages, schema, trimmed, type InferType } from 'shared-api/validation';
import { QUESTION_TYPES } from './enums';

export const ANSWER_MAX = 2000;
export const QUESTIONS_MAX = 100;
export const CHOICES_MAX = 10;
export const FEATURES_MAX = 20;
export const COURSE_DESCRIPTION_MAX = 20_000;
export const ATTEMPTS_MAX = 10;

export const learningMessages = {
  // spec §5
  course: 'Your course is required',
  question: 'This question is required',
  // Not quoted by the spec.
  answerTooLong: `Please keep your answer under ${ANSWER_MAX} characters`,
  questionnaire: 'Please answer the questionnaire',
  quiz: 'Please answer the quiz',
  questionText: 'Please write the question',
  questionType: 'Please choose the type of question',
  choiceText: 'Please write the answer',
  twoChoices: 'A multiple-choice question needs at least two answers',
  oneCorrect: 'Please mark exactly one correct answer',
  points: 'Points must be a whole number from 0 to 100',
  scoredQuestion: 'A quiz needs at least one multiple-choice question worth points',
  title: 'Please enter the title',
  description: 'Please describe the course',
  program: 'Please choose the programme',
  attempts: `Allowed attempts must be a whole number from 1 to ${ATTEMPTS_MAX}`,
  passing: 'The passing percentage must be a whole number from 1 to 100',
  date: 'Please enter a valid date and time',
  endAfterStart: 'Registrations must close after they open',
  decision: 'Please accept or decline the enrolment',
} as const;

const INT_MAX = 2_147_483_647;

/** An object whose fields a rule may read (a question beside its choices, a course beside its dates). */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const id = (message: string) => schema.number().typeError(message).integer(message).min(1, message).max(INT_MAX, message);

/** One answer's value: the chosen answer's id for a multiple-choice question, the text for a text question. */
export const answerValue = () => trimmed().max(ANSWER_MAX, learningMessages.answerTooLong).required(learningMessages.question);

/** spec §3: a questionnaire's answers, each `{ questionNumber, value }` (the question's id and its value). */
const answers = () =>
  schema
    .array(
      schema.object({
        questionNumber: id('questionNumber must be a question number').required('questionNumber must be a question number'),
        value: answerValue(),
      }),
    )
    .max(QUESTIONS_MAX, `At most ${QUESTIONS_MAX} answers`);

/** POST course: the enrolment (spec §3 Enrolment submission). */
export const enrolmentSchema = schema.object({
  course: id(learningMessages.course).required(learningMessages.course),
  // A programme without a questionnaire sends none.
  questionnaire_id: id('questionnaire_id must be a questionnaire number').nullable().optional(),
  questionnaire: answers().default([]),
});
export type EnrolmentInput = InferType<typeof enrolmentSchema>;

/** POST course/submit-quiz (spec §3 Quiz submission). */
export const quizSubmissionSchema = schema.object({
  course: id('course must be a course number').required('course must be a course number'),
  questionnaire_id: id('questionnaire_id must be a questionnaire number').required('questionnaire_id must be a questionnaire number'),
  questionnaire: answers().min(1, learningMessages.quiz).required(learningMessages.quiz),
});
export type QuizSubmissionInput = InferType<typeof quizSubmissionSchema>;

/** A form's answers: one required field per question, keyed `q<id>` (the same rule as the server's). */
export const answersFormSchema = (questionIds: readonly number[]) => schema.object(Object.fromEntries(questionIds.map((qid) => [`q${qid}`, answerValue()])));

/** The enrolment form: the course, then the programme's questions. */
export const enrolmentFormSchema = (questionIds: readonly number[]) =>
  schema.object({ course: trimmed().required(learningMessages.course), answers: answersFormSchema(questionIds) });

// ---- Staff ------------------------------------------------------------------------------------

const choiceAnswer = () => trimmed().max(300, 'Please keep the answer under 300 characters').required(learningMessages.choiceText);
const choiceSchema = schema.object({ answer: choiceAnswer(), correct: schema.boolean().default(false) });
const questionnaireChoiceSchema = schema.object({ answer: choiceAnswer() });

const questionFields = {
  question: trimmed().max(500, 'Please keep the question under 500 characters').required(learningMessages.questionText),
  type: trimmed().oneOf([...QUESTION_TYPES], learningMessages.questionType).required(learningMessages.questionType),
};

const isMcq = (parent: unknown) => isRecord(parent) && parent.type === 'mcq';

/** A question of a programme's enrolment questionnaire: no answer is right or wrong. */
export const questionnaireQuestionSchema = schema.object({
  ...questionFields,
  choices: schema
    .array(questionnaireChoiceSchema)
    .max(CHOICES_MAX, `At most ${CHOICES_MAX} answers`)
    .default([])
    .test('two-choices', learningMessages.twoChoices, function (choices) {
      return !isMcq(this.parent) || (choices?.length ?? 0) >= 2;
    }),
});

/** A quiz question: a multiple-choice one has one correct answer and is worth points; a text one is not scored. */
export const quizQuestionSchema = schema.object({
  ...questionFields,
  points: schema.number().typeError(learningMessages.points).integer(learningMessages.points).min(0, learningMessages.points).max(100, learningMessages.points).default(1),
  choices: schema
    .array(choiceSchema)
    .max(CHOICES_MAX, `At most ${CHOICES_MAX} answers`)
    .default([])
    .test('two-choices', learningMessages.twoChoices, function (choices) {
      return !isMcq(this.parent) || (choices?.length ?? 0) >= 2;
    })
    .test('one-correct', learningMessages.oneCorrect, function (choices) {
      return !isMcq(this.parent) || (choices ?? []).filter((c) => c.correct).length === 1;
    }),
});

/** POST /staff/learning/programs/{programId}/questionnaire */
export const questionnaireSchema = schema.object({
  questions: schema.array(questionnaireQuestionSchema).max(QUESTIONS_MAX, `At most ${QUESTIONS_MAX} questions`).default([]),
});
export type QuestionnaireInput = InferType<typeof questionnaireSchema>;

/** POST /staff/learning/courses/{courseId}/quiz */
export const quizSchema = schema.object({
  questions: schema
    .array(quizQuestionSchema)
    .min(1, learningMessages.scoredQuestion)
    .max(QUESTIONS_MAX, `At most ${QUESTIONS_MAX} questions`)
    .required(learningMessages.scoredQuestion)
    .test('scored', learningMessages.scoredQuestion, (questions) => (questions ?? []).some((q) => q.type === 'mcq' && (q.points ?? 0) > 0)),
});
export type QuizInput = InferType<typeof quizSchema>;

/** POST /staff/learning/programs/{programId} */
export const programSchema = schema.object({
  title: trimmed().max(200, 'Please keep the title under 200 characters').required(learningMessages.title),
  summary: trimmed().max(2000, 'Please keep the summary under 2000 characters').default(''),
  register_course_id: id('register_course_id must be a course number').nullable().optional(),
});
export type ProgramInput = InferType<typeof programSchema>;

const isDate = (value: string | null | undefined) => !value || !Number.isNaN(new Date(value).getTime());
const optionalDate = () =>
  trimmed()
    .nullable()
    .optional()
    .transform((value: unknown) => (value === '' ? null : value))
    .test('date', learningMessages.date, isDate);

/** POST /staff/learning/courses and /staff/learning/courses/{courseId} */
export const courseSchema = schema.object({
  program_id: id(learningMessages.program).required(learningMessages.program),
  title: trimmed().max(200, 'Please keep the title under 200 characters').required(learningMessages.title),
  batch: trimmed().max(60, 'Please keep the batch under 60 characters').default(''),
  description: trimmed().max(COURSE_DESCRIPTION_MAX, `Please keep it under ${COURSE_DESCRIPTION_MAX} characters`).required(learningMessages.description),
  features: schema
    .array(trimmed().max(200, 'Please keep each point under 200 characters').required('Please write the point or remove it'))
    .max(FEATURES_MAX, `At most ${FEATURES_MAX} points`)
    .default([]),
  image: trimmed().max(200).nullable().optional(),
  start_date: optionalDate(),
  end_date: optionalDate().test('after-start', learningMessages.endAfterStart, function (value) {
    const start = isRecord(this.parent) ? this.parent.start_date : undefined;
    return !value || typeof start !== 'string' || !start || !isDate(start) || !isDate(value) || new Date(value).getTime() > new Date(start).getTime();
  }),
  published: schema.boolean().default(false),
  registrations_open: schema.boolean().default(false),
  requires_acceptance: schema.boolean().default(false),
  certification: schema.boolean().default(false),
  quiz_allowed_attempts: schema.number().typeError(learningMessages.attempts).integer(learningMessages.attempts).min(1, learningMessages.attempts).max(ATTEMPTS_MAX, learningMessages.attempts).default(3),
  quiz_passing_percentage: schema.number().typeError(learningMessages.passing).integer(learningMessages.passing).min(1, learningMessages.passing).max(100, learningMessages.passing).default(60),
  quiz_description: trimmed().max(2000, 'Please keep the quiz description under 2000 characters').default(''),
  show_score: schema.boolean().default(true),
  post_program_questionnaire_link: trimmed()
    .max(500)
    .url(messages.urlInvalid)
    .nullable()
    .optional()
    .transform((value: unknown) => (value === '' ? null : value)),
});
export type CourseInput = InferType<typeof courseSchema>;

/** POST /staff/learning/enrolments/{enrolmentId}/decision: the member is told by e-mail, with the note if given. */
export const enrolmentDecisionSchema = schema.object({
  decision: trimmed().oneOf(['accepted', 'declined'] as const, learningMessages.decision).required(learningMessages.decision),
  note: trimmed().max(1000, 'Please keep the note under 1000 characters').default(''),
});
export type EnrolmentDecisionInput = InferType<typeof enrolmentDecisionSchema>;
