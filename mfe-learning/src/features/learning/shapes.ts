// Learning programmes, courses, enrolment, quizzes and certificates (second spec §2.9–2.13, §3 Course, Question,
// Enrolment, Quiz result, Certificate; §7 calls): the answers' shapes, and their types for the pages. Correct answers
// and points never appear in a member's shape.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { ENROLMENT_STATUSES, PROGRAM_KEYS, QUESTION_TYPES } from './enums';

const Id = Type.Integer();

/** A course as the programme pages list it. */
export const ProgramCourse = Strict({
  id: Id,
  slug: Type.String(),
  title: Type.String(),
  batch: Type.String({ description: 'e.g. "Batch 2"; empty when the course has one intake' }),
  description: Type.String({ description: 'sanitized HTML' }),
  features: Type.Array(Type.String(), { description: 'what you’ll learn' }),
  image: Nullable(Type.String({ description: 'storage key' })),
  image_width: Type.Integer({ description: '0 without an image' }),
  image_height: Type.Integer({ description: '0 without an image' }),
  start_date: Nullable(DateTime('registrations open')),
  end_date: Nullable(DateTime('registrations close')),
  registrations_closed: Type.Boolean(),
  certification: Type.Boolean({ description: 'the course has a quiz and a certificate' }),
});

/** GET /programs/{programKey}: a programme page's courses and the course its Register Now enrols in. */
export const Program = Strict({
  id: Id,
  key: StringEnum(PROGRAM_KEYS),
  title: Type.String(),
  summary: Type.String(),
  courses: Type.Array(ProgramCourse),
  register_course: Nullable(Strict({ id: Id, slug: Type.String(), title: Type.String(), registrations_closed: Type.Boolean() })),
});

export const Choice = Strict({ id: Id, answer: Type.String() });
export const Question = Strict({
  id: Id,
  question: Type.String(),
  type: StringEnum(QUESTION_TYPES),
  choices: Type.Array(Choice, { description: 'empty for a text question' }),
});
export const Questionnaire = Strict({ id: Id, title: Type.String(), description: Type.String(), questions: Type.Array(Question) });

/** GET course-program: the enrolment form's courses and the programme's questionnaire. */
export const CourseProgram = Strict({
  program: Strict({ id: Id, key: StringEnum(PROGRAM_KEYS), title: Type.String() }),
  courses: Type.Array(Strict({ id: Id, title: Type.String() }), { description: 'the programme’s courses open for registration' }),
  questionnaire: Nullable(Strict({ id: Id, questions: Type.Array(Question) })),
});

/** POST course → data */
export const EnrolmentCreated = Strict({ hashed: Type.String({ description: 'the enrolment’s unguessable id (the thank-you page’s ?id=)' }) });

/** GET course-enrollment/{hashedId} */
export const Enrolment = Strict({
  id: Type.String({ description: 'the hashed id' }),
  user_name: Type.String(),
  user_email: Type.String(),
  course: Strict({ id: Id, slug: Type.String(), title: Type.String() }),
  program: Strict({ id: Id, title: Type.String() }),
  status: StringEnum(ENROLMENT_STATUSES),
  created_at: DateTime(),
});

/** The numbers of a course's quiz (the instructions table; spec §2.13). */
const quizFigures = {
  quiz_attempts: Type.Integer({ description: 'attempts the member has used' }),
  quiz_allowed_attempts: Type.Integer(),
  quiz_questions: Type.Integer(),
  quiz_total_score: Type.Integer({ description: 'points of the scored (multiple-choice) questions' }),
  quiz_passing_score: Type.Integer(),
  quiz_passing_percentage: Type.Integer(),
};

/** GET /courses/{id}: the course page. */
export const CourseDetail = Strict({
  ...ProgramCourse.properties,
  program: Strict({ id: Id, key: StringEnum(PROGRAM_KEYS), title: Type.String() }),
  price: Type.Integer({ description: 'PKR; every course is free (0)' }),
  ...quizFigures,
  post_program_questionnaire_link: Nullable(Type.String()),
  enrolment: Nullable(Strict({ hashed: Type.String(), status: StringEnum(ENROLMENT_STATUSES) })),
});

