// Learning: each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file
// as a type. Correct answers and points never appear in a member's answer; the server scores every quiz.
import { contract } from 'shared-api/contract';
import { BulkResult, Paged, Type } from 'shared-api/shapes';
import { schema, trimmed } from 'shared-api/validation';
import { idParams, idsBody, idsQuery, pageQuery, recordNumber, searchQuery, sortQuery } from 'shared-api/validation/calls';
import { learningCalls } from './calls';
import { ENROLMENT_STATUSES, PROGRAM_KEYS } from './enums';
import {
  CertifiedAttempt,
  CourseCertificate,
  CourseDetail,
  CourseProgram,
  CourseQuiz,
  Enrolment,
  EnrolmentCreated,
  Program,
  QuizEligibility,
  QuizInstructions,
  QuizResult,
  QuizSubmitted,
  StaffCourse,
  StaffEnrolment,
  StaffProgram,
  StaffResult,
} from './shapes';
import { courseSchema, enrolmentDecisionSchema, enrolmentSchema, programSchema, questionnaireSchema, quizSchema, quizSubmissionSchema } from './validation';

export const COURSE_ENROLMENTS_PER_PAGE = 20;
export const COURSE_RESULTS_PER_PAGE = 20;

/** The columns a course's enrolments can be sorted by; by status, the waiting ones come first. */
export const ENROLMENT_SORTS = ['status', 'created_at', 'name'] as const;
/** The columns a course's quiz attempts can be sorted by; by score, the percentage of the points. */
export const RESULT_SORTS = ['submitted_at', 'score', 'name'] as const;

const courseParams = idParams({ courseId: 'a course' });
const attemptParams = idParams({ attemptId: 'an attempt' });
const programParams = idParams({ programId: 'a programme' });
const NO_ENROLMENT = 'This enrolment could not be found.';
// An enrolment's hashed id is 22 base64url characters; the rule keeps anything longer from reaching the database.
const hashedParams = schema.object({ hashedId: trimmed().max(64, NO_ENROLMENT).required(NO_ENROLMENT) });
const BAD_LINK = 'This certificate link is invalid or has expired.';

/** `?status=&q=`: one status or all, and what staff searched for (the member's name, e-mail, phone or MEMBER ID). */
const statusFilter = schema
  .object({
    status: schema
      .string()
      .typeError('status must be text')
      .oneOf([...ENROLMENT_STATUSES, ''], `status must be one of ${ENROLMENT_STATUSES.join(', ')}`)
      .optional(),
  })
  .concat(searchQuery());

