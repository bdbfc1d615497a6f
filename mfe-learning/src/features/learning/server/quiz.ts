// A course's quiz: who may take it, scoring (here only: correct answers never leave the server), attempts counted
// under a lock, and the results. Text questions are kept for staff to read and score nothing: a result is final the
// moment it is submitted, so a member never waits on a person to learn whether they passed.
import { sql, type Kysely, type Transaction } from 'kysely';
import { Refusal, searchTerms, uniqueViolation, usersMatching, type Database } from '../../../../../server/src/kit.js';
import { findPublishedCourse, type CourseRow } from './courses.js';
import { matchAnswers } from './enrolments.js';
import { loadQuestionnaire, quizFigures, type LoadedQuestionnaire } from './questionnaires.js';
import type { ScoredAnswer } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export const QUIZ_CHANGED = 'This quiz was changed while you were taking it. Please reload the page to see the new questions.';
export const NO_COURSE = 'This course does not exist.';

interface EnrolmentState {
  status: 'pending' | 'accepted' | 'declined';
}

/** Why a member may not take a course's quiz now, or null when they may. */
export function quizRefusal(course: CourseRow, enrolment: EnrolmentState | undefined, used: number): string | null {
  if (!course.certification || course.quiz_questionnaire_id === null) return 'The quiz for this course is not open.';
  if (!enrolment) return 'Please enrol in this course before you take its quiz.';
  if (enrolment.status === 'declined') return 'Your enrolment in this course was not accepted, so its quiz is not open to you.';
  if (course.requires_acceptance && enrolment.status !== 'accepted') {
    return 'Your enrolment is waiting for the association’s decision. You can take the quiz once it is accepted.';
  }
  if (used >= course.quiz_allowed_attempts) {
    return `You have used all ${course.quiz_allowed_attempts} attempts of this quiz.`;
  }
  return null;
}

const attemptsUsed = async (db: Db, userId: number, courseId: number) =>
  Number(
    (
      await db
        .selectFrom('quiz_attempts')
        .select((eb) => eb.fn.countAll<number>().as('used'))
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow()
    ).used,
  );

const enrolmentOf = (db: Db, userId: number, courseId: number) =>
  db.selectFrom('course_enrolments').select(['id', 'status']).where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst();

/** Whether the member may take the quiz now, with the reason when not. */
export async function quizEligibility(db: Db, course: CourseRow, userId: number) {
  const refusal = quizRefusal(course, await enrolmentOf(db, userId, course.id), await attemptsUsed(db, userId, course.id));
  return refusal ? { eligible: false, message: refusal } : { eligible: true, message: 'You can take this quiz.' };
}

/** Scores answers against the quiz: a multiple-choice answer earns its question's points when it is the correct one. */
export function scoreAnswers(quiz: NonNullable<Awaited<ReturnType<typeof loadQuestionnaire>>>, answers: Array<{ questionNumber: number; value: string }>, passingPercentage: number) {
  const matched = matchAnswers(quiz, answers, 'questionnaire');
  const questions = new Map(quiz.questions.map((q) => [q.id, q]));
  const scored: ScoredAnswer[] = matched.map((answer) => {
    const question = questions.get(answer.question_id)!;
    const correct = question.type === 'mcq' && question.choices.some((c) => c.correct && String(c.id) === answer.value);
    return { ...answer, correct, points: correct ? question.points : 0 };
  });
  const figures = quizFigures(quiz, passingPercentage);
  const points = scored.reduce((sum, a) => sum + a.points, 0);
  return { scored, points, total: figures.total, passing: figures.passing, passed: figures.total > 0 && points >= figures.passing };
}

/**
 * Records an attempt. The member's enrolment row is locked first, so two submissions at once are counted one after
 * the other: on the last attempt one is recorded and the other refused (the unique attempt number stands behind it).
 */