/** GET /courses/{id}/quiz-questionnaire: the instructions page. */
export const QuizInstructions = Strict({
  course_id: Id,
  course_slug: Type.String(),
  title: Type.String({ description: 'the course' }),
  description: Type.String({ description: 'what the quiz covers (plain text)' }),
  ...quizFigures,
});

/** GET /courses/{id}/check-quiz-eligibility; the message says why not. */
export const QuizEligibility = Strict({ eligible: Type.Boolean() });

/** GET get-course-quiz/{courseId}: the questions, without their answers or points. */
export const CourseQuiz = Strict({ course_id: Id, course_title: Type.String(), quiz_questionnaire: Questionnaire });

/** POST course/submit-quiz → data */
export const QuizSubmitted = Strict({ id: Type.Integer({ description: 'the attempt' }) });

/** GET get-quiz-result/{attemptId} */
export const QuizResult = Strict({
  id: Id,
  course: Type.String({ description: 'the course’s title' }),
  course_id: Id,
  course_slug: Type.String(),
  attempt_number: Type.Integer({ description: 'this attempt is the member’s n-th' }),
  attempts: Type.Integer({ description: 'attempts used so far' }),
  allowed_attempts: Type.Integer(),
  scored_points: Type.Integer(),
  total_points: Type.Integer(),
  passing_points: Type.Integer(),
  status: StringEnum(['Passed', 'Failed'] as const),
  quiz_cleared: Type.Boolean(),
  attempts_remaining: Type.Integer(),
  post_program_questionnaire_link: Nullable(Type.String()),
  submitted_at: DateTime(),
  answers_shown: Type.Boolean({ description: 'whether the review names the right answers: only once the member passed or has no attempt left' }),
  review: Type.Array(
    Strict({
      number: Type.Integer({ description: 'the question’s place in the quiz, from 1' }),
      question: Type.String(),
      type: StringEnum(QUESTION_TYPES),
      answer: Type.String({ description: 'the member’s answer: the choice’s text, or what they wrote' }),
      correct: Nullable(Type.Boolean({ description: 'null for a text question, which is kept for staff and not scored' })),
      points: Type.Integer({ description: 'what the question is worth (0 for a text question)' }),
      earned: Type.Integer(),
      correct_answer: Nullable(Type.String({ description: 'the right choice, for a missed question when answers_shown' })),
    }),
  ),
});

/** GET /user-is-certified/{courseId} → data: the passing attempt, or null. */
export const CertifiedAttempt = Nullable(Strict({ id: Type.Integer({ description: 'the attempt that earned the certificate' }) }));

/** GET get-quiz-certificate/{attemptId} */
export const CourseCertificate = Strict({
  certificate_url: Type.String({ description: 'the certificate PDF, by a link valid for a few minutes; open it in a new tab' }),
  verify_url: Type.String({ description: 'the page the certificate’s QR code leads to' }),
});

// ---- Staff ------------------------------------------------------------------------------------

export const StaffChoice = Strict({ id: Id, answer: Type.String(), correct: Type.Boolean() });
export const StaffQuestion = Strict({
  id: Id,
  question: Type.String(),
  type: StringEnum(QUESTION_TYPES),
  points: Type.Integer({ description: 'for a multiple-choice question; text questions are not scored (0)' }),
  choices: Type.Array(StaffChoice),
});
export const StaffQuestionnaire = Strict({ id: Id, title: Type.String(), description: Type.String(), questions: Type.Array(StaffQuestion) });

const enrolmentCounts = Strict({ pending: Type.Integer(), accepted: Type.Integer(), declined: Type.Integer() });

/** A course as staff list it. */
export const StaffCourseRow = Strict({
  id: Id,
  program_id: Id,
  slug: Type.String(),
  title: Type.String(),
  batch: Type.String(),
  published: Type.Boolean(),
  registrations_open: Type.Boolean({ description: 'staff opened registrations (the dates may still keep them closed)' }),
  registrations_closed: Type.Boolean({ description: 'what members see today' }),
  certification: Type.Boolean(),
  start_date: Nullable(DateTime()),
  end_date: Nullable(DateTime()),
  enrolments: enrolmentCounts,
  attempts: Type.Integer(),
  certified: Type.Integer({ description: 'members who passed' }),
});