export const learningContract = contract('learning', learningCalls, {
  getProgram: {
    access: 'public',
    summary: 'A programme page’s published courses (description, what you’ll learn, registration dates and state) and the course its Register Now enrols in',
    params: schema.object({ programKey: schema.string().oneOf([...PROGRAM_KEYS], `programKey must be one of ${PROGRAM_KEYS.join(', ')}`).required('programKey is required') }),
    answer: Program,
  },
  getCourseProgram: {
    access: 'member',
    owns: 'everyone',
    summary: 'The enrolment form: the programme’s courses open for registration and its questionnaire (questions and choices)',
    query: schema.object({ program_id: recordNumber('program_id must be a programme number') }),
    answer: CourseProgram,
  },
  enrollInCourse: {
    access: 'member',
    profile: 'complete',
    owns: 'self',
    summary: 'Enrol in a course with the programme’s questionnaire answered; answers the enrolment’s hashed id',
    description:
      'Needs a complete profile (403 otherwise). Every question of the programme’s questionnaire must be answered ("This question is required"); a multiple-choice answer is one of its choices. A closed course is 409. Enrolling again answers the first enrolment.',
    body: enrolmentSchema,
    answer: EnrolmentCreated,
    status: 201,
  },
  getEnrolment: {
    access: 'member',
    owns: 'enrolment',
    summary: 'One of the member’s enrolments, by its hashed id (the thank-you page)',
    params: hashedParams,
    answer: Enrolment,
  },
  getCourse: {
    access: 'member',
    owns: 'everyone',
    summary: 'A published course, its quiz’s figures and the member’s enrolment',
    params: courseParams,
    answer: CourseDetail,
  },
  getCertifiedAttempt: {
    access: 'member',
    owns: 'everyone',
    summary: 'The member’s passing attempt of the course’s quiz (data.id), or null',
    params: courseParams,
    answer: CertifiedAttempt,
  },
  getQuizCertificate: {
    access: 'member',
    owns: 'attempt',
    summary: 'The course certificate of a passing attempt, by a short-lived link: made once (PDF with name, course, programme, date, score when shown, a QR code) and served again',
    params: attemptParams,
    answer: CourseCertificate,
  },
  getCourseCertificatePdf: {
    access: 'public',
    summary: 'A course certificate as a PDF, by the signed link getQuizCertificate answers',
    params: idParams({ certificateId: 'a certificate' }),
    query: schema.object({ expires: recordNumber('expires must be the time the link was made for'), signature: trimmed().max(100, BAD_LINK).required(BAD_LINK) }),
    answer: { file: 'application/pdf' },
  },
  checkQuizEligibility: {
    access: 'member',
    owns: 'everyone',
    summary: 'Whether the member may take the course’s quiz now (enrolled, accepted where the course needs it, attempts left, quiz open); the message says why not',
    params: courseParams,
    answer: QuizEligibility,
  },
  getQuizInstructions: {
    access: 'member',
    owns: 'everyone',
    summary: 'The quiz’s instructions: what it covers, attempts used and allowed, questions, total and passing score',
    params: courseParams,
    answer: QuizInstructions,
  },
  getCourseQuiz: {
    access: 'member',
    owns: 'everyone',
    summary: 'The quiz’s questions and choices, without answers or points; 409 with the reason when the member may not take it',
    params: courseParams,
    answer: CourseQuiz,
  },
  submitQuiz: {
    access: 'member',
    owns: 'self',
    summary: 'Submit the quiz: every question answered; scored here; answers the attempt',
    description:
      'Multiple-choice questions are scored by their points; text questions are kept for staff and not scored. Attempts are counted under a lock: two submissions at once on the last attempt give one result (the other is 409). A quiz changed since it was opened is 409.',
    body: quizSubmissionSchema,
    answer: QuizSubmitted,
    status: 201,
  },
  getQuizResult: {
    access: 'member',
    owns: 'attempt',
    summary: 'One of the member’s attempts: score, status, attempts left and the feedback questionnaire’s link',
    params: attemptParams,
    answer: QuizResult,
  },

  // ---- Staff ------------------------------------------------------------------------------------
  getStaffPrograms: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Both programmes with their courses and each course’s enrolments, attempts and certificates',
    answer: Type.Array(StaffProgram),
  },
  getStaffProgram: { access: 'staff', tags: ['staff'], summary: 'A programme with its questionnaire and courses', params: programParams, answer: StaffProgram },
  updateProgram: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Edit a programme’s title, summary and the course its Register Now enrols in; audited',
    params: programParams,
    body: programSchema,
    answer: StaffProgram,
  },
  saveProgramQuestionnaire: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Replace the programme’s enrolment questionnaire (enrolments keep the questions they answered); audited',
    params: programParams,
    body: questionnaireSchema,
    answer: StaffProgram,
  },
  createCourse: { access: 'staff', tags: ['staff'], summary: 'Create a course (description is sanitized HTML); audited', body: courseSchema, answer: StaffCourse, status: 201 },
  getStaffCourse: { access: 'staff', tags: ['staff'], summary: 'A course as staff edit it, with its quiz’s answers and points', params: courseParams, answer: StaffCourse },
  updateCourse: { access: 'staff', tags: ['staff'], summary: 'Edit a course; audited', params: courseParams, body: courseSchema, answer: StaffCourse },
  saveCourseQuiz: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Replace the course’s quiz (attempts keep the score they had); audited',
    description: 'A multiple-choice question has one correct answer and is worth points; a text question is not scored. A member in the middle of the old quiz is asked to reload.',
    params: courseParams,
    body: quizSchema,
    answer: StaffCourse,
  },
  getStaffEnrolments: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Every course’s enrolments (those waiting for a decision: `status=pending`), oldest waiting first unless sorted otherwise; searched by the member’s name, e-mail, phone or MEMBER ID',
    query: pageQuery(COURSE_ENROLMENTS_PER_PAGE).concat(statusFilter).concat(sortQuery(ENROLMENT_SORTS, 'status', 'asc')),
    answer: Paged(StaffEnrolment),
  },
  getCourseEnrolments: {
    access: 'staff',
    tags: ['staff'],
    summary: 'A course’s enrolments with their answers, oldest waiting first unless sorted otherwise; searched by the member’s name, e-mail, phone or MEMBER ID',
    params: courseParams,
    query: pageQuery(COURSE_ENROLMENTS_PER_PAGE).concat(statusFilter).concat(sortQuery(ENROLMENT_SORTS, 'status', 'asc')),
    answer: Paged(StaffEnrolment),
  },
  exportCourseEnrolments: {
    access: 'staff',
    tags: ['staff'],
    summary: 'A course’s enrolments with their answers, or just the selected ones (`ids`), as a CSV file (UTF-8 with BOM)',
    params: courseParams,
    query: statusFilter.concat(idsQuery()),
    answer: { file: 'text/csv' },
  },
  decideEnrolment: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Accept or decline an enrolment; the member is told by e-mail (with the note); audited',
    params: idParams({ enrolmentId: 'an enrolment' }),
    body: enrolmentDecisionSchema,
    answer: StaffEnrolment,
  },
  decideEnrolments: {
    access: 'staff',
    tags: ['staff'],
    summary: 'Accept or decline several enrolments at once, with one note; each decided is audited and its member e-mailed, one already so decided is left as it is',
    description: 'Each enrolment is decided in its own transaction: one that cannot be (gone, or already so decided) leaves the others alone.',
    body: idsBody('enrolment').concat(enrolmentDecisionSchema),
    answer: BulkResult,
  },
  getCourseResults: {
    access: 'staff',
    tags: ['staff'],
    summary: 'A course’s quiz attempts, newest first unless sorted otherwise, with the text answers to read; searched by the member’s name, e-mail, phone or MEMBER ID',
    params: courseParams,
    query: pageQuery(COURSE_RESULTS_PER_PAGE).concat(searchQuery()).concat(sortQuery(RESULT_SORTS, 'submitted_at')),
    answer: Paged(StaffResult),
  },
  exportCourseResults: {
    access: 'staff',
    tags: ['staff'],
    summary: 'A course’s quiz attempts, or a search’s, as a CSV file (UTF-8 with BOM)',
    params: courseParams,
    query: searchQuery(),
    answer: { file: 'text/csv' },
  },
});