export async function submitAttempt(db: Kysely<Database>, submission: { userId: number; courseId: number; questionnaireId: number; answers: Array<{ questionNumber: number; value: string }> }) {
  const { userId, courseId } = submission;
  try {
    return await db.transaction().execute(async (trx) => {
      const enrolment = await trx.selectFrom('course_enrolments').select(['id', 'status']).where('user_id', '=', userId).where('course_id', '=', courseId).forUpdate().executeTakeFirst();
      const course = await findPublishedCourse(trx, courseId);
      if (!course) throw new Refusal('missing', NO_COURSE);
      const used = await attemptsUsed(trx, userId, courseId);
      const refusal = quizRefusal(course, enrolment, used);
      if (refusal) throw new Refusal('conflicting', refusal);
      if (course.quiz_questionnaire_id !== submission.questionnaireId) throw new Refusal('conflicting', QUIZ_CHANGED);
      const quiz = await loadQuestionnaire(trx, course.quiz_questionnaire_id);
      if (!quiz) throw new Refusal('conflicting', QUIZ_CHANGED);
      const result = scoreAnswers(quiz, submission.answers, course.quiz_passing_percentage);
      return trx
        .insertInto('quiz_attempts')
        .values({
          user_id: userId,
          course_id: courseId,
          questionnaire_id: quiz.id,
          attempt_number: used + 1,
          answers: JSON.stringify(result.scored),
          scored_points: result.points,
          total_points: result.total,
          passing_points: result.passing,
          passed: result.passed,
        })
        .returning(['id', 'passed'])
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // Without an enrolment row to lock (never the case for an eligible member) the unique number still holds.
    if (uniqueViolation(error) !== null) throw new Refusal('conflicting', 'This attempt was already submitted.');
    throw error;
  }
}

/** GET get-quiz-result/{attemptId}: one of the member's attempts, or nothing. */
export async function memberResult(db: Db, userId: number, attemptId: number) {
  const row = await db
    .selectFrom('quiz_attempts as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select([
      'a.id',
      'a.course_id',
      'c.title',
      'c.slug',
      'c.quiz_allowed_attempts',
      'c.post_program_questionnaire_link',
      'a.attempt_number',
      'a.scored_points',
      'a.total_points',
      'a.passing_points',
      'a.passed',
      'a.created_at',
      'a.answers',
      'a.questionnaire_id',
    ])
    .where('a.id', '=', attemptId)
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const used = await attemptsUsed(db, userId, row.course_id);
  const remaining = Math.max(0, row.quiz_allowed_attempts - used);
  // Decision 037: the right answers are shown once they cannot help a later attempt (passed, or none left).
  const showAnswers = row.passed || remaining === 0;
  return {
    id: row.id,
    course: row.title,
    course_id: row.course_id,
    course_slug: row.slug,
    attempt_number: row.attempt_number,
    attempts: used,
    allowed_attempts: row.quiz_allowed_attempts,
    scored_points: row.scored_points,
    total_points: row.total_points,
    passing_points: row.passing_points,
    status: row.passed ? ('Passed' as const) : ('Failed' as const),
    quiz_cleared: row.passed,
    attempts_remaining: remaining,
    post_program_questionnaire_link: row.post_program_questionnaire_link,
    submitted_at: row.created_at,
    answers_shown: showAnswers,
    review: attemptReview(row.answers, await loadQuestionnaire(db, row.questionnaire_id), showAnswers),
  };
}

/**
 * A question at a time, what the member answered and whether it earned its points. The questions come from the
 * attempt (a questionnaire is never edited, decision 018); the right choice is named only when `showAnswers`.
 */
export function attemptReview(answers: ScoredAnswer[], quiz: LoadedQuestionnaire | undefined, showAnswers: boolean) {
  const questions = new Map((quiz?.questions ?? []).map((q) => [q.id, q]));
  return answers.map((answer, index) => {
    const question = questions.get(answer.question_id);
    const scored = answer.type === 'mcq';
    const right = scored && showAnswers && !answer.correct ? (question?.choices.find((c) => c.correct)?.answer ?? null) : null;
    return {
      number: index + 1,
      question: answer.question,
      type: answer.type,
      answer: answer.answer,
      correct: scored ? answer.correct : null,
      points: scored ? (question?.points ?? answer.points) : 0,
      earned: answer.points,
      correct_answer: right,
    };
  });
}

/** The attempt that earned the member the course's certificate: the one it was made from, else their first pass. */
export async function certifiedAttempt(db: Db, userId: number, courseId: number) {
  const certificate = await db.selectFrom('course_certificates').select('attempt_id as id').where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst();
  if (certificate) return certificate;
  return db
    .selectFrom('quiz_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('passed', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

// ---- Staff ----------------------------------------------------------------------------------------------------

/** A course's attempts, of the members a search names when there is one, with whether the member holds the certificate; in no order. */
export function courseResults(db: Db, courseId: number, filter: { q?: string } = {}) {
  const q = db
    .selectFrom('quiz_attempts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('course_certificates as cc', (join) => join.onRef('cc.user_id', '=', 'a.user_id').onRef('cc.course_id', '=', 'a.course_id'))
    .select(['a.id', 'u.member_id', 'u.membership_id', 'u.name', 'u.email', 'u.phone', 'a.attempt_number', 'a.scored_points', 'a.total_points', 'a.passed', 'a.answers', 'a.created_at', 'cc.id as certificate_id'])
    .where('a.course_id', '=', courseId);
  const terms = searchTerms(filter.q);
  if (!terms) return q;
  const members = usersMatching(db, terms);
  return members ? q.where('a.user_id', 'in', members) : q.where(sql<boolean>`false`);
}

export type ResultSort = 'submitted_at' | 'score' | 'name';

// A score is the share of the points: attempts of a quiz that changed since are out of another total.
const SCORE = sql<number>`case when a.total_points > 0 then a.scored_points::float / a.total_points else 0 end`;

/** A course's attempts in the order asked: newest first unless said. */
export function courseResultsQuery(db: Db, courseId: number, filter: { q?: string } = {}, order: { sort?: ResultSort; dir?: 'asc' | 'desc' } = {}) {
  const q = courseResults(db, courseId, filter);
  const dir = order.dir ?? 'desc';
  if (order.sort === 'score') return q.orderBy(SCORE, dir).orderBy('a.scored_points', dir).orderBy('a.id', dir);
  if (order.sort === 'name') return q.orderBy('u.name', dir).orderBy('a.id', dir);
  return q.orderBy('a.created_at', dir).orderBy('a.id', dir);
}

type ResultRow = Awaited<ReturnType<ReturnType<typeof courseResultsQuery>['executeTakeFirstOrThrow']>>;

export const percentageOf = (points: number, total: number) => (total > 0 ? Math.round((points * 100) / total) : 0);

export const staffResult = (row: ResultRow) => ({
  id: row.id,
  member: { member_id: row.member_id, member_id_formatted: row.membership_id, name: row.name, email: row.email, phone: row.phone },
  attempt_number: row.attempt_number,
  scored_points: row.scored_points,
  total_points: row.total_points,
  percentage: percentageOf(row.scored_points, row.total_points),
  passed: row.passed,
  certified: row.certificate_id !== null,
  text_answers: row.answers.filter((a) => a.type === 'text').map((a) => ({ question: a.question, answer: a.answer })),
  submitted_at: row.created_at,
});
