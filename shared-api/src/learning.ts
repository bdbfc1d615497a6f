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
  enrolments: (courseId: Id, status: string, page: number) => ['learning', 'staff', 'enrolments', String(courseId), status, page] as const,
  results: (courseId: Id, page: number) => ['learning', 'staff', 'results', String(courseId), page] as const,
};

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
/** A course's enrolments, all or of one status, oldest waiting first. */
export const getCourseEnrolments = (courseId: Id, query: { status?: string; page?: number } = {}) => api.getCourseEnrolments({ params: { courseId }, query });
export const downloadCourseEnrolments = (courseId: Id, status?: string) => api.exportCourseEnrolments({ params: { courseId }, query: { status } });
export const decideEnrolment = (enrolmentId: Id, input: EnrolmentDecisionInput) => api.decideEnrolment({ params: { enrolmentId }, body: input });
export const getCourseResults = (courseId: Id, page = 1) => api.getCourseResults({ params: { courseId }, query: { page } });
export const downloadCourseResults = (courseId: Id) => api.exportCourseResults({ params: { courseId } });
