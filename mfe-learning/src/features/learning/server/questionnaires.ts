// Questionnaires: a programme's enrolment questions and a course's quiz. Saved whole and never edited after: staff
// saving one make a new questionnaire, and the old one goes unless an attempt still points at it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../../server/src/kit.js';
import type { QuestionType } from '../enums.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface LoadedChoice {
  id: number;
  answer: string;
  correct: boolean;
}

export interface LoadedQuestion {
  id: number;
  question: string;
  type: QuestionType;
  points: number;
  choices: LoadedChoice[];
}

export interface LoadedQuestionnaire {
  id: number;
  title: string;
  description: string;
  questions: LoadedQuestion[];
}

/** Questionnaires by id, each with its questions and choices in order (correct answers included: staff and scoring). */
export async function loadQuestionnaires(db: Db, ids: (number | null)[]): Promise<Map<number, LoadedQuestionnaire>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = new Map<number, LoadedQuestionnaire>();
  if (!wanted.length) return found;
  const questionnaires = await db.selectFrom('learning_questionnaires').select(['id', 'title', 'description']).where('id', 'in', wanted).execute();
  const questions = await db
    .selectFrom('learning_questions')
    .select(['id', 'questionnaire_id', 'question', 'type', 'points'])
    .where('questionnaire_id', 'in', wanted)
    .orderBy('questionnaire_id')
    .orderBy('position')
    .execute();
  const choices = questions.length
    ? await db
        .selectFrom('learning_choices')
        .select(['id', 'question_id', 'answer', 'correct'])
        .where(
          'question_id',
          'in',
          questions.map((q) => q.id),
        )
        .orderBy('question_id')
        .orderBy('position')
        .execute()
    : [];
  const choicesOf = new Map<number, LoadedChoice[]>();
  for (const c of choices) choicesOf.set(Number(c.question_id), [...(choicesOf.get(Number(c.question_id)) ?? []), { id: Number(c.id), answer: c.answer, correct: c.correct }]);
  for (const q of questionnaires) found.set(Number(q.id), { id: Number(q.id), title: q.title, description: q.description, questions: [] });
  for (const q of questions) {
    found.get(Number(q.questionnaire_id))?.questions.push({ id: Number(q.id), question: q.question, type: q.type, points: q.points, choices: choicesOf.get(Number(q.id)) ?? [] });
  }
  return found;
}

export async function loadQuestionnaire(db: Db, id: number | null) {
  return id === null ? undefined : (await loadQuestionnaires(db, [id])).get(id);
}

/** What a member is shown of a questionnaire: the questions and choices, never which is right nor what it is worth. */
export const forMember = (questionnaire: LoadedQuestionnaire) => ({
  id: questionnaire.id,
  title: questionnaire.title,
  description: questionnaire.description,
  questions: questionnaire.questions.map((q) => ({ id: q.id, question: q.question, type: q.type, choices: q.choices.map((c) => ({ id: c.id, answer: c.answer })) })),
});

export interface QuestionInput {
  question: string;
  type: QuestionType;
  points?: number;
  choices: Array<{ answer: string; correct?: boolean }>;
}

/** Writes a new questionnaire; a text question keeps no choices and scores nothing. */
export async function insertQuestionnaire(trx: Transaction<Database>, input: { title?: string; description?: string; questions: QuestionInput[] }) {
  const { id } = await trx
    .insertInto('learning_questionnaires')
    .values({ title: input.title ?? '', description: input.description ?? '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, q] of input.questions.entries()) {
    const mcq = q.type === 'mcq';
    const question = await trx
      .insertInto('learning_questions')
      .values({ questionnaire_id: id, position, question: q.question, type: q.type, points: mcq ? (q.points ?? 0) : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (mcq && q.choices.length) {
      await trx
        .insertInto('learning_choices')
        .values(q.choices.map((c, index) => ({ question_id: question.id, position: index, answer: c.answer, correct: Boolean(c.correct) })))
        .execute();
    }
  }
  return Number(id);
}

/** Removes a questionnaire nothing points at any more (an attempt keeps the one it answered). */
export async function dropIfUnused(trx: Transaction<Database>, id: number | null) {
  if (id === null) return;
  const used = await trx
    .selectFrom('quiz_attempts')
    .select('id')
    .where('questionnaire_id', '=', id)
    .unionAll(trx.selectFrom('courses').select('id').where('quiz_questionnaire_id', '=', id))
    .unionAll(trx.selectFrom('learning_programs').select('id').where('questionnaire_id', '=', id))
    .limit(1)
    .executeTakeFirst();
  if (!used) await trx.deleteFrom('learning_questionnaires').where('id', '=', id).execute();
}

/** A quiz's figures: the points of its scored questions, and the points that pass at the course's percentage. */
export function quizFigures(quiz: LoadedQuestionnaire | undefined, passingPercentage: number) {
  const total = quiz ? quiz.questions.reduce((sum, q) => sum + (q.type === 'mcq' ? q.points : 0), 0) : 0;
  return { questions: quiz?.questions.length ?? 0, total, passing: Math.ceil((total * passingPercentage) / 100) };
}
