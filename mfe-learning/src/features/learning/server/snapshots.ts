// What the audit log compares for learning's records: read from the rows, inside the change's transaction.
import type { Transaction } from 'kysely';
import { iso, type Database, type Snapshot } from '../../../../../server/src/kit.js';
import { loadQuestionnaire, type LoadedQuestionnaire } from './questionnaires.js';

/** A questionnaire as staff read it in the log: a line a question, its answers after it, the correct one marked. */
const questionLines = (questionnaire: LoadedQuestionnaire | undefined) =>
  (questionnaire?.questions ?? []).map((q, index) => {
    const kind = q.type === 'mcq' ? `multiple choice, ${q.points} point${q.points === 1 ? '' : 's'}` : 'text';
    const choices = q.choices.map((c) => `${c.correct ? '✓ ' : ''}${c.answer}`).join(' | ');
    return `${index + 1}. ${q.question} (${kind})${choices ? `: ${choices}` : ''}`;
  });

export async function programSnapshot(trx: Transaction<Database>, id: number): Promise<Snapshot | undefined> {
  const program = await trx
    .selectFrom('learning_programs as p')
    .leftJoin('courses as c', 'c.id', 'p.register_course_id')
    .select(['p.title', 'p.summary', 'p.questionnaire_id', 'c.title as register_course'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!program) return undefined;
  return { title: program.title, summary: program.summary, register_course: program.register_course, questionnaire: questionLines(await loadQuestionnaire(trx, program.questionnaire_id)) };
}

export async function courseSnapshot(trx: Transaction<Database>, id: number): Promise<Snapshot | undefined> {
  const course = await trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!course) return undefined;
  return {
    program_id: course.program_id,
    title: course.title,
    batch: course.batch,
    slug: course.slug,
    description: course.description,
    features: course.features,
    image: course.image,
    start_date: iso(course.start_date),
    end_date: iso(course.end_date),
    published: course.published,
    registrations_open: course.registrations_open,
    requires_acceptance: course.requires_acceptance,
    certification: course.certification,
    quiz_allowed_attempts: course.quiz_allowed_attempts,
    quiz_passing_percentage: course.quiz_passing_percentage,
    quiz_description: course.quiz_description,
    show_score: course.show_score,
    post_program_questionnaire_link: course.post_program_questionnaire_link,
    quiz: questionLines(await loadQuestionnaire(trx, course.quiz_questionnaire_id)),
  };
}

export async function enrolmentSnapshot(trx: Transaction<Database>, id: number): Promise<Snapshot | undefined> {
  const enrolment = await trx.selectFrom('course_enrolments').select(['status', 'decided_at']).where('id', '=', id).executeTakeFirst();
  return enrolment && { status: enrolment.status, decided_at: iso(enrolment.decided_at) };
}
