// Programmes and courses as the pages read them: a member's view (published courses only, registrations as they
// stand today) and the staff's (every course, with its counts). "Today" is the caller's, from the app's clock.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { firstFreeSlug, slugOf, type Database } from '../../../../../server/src/kit.js';
import type { ProgramKey } from '../enums.js';
import { loadQuestionnaire, loadQuestionnaires, quizFigures } from './questionnaires.js';
import type { CoursesTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;
export type CourseRow = Selectable<CoursesTable>;

/** Registrations are closed unless staff opened them and today is within their dates (either may be unset). */
export const registrationsClosed = (course: Pick<CourseRow, 'registrations_open' | 'start_date' | 'end_date'>, now: Date) =>
  !course.registrations_open || (course.start_date !== null && now < course.start_date) || (course.end_date !== null && now >= course.end_date);

/** A course as the programme pages list it. */
export const programCourse = (course: CourseRow, now: Date) => ({
  id: course.id,
  slug: course.slug,
  title: course.title,
  batch: course.batch,
  description: course.description,
  features: course.features,
  image: course.image,
  image_width: course.image_width,
  image_height: course.image_height,
  start_date: course.start_date,
  end_date: course.end_date,
  registrations_closed: registrationsClosed(course, now),
  certification: course.certification,
});

export const findProgramByKey = (db: Db, key: ProgramKey) => db.selectFrom('learning_programs').selectAll().where('key', '=', key).executeTakeFirst();
export const findProgram = (db: Db, id: number) => db.selectFrom('learning_programs').selectAll().where('id', '=', id).executeTakeFirst();

/** A programme's courses in their order: the published ones, or (staff) all. */
export const coursesOfProgram = (db: Db, programId: number, { publishedOnly }: { publishedOnly: boolean }) =>
  db
    .selectFrom('courses')
    .selectAll()
    .where('program_id', '=', programId)
    .$if(publishedOnly, (q) => q.where('published', '=', true))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const findCourse = (db: Db, id: number) => db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();

/** A course members may see: published. */
export async function findPublishedCourse(db: Db, id: number) {
  const course = await findCourse(db, id);
  return course?.published ? course : undefined;
}

/** GET /programs/{key}: the programme page. */
export async function programPage(db: Db, key: ProgramKey, now: Date) {
  const program = await findProgramByKey(db, key);
  if (!program) return undefined;
  const courses = await coursesOfProgram(db, program.id, { publishedOnly: true });
  const register = courses.find((c) => c.id === program.register_course_id);
  return {
    id: program.id,
    key: program.key,
    title: program.title,
    summary: program.summary,
    courses: courses.map((c) => programCourse(c, now)),
    register_course: register ? { id: register.id, slug: register.slug, title: register.title, registrations_closed: registrationsClosed(register, now) } : null,
  };
}

/** The quiz's figures for one member: attempts used and allowed, questions, total and passing score. */
export async function memberQuizFigures(db: Db, course: CourseRow, userId: number) {
  const quiz = await loadQuestionnaire(db, course.quiz_questionnaire_id);
  const figures = quizFigures(quiz, course.quiz_passing_percentage);
  const { used } = await db
    .selectFrom('quiz_attempts')
    .select((eb) => eb.fn.countAll<number>().as('used'))
    .where('user_id', '=', userId)
    .where('course_id', '=', course.id)
    .executeTakeFirstOrThrow();
  return {
    quiz,
    quiz_attempts: Number(used),
    quiz_allowed_attempts: course.quiz_allowed_attempts,
    quiz_questions: figures.questions,
    quiz_total_score: figures.total,
    quiz_passing_score: figures.passing,
    quiz_passing_percentage: course.quiz_passing_percentage,
  };
}

/** GET /courses/{id}: the course page for one member. */
export async function courseDetail(db: Db, course: CourseRow, userId: number, now: Date) {
  const program = await db.selectFrom('learning_programs').select(['id', 'key', 'title']).where('id', '=', course.program_id).executeTakeFirstOrThrow();
  const enrolment = await db.selectFrom('course_enrolments').select(['hashed_id', 'status']).where('user_id', '=', userId).where('course_id', '=', course.id).executeTakeFirst();
  const { quiz: _quiz, ...figures } = await memberQuizFigures(db, course, userId);
  return {
    ...programCourse(course, now),
    program,
    price: 0,
    ...figures,
    post_program_questionnaire_link: course.post_program_questionnaire_link,
    enrolment: enrolment ? { hashed: enrolment.hashed_id, status: enrolment.status } : null,
  };
}

// ---- Staff ----------------------------------------------------------------------------------------------------

/** Each course's enrolments by status, attempts and members certified, in one query per count. */
async function courseCounts(db: Db, courseIds: number[]) {
  const counts = new Map<number, { pending: number; accepted: number; declined: number; attempts: number; certified: number }>();
  for (const id of courseIds) counts.set(id, { pending: 0, accepted: 0, declined: 0, attempts: 0, certified: 0 });
  if (!courseIds.length) return counts;
  const enrolments = await db
    .selectFrom('course_enrolments')
    .select(['course_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('course_id', 'in', courseIds)
    .groupBy(['course_id', 'status'])
    .execute();
  for (const row of enrolments) {
    const count = counts.get(row.course_id);
    if (count) count[row.status] = Number(row.n);
  }
  const attempts = await db
    .selectFrom('quiz_attempts')
    .select(['course_id', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`count(distinct user_id) filter (where passed)`.as('certified')])
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  for (const row of attempts) {
    const count = counts.get(row.course_id);
    if (count) Object.assign(count, { attempts: Number(row.n), certified: Number(row.certified) });
  }
  return counts;
}

type Counts = Awaited<ReturnType<typeof courseCounts>> extends Map<number, infer C> ? C : never;

const staffRow = (course: CourseRow, count: Counts, now: Date) => ({
  id: course.id,
  program_id: course.program_id,
  slug: course.slug,
  title: course.title,
  batch: course.batch,
  published: course.published,
  registrations_open: course.registrations_open,
  registrations_closed: registrationsClosed(course, now),
  certification: course.certification,
  start_date: course.start_date,
  end_date: course.end_date,
  enrolments: { pending: count.pending, accepted: count.accepted, declined: count.declined },
  attempts: count.attempts,
  certified: count.certified,
});

/** A programme as staff edit it, with its questionnaire (choices' flags included) and every course. */
export async function staffProgram(db: Db, programId: number, now: Date) {
  const program = await findProgram(db, programId);
  if (!program) return undefined;
  const courses = await coursesOfProgram(db, program.id, { publishedOnly: false });
  const counts = await courseCounts(
    db,
    courses.map((c) => c.id),
  );
  const questionnaire = await loadQuestionnaire(db, program.questionnaire_id);
  return {
    id: program.id,
    key: program.key,
    title: program.title,
    summary: program.summary,
    register_course_id: program.register_course_id,
    questionnaire: questionnaire ?? null,
    courses: courses.map((c) => staffRow(c, counts.get(c.id)!, now)),
  };
}

/** Both programmes, for the staff's learning page. */
export async function staffPrograms(db: Db, now: Date) {
  const programs = await db.selectFrom('learning_programs').select('id').orderBy('id').execute();
  const found = [];
  for (const { id } of programs) {
    const program = await staffProgram(db, id, now);
    if (program) found.push(program);
  }
  return found;
}

/** A course as staff edit it, with its quiz's answers and points. */
export async function staffCourse(db: Db, courseId: number, now: Date) {
  const course = await findCourse(db, courseId);
  if (!course) return undefined;
  const counts = (await courseCounts(db, [course.id])).get(course.id)!;
  const quiz = (await loadQuestionnaires(db, [course.quiz_questionnaire_id])).get(course.quiz_questionnaire_id ?? 0);
  const figures = quizFigures(quiz, course.quiz_passing_percentage);
  return {
    ...staffRow(course, counts, now),
    description: course.description,
    features: course.features,
    image: course.image,
    requires_acceptance: course.requires_acceptance,
    quiz_allowed_attempts: course.quiz_allowed_attempts,
    quiz_passing_percentage: course.quiz_passing_percentage,
    quiz_description: course.quiz_description,
    show_score: course.show_score,
    post_program_questionnaire_link: course.post_program_questionnaire_link,
    quiz: quiz ?? null,
    quiz_total_score: figures.total,
    quiz_passing_score: figures.passing,
    updated_at: course.updated_at,
  };
}

/** The title's slug, with -2, -3… when another course has it already. */
export async function uniqueSlug(db: Db, title: string, exceptId?: number) {
  const base = slugOf(title, 'course');
  const taken = await db
    .selectFrom('courses')
    .select('slug')
    .where('slug', 'like', `${base}%`)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .execute();
  return firstFreeSlug(
    base,
    taken.map((c) => c.slug),
  );
}