/** A course as staff edit it, with its quiz (correct answers and points included). */
export const StaffCourse = Strict({
  ...StaffCourseRow.properties,
  description: Type.String(),
  features: Type.Array(Type.String()),
  image: Nullable(Type.String()),
  requires_acceptance: Type.Boolean({ description: 'members take the quiz only once staff accept their enrolment' }),
  quiz_allowed_attempts: Type.Integer(),
  quiz_passing_percentage: Type.Integer(),
  quiz_description: Type.String(),
  show_score: Type.Boolean({ description: 'the certificate prints the score' }),
  post_program_questionnaire_link: Nullable(Type.String()),
  quiz: Nullable(StaffQuestionnaire),
  quiz_total_score: Type.Integer(),
  quiz_passing_score: Type.Integer(),
  updated_at: DateTime(),
});

/** A programme as staff edit it. */
export const StaffProgram = Strict({
  id: Id,
  key: StringEnum(PROGRAM_KEYS),
  title: Type.String(),
  summary: Type.String(),
  register_course_id: Nullable(Type.Integer({ description: 'the course the public page’s Register Now enrols in' })),
  questionnaire: Nullable(StaffQuestionnaire),
  courses: Type.Array(StaffCourseRow),
});

const Answered = Strict({ question: Type.String(), answer: Type.String() });
const StaffMember = Strict({
  member_id: Type.String({ description: 'the member’s public id (/member/{memberId})' }),
  member_id_formatted: Type.String({ description: 'the MEMBER ID staff read and search by, e.g. FAP-7K3M-Q9TD' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});

/** An enrolment as staff read it: who, in which course, the answers as they were asked, and the decision. */
export const StaffEnrolment = Strict({
  id: Id,
  member: StaffMember,
  course: Strict({ id: Id, name: Type.String({ description: 'the title, with the batch in brackets when it has one' }) }),
  status: StringEnum(ENROLMENT_STATUSES),
  answers: Type.Array(Answered),
  created_at: DateTime(),
  decided_at: Nullable(DateTime()),
  decided_by: Nullable(Type.String()),
});

/** A quiz attempt as staff read it. */
export const StaffResult = Strict({
  id: Id,
  member: StaffMember,
  attempt_number: Type.Integer(),
  scored_points: Type.Integer(),
  total_points: Type.Integer(),
  percentage: Type.Integer(),
  passed: Type.Boolean(),
  certified: Type.Boolean({ description: 'the member has this course’s certificate' }),
  text_answers: Type.Array(Answered, { description: 'text questions are not scored: staff read them here' }),
  submitted_at: DateTime(),
});

/** GET /programs/{programKey} → data */
export type LearningProgram = Static<typeof Program>;
/** A course as the programme pages list it. */
export type ProgramCourse = Static<typeof ProgramCourse>;
/** GET course-program → data */
export type CourseProgram = Static<typeof CourseProgram>;
/** A question of a questionnaire or a quiz, as a member answers it. */
export type LearningQuestion = Static<typeof Question>;
/** GET course-enrollment/{hashedId} → data */
export type CourseEnrolment = Static<typeof Enrolment>;
/** GET /courses/{id} → data */
export type CourseDetail = Static<typeof CourseDetail>;
/** GET /courses/{id}/quiz-questionnaire → data */
export type QuizInstructions = Static<typeof QuizInstructions>;
/** GET get-course-quiz/{courseId} → data */
export type CourseQuiz = Static<typeof CourseQuiz>;
/** GET get-quiz-result/{attemptId} → data */
export type QuizResult = Static<typeof QuizResult>;
/** GET get-quiz-certificate/{attemptId} → data */
export type CourseCertificate = Static<typeof CourseCertificate>;
/** A programme as staff edit it. */
export type StaffLearningProgram = Static<typeof StaffProgram>;
/** A course as staff list it. */
export type StaffCourseRow = Static<typeof StaffCourseRow>;
/** A course as staff edit it, with its quiz. */
export type StaffCourse = Static<typeof StaffCourse>;
/** A quiz question as staff edit it, with its correct answer and points. */
export type StaffQuestion = Static<typeof StaffQuestion>;
/** An enrolment as staff read it. */
export type StaffCourseEnrolment = Static<typeof StaffEnrolment>;
/** A quiz attempt as staff read it. */
export type StaffQuizResult = Static<typeof StaffResult>;
