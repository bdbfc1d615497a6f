// The learning feature's reads and writes (bulletproof-react's features/<feature>/api): pages read through these
// hooks and change data only through the mutation hooks, each of which refreshes exactly the reads the change
// affects, by their names in learningKeys. A page never touches the cache itself (lint).
import { defineQuery } from 'shared-api';
import {
  checkQuizEligibility,
  createCourse,
  decideEnrolment,
  decideEnrolments,
  enrollInCourse,
  getCertifiedAttempt,
  getCourse,
  getCourseEnrolments,
  getCourseProgram,
  getCourseQuiz,
  getCourseResults,
  getEnrolment,
  getQuizInstructions,
  getQuizResult,
  getStaffCourse,
  getStaffProgram,
  getStaffEnrolments,
  getStaffPrograms,
  learningKeys,
  saveCourseQuiz,
  saveProgramQuestionnaire,
  submitQuiz,
  updateCourse,
  updateProgram,
  type CourseEnrolmentsQuery,
  type CourseResultsQuery,
} from 'shared-api/learning';
import { queryClient, useMutation, useQuery } from 'shared-api/query';
import type { CourseInput, EnrolmentDecisionInput, EnrolmentInput, ProgramInput, QuestionnaireInput, QuizInput, QuizSubmissionInput } from 'shared-api/validation/learning';

type Id = number | string;

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
