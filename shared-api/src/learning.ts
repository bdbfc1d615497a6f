// Learning programmes, courses, enrolment, quizzes and certificates (second spec §7 calls) and how staff run them:
// the calls browsers make, typed from the feature's contract, and the cache keys of its reads. Bundled by
// mfe-learning (`shared-api/learning`), on the one client of the shared entry (decision 013).
import { call, download } from 'shared-api';
import { learningCalls } from './calls/learning';
import { typedCalls } from './contract-client';
import type { learningContract } from './contracts/learning';
import type { ProgramKey } from './learning-enums';
import type { CourseInput, EnrolmentDecisionInput, EnrolmentInput, ProgramInput, QuestionnaireInput, QuizInput, QuizSubmissionInput } from './validation/learning';

const api = typedCalls<typeof learningContract>(learningCalls, { call, download });

type Id = number | string;

/** The names of these reads in the query cache. */
export const learningKeys = {
  all: ['learning'] as const,
  program: (key: ProgramKey) => ['learning', 'program', key] as const,
  courseProgram: (programId: Id) => ['learning', 'course-program', String(programId)] as const,
  enrolment: (hashed: string) => ['learning', 'enrolment', hashed] as const,
  course: (courseId: Id) => ['learning', 'course', String(courseId)] as const,
  certified: (courseId: Id) => ['learning', 'certified', String(courseId)] as const,
  eligibility: (courseId: Id) => ['learning', 'eligibility', String(courseId)] as const,
  instructions: (courseId: Id) => ['learning', 'instructions', String(courseId)] as const,
  quiz: (courseId: Id) => ['learning', 'quiz', String(courseId)] as const,
  result: (attemptId: Id) => ['learning', 'result', String(attemptId)] as const,
  /** every staff read of learning */
  staff: ['learning', 'staff'] as const,
  staffPrograms: ['learning', 'staff', 'programs'] as const,
  staffProgram: (programId: Id) => ['learning', 'staff', 'program', String(programId)] as const,
  staffCourse: (courseId: Id) => ['learning', 'staff', 'course', String(courseId)] as const,
  /** every course's enrolments (the staff home's queue of those waiting) */
  staffEnrolments: (query: CourseEnrolmentsQuery) => ['learning', 'staff', 'enrolments', 'all', query] as const,
  /** a course's enrolments: a query, or (as first written) a status and a page */
  enrolments: (courseId: Id, query: string | CourseEnrolmentsQuery, page?: number) => ['learning', 'staff', 'enrolments', String(courseId), query, ...(page === undefined ? [] : [page])] as const,
  /** a course's results: a query, or (as first written) a page */
  results: (courseId: Id, query: number | CourseResultsQuery) => ['learning', 'staff', 'results', String(courseId), query] as const,
};

/** What a staff list of a course's enrolments shows: a status, a search, an order and a page. */
export interface CourseEnrolmentsQuery {
  status?: string;
  /** the member's name, e-mail, phone or MEMBER ID */
  q?: string;
  sort?: 'status' | 'created_at' | 'name';
  dir?: 'asc' | 'desc';
  page?: number;
}

/** What a staff list of a course's quiz attempts shows: a search, an order and a page. */
export interface CourseResultsQuery {
  q?: string;
  sort?: 'submitted_at' | 'score' | 'name';
  dir?: 'asc' | 'desc';
  page?: number;
}

// ---- Visitors and members ----

/** A programme page's courses and its Register Now course (public). */
export const getProgram = (key: ProgramKey) => api.getProgram({ params: { programKey: key } });
/** The enrolment form: the programme's open courses and its questionnaire. */
export const getCourseProgram = (programId: Id) => api.getCourseProgram({ query: { program_id: Number(programId) } });
/** Enrol: answers `data.hashed`, the thank-you page's id. */
export const enrollInCourse = (input: EnrolmentInput) => api.enrollInCourse({ body: input });
export const getEnrolment = (hashed: string) => api.getEnrolment({ params: { hashedId: hashed } });
export const getCourse = (courseId: Id) => api.getCourse({ params: { courseId } });
/** The member's passing attempt (`data.id`), or null. */
export const getCertifiedAttempt = (courseId: Id) => api.getCertifiedAttempt({ params: { courseId } });
/** The certificate of a passing attempt: `certificate_url` opens its PDF (in a new tab). */
export const getQuizCertificate = (attemptId: Id) => api.getQuizCertificate({ params: { attemptId } });
/** `data.eligible`, and the message that says why not. */
export const checkQuizEligibility = (courseId: Id) => api.checkQuizEligibility({ params: { courseId } });
export const getQuizInstructions = (courseId: Id) => api.getQuizInstructions({ params: { courseId } });
export const getCourseQuiz = (courseId: Id) => api.getCourseQuiz({ params: { courseId } });
/** Answers `data.id`, the attempt. */
export const submitQuiz = (input: QuizSubmissionInput) => api.submitQuiz({ body: input });
export const getQuizResult = (attemptId: Id) => api.getQuizResult({ params: { attemptId } });

// ---- Staff ----

export const getStaffPrograms = () => api.getStaffPrograms();
export const getStaffProgram = (programId: Id) => api.getStaffProgram({ params: { programId } });
export const updateProgram = (programId: Id, input: ProgramInput) => api.updateProgram({ params: { programId }, body: input });
export const saveProgramQuestionnaire = (programId: Id, input: QuestionnaireInput) => api.saveProgramQuestionnaire({ params: { programId }, body: input });
export const createCourse = (input: CourseInput) => api.createCourse({ body: input });
export const getStaffCourse = (courseId: Id) => api.getStaffCourse({ params: { courseId } });
export const updateCourse = (courseId: Id, input: CourseInput) => api.updateCourse({ params: { courseId }, body: input });
export const saveCourseQuiz = (courseId: Id, input: QuizInput) => api.saveCourseQuiz({ params: { courseId }, body: input });
/** Every course's enrolments, all or of one status (`pending`: those waiting for a decision), oldest waiting first unless sorted otherwise. */
export const getStaffEnrolments = (query: CourseEnrolmentsQuery = {}) => api.getStaffEnrolments({ query });
/** A course's enrolments, all or of one status, oldest waiting first unless sorted otherwise. */
export const getCourseEnrolments = (courseId: Id, query: CourseEnrolmentsQuery = {}) => api.getCourseEnrolments({ params: { courseId }, query });
/** A course's enrolments as a CSV file: of one status (a string, as first written) or a filter, or just the selected ones. */
export const downloadCourseEnrolments = (courseId: Id, filter: string | { status?: string; q?: string; ids?: number[] } = {}) => {
  const { ids, ...rest } = typeof filter === 'string' ? { status: filter } : filter;
  return api.exportCourseEnrolments({ params: { courseId }, query: { ...rest, ids: ids?.length ? ids.join(',') : undefined } });
};
export const decideEnrolment = (enrolmentId: Id, input: EnrolmentDecisionInput) => api.decideEnrolment({ params: { enrolmentId }, body: input });
/** Several enrolments accepted or declined at once, with one note; answers how many changed. */
export const decideEnrolments = (ids: number[], input: EnrolmentDecisionInput) => api.decideEnrolments({ body: { ids, ...input } });
/** A course's quiz attempts, newest first unless sorted otherwise; a number is the page. */
export const getCourseResults = (courseId: Id, query: number | CourseResultsQuery = 1) => api.getCourseResults({ params: { courseId }, query: typeof query === 'number' ? { page: query } : query });
export const downloadCourseResults = (courseId: Id, filter: { q?: string } = {}) => api.exportCourseResults({ params: { courseId }, query: filter });
