// What the staff's learning pages read and write directly: programmes and courses locked and saved from their forms,
// enrolments decided, and the lists of a course's enrolments and quiz results, a page at a time or all for a CSV.
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import { paged, type Database, type PageQuery } from '../../../../../server/src/kit.js';
import { courseEnrolments, courseEnrolmentsQuery, type EnrolmentFilter, type EnrolmentSort } from './enrolments.js';
import { courseResults, courseResultsQuery, type ResultSort } from './quiz.js';
import type { CoursesTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How many rows a CSV export reads at a time. */
const EXPORT_BATCH = 500;

// ---- Programmes ---------------------------------------------------------------------------------------------

/** The programme's row, locked for a change of its fields; nothing when it does not exist. */
export const lockProgram = (trx: Transaction<Database>, id: number) => trx.selectFrom('learning_programs').select('id').where('id', '=', id).forUpdate().executeTakeFirst();

/** Saves the programme's title, summary and the course its Register button leads to. */
export const updateProgramRow = (trx: Transaction<Database>, id: number, fields: { title: string; summary: string; register_course_id: number | null }) =>
  trx.updateTable('learning_programs').set({ ...fields, updated_at: new Date() }).where('id', '=', id).execute();

/** The programme's row, locked for a new enrolment questionnaire, with its title and the questionnaire it has now. */
export const lockProgramQuestionnaire = (trx: Transaction<Database>, id: number) =>
  trx.selectFrom('learning_programs').select(['id', 'title', 'questionnaire_id']).where('id', '=', id).forUpdate().executeTakeFirst();

/** The questionnaire new enrolments in the programme answer (none: they answer none). */
export const setProgramQuestionnaire = (trx: Transaction<Database>, id: number, questionnaireId: number | null) =>
  trx.updateTable('learning_programs').set({ questionnaire_id: questionnaireId, updated_at: new Date() }).where('id', '=', id).execute();

// ---- Courses ------------------------------------------------------------------------------------------------

/** Adds a course from its form; answers its id. */
export const insertCourse = async (trx: Transaction<Database>, fields: Insertable<CoursesTable>) => (await trx.insertInto('courses').values(fields).returning('id').executeTakeFirstOrThrow()).id;

/** The course's row, locked for a change from its form; nothing when it does not exist. */
export const lockCourse = (trx: Transaction<Database>, id: number) => trx.selectFrom('courses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Saves the course's fields from its form. */
export const updateCourseRow = (trx: Transaction<Database>, id: number, fields: Updateable<CoursesTable>) =>
  trx
    .updateTable('courses')
    .set({ ...fields, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

/** The course's row, locked for a new quiz, with its title and the quiz it has now. */
export const lockCourseQuiz = (trx: Transaction<Database>, id: number) =>
  trx.selectFrom('courses').select(['id', 'title', 'quiz_questionnaire_id']).where('id', '=', id).forUpdate().executeTakeFirst();

/** The quiz new attempts at the course answer. */
export const setCourseQuiz = (trx: Transaction<Database>, id: number, quizId: number) =>
  trx.updateTable('courses').set({ quiz_questionnaire_id: quizId, updated_at: new Date() }).where('id', '=', id).execute();

// ---- Enrolments ---------------------------------------------------------------------------------------------

/** An enrolment locked for staff's decision, with the member, course and programme its mail names; nothing when it does not exist. */
export const lockEnrolmentToDecide = (trx: Transaction<Database>, id: number) =>
  trx
    .selectFrom('course_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .innerJoin('learning_programs as p', 'p.id', 'c.program_id')
    .select(['e.id', 'e.status', 'u.name', 'u.email', 'u.language', 'c.id as course_id', 'c.slug', 'c.title', 'p.title as programme'])
    .where('e.id', '=', id)
    .forUpdate('e')
    .executeTakeFirst();

/** Records staff's decision on an enrolment: who decided, and when. */
export const setEnrolmentDecision = (trx: Transaction<Database>, id: number, decision: 'accepted' | 'declined', decidedBy: number) =>
  trx.updateTable('course_enrolments').set({ status: decision, decided_by: decidedBy, decided_at: new Date() }).where('id', '=', id).execute();

/** A page of a course's enrolments (every course's when `courseId` is null) a filter shows, in the order asked. */
export const pageOfCourseEnrolments = (db: Db, courseId: number | null, filter: EnrolmentFilter, query: PageQuery & { sort?: EnrolmentSort; dir?: 'asc' | 'desc' }) =>
  paged(
    query,
    async () => Number((await courseEnrolments(db, courseId, filter).clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    (limit, offset) => courseEnrolmentsQuery(db, courseId, filter, { sort: query.sort, dir: query.dir }).limit(limit).offset(offset).execute(),
  );

/** Every enrolment of a course a filter shows, oldest first, read a batch at a time (the CSV export). */
export async function* eachCourseEnrolment(db: Db, courseId: number, filter: EnrolmentFilter) {
  for (let after = 0; ; ) {
    const batch = await courseEnrolments(db, courseId, filter).where('e.id', '>', after).orderBy('e.id').limit(EXPORT_BATCH).execute();
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1].id;
  }
}

/** The questions of a course's enrolments, in the order they were first asked: the CSV's answer columns. */
export async function askedQuestions(db: Db, courseId: number) {
  const { rows } = await sql<{ question: string }>`
    select a.elem->>'question' as question
    from course_enrolments e cross join lateral jsonb_array_elements(e.answers) with ordinality as a(elem, ord)
    where e.course_id = ${courseId}
    group by 1 order by min(e.id), min(a.ord)`.execute(db);
  return rows.map((r) => r.question);
}

// ---- Quiz results -------------------------------------------------------------------------------------------

/** A page of a course's quiz attempts, of the members a search names, in the order asked. */
export const pageOfCourseResults = (db: Db, courseId: number, filter: { q?: string }, query: PageQuery & { sort?: ResultSort; dir?: 'asc' | 'desc' }) =>
  paged(
    query,
    async () => Number((await courseResults(db, courseId, filter).clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    (limit, offset) => courseResultsQuery(db, courseId, filter, { sort: query.sort, dir: query.dir }).limit(limit).offset(offset).execute(),
  );

/** Every quiz attempt at a course, of the members a search names, oldest first, read a batch at a time (the CSV export). */
export async function* eachCourseResult(db: Db, courseId: number, filter: { q?: string }) {
  for (let after = 0; ; ) {
    const batch = await courseResults(db, courseId, filter).where('a.id', '>', after).orderBy('a.id').limit(EXPORT_BATCH).execute();
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1].id;
  }
}
