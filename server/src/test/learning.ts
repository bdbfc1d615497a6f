// Learning for tests: a course of the seeded soft skills programme with its own quiz, the programme's questionnaire
// answered, an enrolment and an attempt made through the API.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newHashedId } from '../../../mfe-learning/src/features/learning/server/enrolments.js';
import { insertQuestionnaire, loadQuestionnaire, type QuestionInput } from '../../../mfe-learning/src/features/learning/server/questionnaires.js';
import { bearer, get, post } from './http.js';

const DAY = 86_400_000;

/** Three multiple-choice questions worth 2, 3 and 5 points, and a text question that scores nothing. */
export const TEST_QUIZ: QuestionInput[] = [
  { question: 'Which reply to a vague brief is best?', type: 'mcq', points: 2, choices: [{ answer: 'Ask questions first', correct: true }, { answer: 'Guess' }, { answer: 'Decline' }] },
  { question: 'How do you tell a client about a delay?', type: 'mcq', points: 3, choices: [{ answer: 'Say nothing' }, { answer: 'Early, with a new date', correct: true }] },
  { question: 'What keeps three clients happy?', type: 'mcq', points: 5, choices: [{ answer: 'Realistic deadlines', correct: true }, { answer: 'Working nights' }] },
  { question: 'What will you change?', type: 'text', choices: [] },
];

export interface TestCourse {
  courseId: number;
  programId: number;
  slug: string;
}

/** A published course of the soft skills programme, open for registration, with TEST_QUIZ and certification on. */
export async function createCourse(
  db: Kysely<Database>,
  { requiresAcceptance = false, allowedAttempts = 3, passing = 60, open = true, certification = true, showScore = true, published = true } = {},
): Promise<TestCourse> {
  const program = await db.selectFrom('learning_programs').select('id').where('key', '=', 'soft-skills').executeTakeFirstOrThrow();
  const slug = `course-${randomBytes(5).toString('hex')}`;
  const courseId = await db.transaction().execute(async (trx) => {
    const quiz = await insertQuestionnaire(trx, { questions: TEST_QUIZ });
    const { id } = await trx
      .insertInto('courses')
      .values({
        program_id: program.id,
        slug,
        title: 'Client Communication',
        batch: 'Batch 7',
        description: '<p>Talking to clients.</p>',
        features: JSON.stringify(['Briefs', 'Delays']),
        image: null,
        start_date: new Date(Date.now() - DAY),
        end_date: new Date(Date.now() + 30 * DAY),
        published,
        registrations_open: open,
        requires_acceptance: requiresAcceptance,
        certification,
        quiz_questionnaire_id: quiz,
        quiz_allowed_attempts: allowedAttempts,
        quiz_passing_percentage: passing,
        show_score: showScore,
        post_program_questionnaire_link: 'https://forms.example.org/feedback',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
  return { courseId, programId: program.id, slug };
}

/** Answers to every question of a questionnaire: the first choice of each multiple-choice one, text for the others. */
export async function questionnaireAnswers(db: Kysely<Database>, questionnaireId: number | null) {
  const questionnaire = await loadQuestionnaire(db, questionnaireId);
  return (questionnaire?.questions ?? []).map((q) => ({ questionNumber: q.id, value: q.type === 'mcq' ? String(q.choices[0].id) : 'Pricing my work with confidence.' }));
}

/** Enrols a member (with a complete profile) in a course through the API; answers the hashed id. */
export async function enrolThroughApi(app: FastifyInstance, db: Kysely<Database>, token: string, course: TestCourse) {
  const program = await db.selectFrom('learning_programs').select('questionnaire_id').where('id', '=', course.programId).executeTakeFirstOrThrow();
  const res = await post(app, '/api/course', { course: course.courseId, questionnaire_id: program.questionnaire_id, questionnaire: await questionnaireAnswers(db, program.questionnaire_id) }, bearer(token));
  assert.ok(res.status === 201 || res.status === 200, res.body.message);
  return res.body.data.hashed as string;
}

/**
 * The course's quiz answered: `right` questions (in order) with their correct choice and the rest wrong, the text
 * question answered. With TEST_QUIZ, right = 3 scores 10 of 10, right = 2 scores 5 (fails at 60%).
 */
export async function quizSubmission(db: Kysely<Database>, courseId: number, right: number) {
  const course = await db.selectFrom('courses').select('quiz_questionnaire_id').where('id', '=', courseId).executeTakeFirstOrThrow();
  const quiz = (await loadQuestionnaire(db, course.quiz_questionnaire_id))!;
  let scored = 0;
  const questionnaire = quiz.questions.map((q) => {
    if (q.type === 'text') return { questionNumber: q.id, value: 'I will write down every brief.' };
    const choice = scored++ < right ? q.choices.find((c) => c.correct)! : q.choices.find((c) => !c.correct)!;
    return { questionNumber: q.id, value: String(choice.id) };
  });
  return { course: courseId, questionnaire_id: quiz.id, questionnaire };
}

/** An accepted enrolment with no answers, written directly; answers its hashed id. */
export async function enrolDirectly(db: Kysely<Database>, userId: number, course: TestCourse) {
  const hashed = newHashedId();
  await db.insertInto('course_enrolments').values({ hashed_id: hashed, user_id: userId, course_id: course.courseId, questionnaire_id: null, answers: '[]', status: 'accepted' }).execute();
  return hashed;
}

/** Submits the quiz through the API; answers the attempt's id. */
export async function submitQuizThroughApi(app: FastifyInstance, db: Kysely<Database>, token: string, courseId: number, right: number) {
  const res = await post(app, '/api/course/submit-quiz', await quizSubmission(db, courseId, right), bearer(token));
  assert.equal(res.status, 201, res.body.message);
  return res.body.data.id as number;
}

/** The member's eligibility for a course's quiz, as the instructions page reads it. */
export async function eligibility(app: FastifyInstance, token: string, courseId: number) {
  const res = await get(app, `/api/courses/${courseId}/check-quiz-eligibility`, bearer(token));
  assert.equal(res.status, 200, res.body.message);
  return { eligible: res.body.data.eligible as boolean, message: res.body.message };
}
