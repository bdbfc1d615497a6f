// Enrolment in a course: the programme's questionnaire answered in full, one enrolment per member and course, found
// again by its unguessable hashed id (the thank-you page) and only by its member.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { Refusal, searchTerms, uniqueViolation, usersMatching, type Database } from '../../../../../server/src/kit.js';
import type { EnrolmentStatus } from '../enums.js';
import { learningMessages } from '../validation.js';
import type { LoadedQuestionnaire } from './questionnaires.js';
import type { AnsweredQuestion } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export const newHashedId = () => randomBytes(16).toString('base64url');

/**
 * The answers to a questionnaire, matched to its questions in order: every question answered ("This question is
 * required", keyed by its position), a multiple-choice answer one of its choices, nothing for a question it does not
 * have. Refuses with the fields that are wrong.
 */
export function matchAnswers(questionnaire: LoadedQuestionnaire, given: Array<{ questionNumber: number; value: string }>, field: string): AnsweredQuestion[] {
  const byQuestion = new Map(given.map((a) => [a.questionNumber, a.value.trim()]));
  const errors: Record<string, string> = {};
  const matched: AnsweredQuestion[] = [];
  for (const [index, q] of questionnaire.questions.entries()) {
    const value = byQuestion.get(q.id) ?? '';
    if (!value) {
      errors[`${field}[${index}].value`] = learningMessages.question;
      continue;
    }
    if (q.type === 'mcq') {
      const choice = q.choices.find((c) => String(c.id) === value);
      if (!choice) {
        errors[`${field}[${index}].value`] = 'Please choose one of the answers given';
        continue;
      }
      matched.push({ question_id: q.id, question: q.question, type: q.type, value, answer: choice.answer });
    } else {
      matched.push({ question_id: q.id, question: q.question, type: q.type, value, answer: value });
    }
  }
  const asked = new Set(questionnaire.questions.map((q) => q.id));
  const unknown = given.findIndex((a) => !asked.has(a.questionNumber));
  if (unknown >= 0) errors[`${field}[${unknown}].questionNumber`] = 'This question is not part of the questionnaire';
  if (Object.keys(errors).length) throw new Refusal('invalid', 'Please check the answers.', errors);
  return matched;
}

/** The member's enrolment in a course, if any. */
export const findEnrolment = (db: Db, userId: number, courseId: number) =>
  db.selectFrom('course_enrolments').select(['id', 'hashed_id', 'status']).where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst();

/** Writes the enrolment; a second one for the same course (a double submit) answers the first. */
export async function insertEnrolment(db: Kysely<Database>, enrolment: { userId: number; courseId: number; questionnaireId: number | null; answers: AnsweredQuestion[]; status: 'pending' | 'accepted' }) {
  try {
    const row = await db
      .insertInto('course_enrolments')
      .values({
        hashed_id: newHashedId(),
        user_id: enrolment.userId,
        course_id: enrolment.courseId,
        questionnaire_id: enrolment.questionnaireId,
        answers: JSON.stringify(enrolment.answers),
        status: enrolment.status,
      })
      .returning(['id', 'hashed_id'])
      .executeTakeFirstOrThrow();
    return { ...row, created: true };
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    const first = await findEnrolment(db, enrolment.userId, enrolment.courseId);
    if (!first) throw error;
    return { id: first.id, hashed_id: first.hashed_id, created: false };
  }
}

/** GET course-enrollment/{hashedId}: the member's own enrolment, or nothing (another member's is nothing too). */
export async function memberEnrolment(db: Db, userId: number, hashedId: string) {
  const row = await db
    .selectFrom('course_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .innerJoin('learning_programs as p', 'p.id', 'c.program_id')
    .select(['e.hashed_id', 'u.name', 'u.email', 'c.id as course_id', 'c.slug', 'c.title', 'p.id as program_id', 'p.title as program_title', 'e.status', 'e.created_at'])
    .where('e.hashed_id', '=', hashedId)
    .where('e.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.hashed_id,
    user_name: row.name,
    user_email: row.email,
    course: { id: row.course_id, slug: row.slug, title: row.title },
    program: { id: row.program_id, title: row.program_title },
    status: row.status,
    created_at: row.created_at,
  };
}

// ---- Staff ----------------------------------------------------------------------------------------------------

const staffEnrolmentQuery = (db: Db) =>
  db
    .selectFrom('course_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .leftJoin('users as d', 'd.id', 'e.decided_by')
    .select(['e.id', 'u.member_id', 'u.membership_id', 'u.name', 'u.email', 'u.phone', 'e.course_id', 'c.title as course_title', 'c.batch as course_batch'])
    .select(['e.status', 'e.answers', 'e.created_at', 'e.decided_at', 'd.name as decided_by']);

type StaffEnrolmentRow = Awaited<ReturnType<ReturnType<typeof staffEnrolmentQuery>['executeTakeFirstOrThrow']>>;

export const staffEnrolment = (row: StaffEnrolmentRow) => ({
  id: row.id,
  member: { member_id: row.member_id, member_id_formatted: row.membership_id, name: row.name, email: row.email, phone: row.phone },
  course: { id: row.course_id, name: row.course_batch ? `${row.course_title} (${row.course_batch})` : row.course_title },
  status: row.status,
  answers: row.answers.map((a) => ({ question: a.question, answer: a.answer })),
  created_at: row.created_at,
  decided_at: row.decided_at,
  decided_by: row.decided_by,
});

/**
 * Which enrolments a staff list shows: a course's (or, for the staff home's queue, every course's), all or of one
 * status, of the members a search names, or given ones.
 */
export interface EnrolmentFilter {
  status?: EnrolmentStatus;
  q?: string;
  ids?: number[];
}

/** A course's enrolments a filter shows (every course's when `courseId` is null), in no order. */
export function courseEnrolments(db: Db, courseId: number | null, filter: EnrolmentFilter = {}) {
  let q = courseId === null ? staffEnrolmentQuery(db) : staffEnrolmentQuery(db).where('e.course_id', '=', courseId);
  if (filter.status) q = q.where('e.status', '=', filter.status);
  if (filter.ids?.length) q = q.where('e.id', 'in', filter.ids);
  const terms = searchTerms(filter.q);
  if (terms) {
    const members = usersMatching(db, terms);
    q = members ? q.where('e.user_id', 'in', members) : q.where(sql<boolean>`false`);
  }
  return q;
}

export type EnrolmentSort = 'status' | 'created_at' | 'name';

/**
 * A course's enrolments in the order asked. By status (the default): waiting ones first, then accepted, then
 * declined (or the other way round), each by when they came, so the oldest waiting is always on top.
 */
export function courseEnrolmentsQuery(db: Db, courseId: number | null, filter: EnrolmentFilter = {}, order: { sort?: EnrolmentSort; dir?: 'asc' | 'desc' } = {}) {
  const q = courseEnrolments(db, courseId, filter);
  const dir = order.dir ?? 'asc';
  if (order.sort === 'created_at') return q.orderBy('e.created_at', dir).orderBy('e.id', dir);
  if (order.sort === 'name') return q.orderBy('u.name', dir).orderBy('e.id', dir);
  return q
    .orderBy((eb) => eb.case().when('e.status', '=', 'pending').then(0).when('e.status', '=', 'accepted').then(1).else(2).end(), dir)
    .orderBy('e.created_at')
    .orderBy('e.id');
}

export const findStaffEnrolment = (db: Db, id: number) => staffEnrolmentQuery(db).where('e.id', '=', id).executeTakeFirst();
