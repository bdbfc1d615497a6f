// Learning programmes, courses, enrolment, quizzes and certificates in the browser (second spec §7 calls) and how
// staff run them: the calls through the feature's contract (decision 016), the names of its reads in the query cache,
// and its reads and writes as hooks (bulletproof-react's features/<feature>/api). Pages read through these hooks and
// change data only through the mutation hooks, each of which refreshes exactly the reads the change affects, by their
// names in learningKeys. A page never touches the cache itself (lint).
import { call, defineQuery, download } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation, useQuery } from 'shared-api/query';
import { learningCalls } from './calls';
import type { learningContract } from './contract';
import { getProgram, programKey } from './program-read';
import type { CourseInput, EnrolmentDecisionInput, EnrolmentInput, ProgramInput, QuestionnaireInput, QuizInput, QuizSubmissionInput } from './validation';

const api = typedCalls<typeof learningContract>(learningCalls, { call, download });

type Id = number | string;

/** The names of these reads in the query cache. */
export const learningKeys = {
  all: ['learning'] as const,
  program: programKey,
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
export { getProgram };
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

// ---- Member reads ----

export const useCourse = (courseId: Id) => useQuery(defineQuery(learningKeys.course(courseId), () => getCourse(courseId)));
export const useCertifiedAttempt = (courseId: Id) => useQuery(defineQuery(learningKeys.certified(courseId), () => getCertifiedAttempt(courseId)));
export const useCourseProgram = (programId: Id) => useQuery(defineQuery(learningKeys.courseProgram(programId), () => getCourseProgram(programId)));
export const useEnrolment = (hashed: string) => useQuery({ ...defineQuery(learningKeys.enrolment(hashed), () => getEnrolment(hashed)), enabled: Boolean(hashed) });
export const useQuizInstructions = (courseId: Id) => useQuery(defineQuery(learningKeys.instructions(courseId), () => getQuizInstructions(courseId)));
/** Eligibility is asked afresh on every visit: it changes with every attempt and every staff decision. */
export const useQuizEligibility = (courseId: Id) =>
  useQuery({
    queryKey: learningKeys.eligibility(courseId),
    // The message is the answer too: it says why not.
    queryFn: async () => {
      const { data, message } = await checkQuizEligibility(courseId);
      return { eligible: data.eligible, message };
    },
    staleTime: 0,
  });
export const useCourseQuiz = (courseId: Id, enabled = true) => useQuery({ ...defineQuery(learningKeys.quiz(courseId), () => getCourseQuiz(courseId)), enabled, staleTime: 0 });
export const useQuizResult = (attemptId: Id) => useQuery(defineQuery(learningKeys.result(attemptId), () => getQuizResult(attemptId)));

// ---- Member writes ----

/** An enrolment: the course's page (its Register Now and the member's status) is read again. */
export const useEnrollInCourse = () =>
  useMutation({
    mutationFn: (input: EnrolmentInput) => enrollInCourse(input),
    onSuccess: (_result, input) => void queryClient.invalidateQueries({ queryKey: learningKeys.course(input.course) }),
  });

/** A submitted quiz: the course, its instructions, eligibility and certified state are read again. */
export const useSubmitQuiz = () =>
  useMutation({
    mutationFn: (input: QuizSubmissionInput) => submitQuiz(input),
    onSuccess: (_result, input) => {
      for (const key of [learningKeys.course(input.course), learningKeys.instructions(input.course), learningKeys.eligibility(input.course), learningKeys.certified(input.course), learningKeys.quiz(input.course)]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });

// ---- Staff reads ----

export const useStaffPrograms = () => useQuery(defineQuery(learningKeys.staffPrograms, getStaffPrograms));
export const useStaffProgram = (programId: Id) => useQuery(defineQuery(learningKeys.staffProgram(programId), () => getStaffProgram(programId)));
export const useStaffCourse = (courseId: Id, enabled = true) => useQuery({ ...defineQuery(learningKeys.staffCourse(courseId), () => getStaffCourse(courseId)), enabled });
/** A course's enrolments, or every course's when no course is named (where the staff home's queue leads). */
export const useCourseEnrolments = (courseId: Id | undefined, query: CourseEnrolmentsQuery) =>
  useQuery(
    courseId
      ? defineQuery(learningKeys.enrolments(courseId, query), () => getCourseEnrolments(courseId, query))
      : defineQuery(learningKeys.staffEnrolments(query), () => getStaffEnrolments(query)),
  );
export const useCourseResults = (courseId: Id, query: CourseResultsQuery) => useQuery(defineQuery(learningKeys.results(courseId, query), () => getCourseResults(courseId, query)));

// ---- Staff writes ----

/** Anything staff change in learning: every staff read and every member read of learning is read again. */
const refreshLearning = () => void queryClient.invalidateQueries({ queryKey: learningKeys.all });

export const useUpdateProgram = (programId: Id) => useMutation({ mutationFn: (input: ProgramInput) => updateProgram(programId, input), onSuccess: refreshLearning });
export const useSaveProgramQuestionnaire = (programId: Id) =>
  useMutation({ mutationFn: (input: QuestionnaireInput) => saveProgramQuestionnaire(programId, input), onSuccess: refreshLearning });
export const useCreateCourse = () => useMutation({ mutationFn: (input: CourseInput) => createCourse(input), onSuccess: refreshLearning });
export const useUpdateCourse = (courseId: Id) => useMutation({ mutationFn: (input: CourseInput) => updateCourse(courseId, input), onSuccess: refreshLearning });
export const useSaveCourseQuiz = (courseId: Id) => useMutation({ mutationFn: (input: QuizInput) => saveCourseQuiz(courseId, input), onSuccess: refreshLearning });
export const useDecideEnrolment = () =>
  useMutation({ mutationFn: ({ enrolmentId, ...input }: EnrolmentDecisionInput & { enrolmentId: Id }) => decideEnrolment(enrolmentId, input), onSuccess: refreshLearning });
/** Several enrolments accepted or declined at once, with one note. */
export const useDecideEnrolments = () => useMutation({ mutationFn: ({ ids, ...input }: EnrolmentDecisionInput & { ids: number[] }) => decideEnrolments(ids, input), onSuccess: refreshLearning });
