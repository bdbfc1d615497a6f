import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import {
  attachUpload,
  auditChange,
  auditCreate,
  auditedExport,
  conflict,
  detachUpload,
  imageSize,
  karachiTime,
  mailLocale,
  memberOf,
  notFound,
  ok,
  sanitizeRichText,
  sendCsv,
  serveSome,
  staffChange,
  unprocessable,
  type Database,
  type Storage,
} from '../../../../../server/src/kit.js';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import { idsOf } from '../../../../../shared-api/src/validation/calls.js';
import { learningContract } from '../contract.js';
import type { CourseInput } from '../validation.js';
import { findCourse, findProgram, staffCourse, staffProgram, staffPrograms, uniqueSlug, type CourseRow } from './courses.js';
import { findStaffEnrolment, staffEnrolment } from './enrolments.js';
import { enrolmentDecisionMail } from './mails.js';
import { dropIfUnused, insertQuestionnaire } from './questionnaires.js';
import { percentageOf, staffResult } from './quiz.js';
import { courseSnapshot, enrolmentSnapshot, programSnapshot } from './snapshots.js';
import {
  askedQuestions,
  eachCourseEnrolment,
  eachCourseResult,
  insertCourse,
  lockCourse,
  lockCourseQuiz,
  lockEnrolmentToDecide,
  lockProgram,
  lockProgramQuestionnaire,
  pageOfCourseEnrolments,
  pageOfCourseResults,
  setCourseQuiz,
  setEnrolmentDecision,
  setProgramQuestionnaire,
  updateCourseRow,
  updateProgramRow,
} from './staff-queries.js';

const NO_PROGRAM = 'This programme does not exist.';
const NO_COURSE = 'This course does not exist.';
const NO_ENROLMENT = 'This enrolment does not exist.';
const PICTURE_AGAIN = 'Please upload the picture again: it is not yours or no longer exists.';

/**
 * A course's row from its form. A picture new to the course must be the caller's upload and one it no longer shows is
 * let go; the slug follows the title until the course is published, then stays (links already shared keep working).
 */
async function courseFields(trx: Transaction<Database>, storage: Storage, userId: number, input: CourseInput, before?: CourseRow) {
  if (!(await findProgram(trx, input.program_id))) throw unprocessable({ program_id: 'Please choose the programme' });
  const image = input.image || null;
  if (image && image !== before?.image && !(await attachUpload(trx, image, userId))) throw unprocessable({ image: PICTURE_AGAIN });
  if (before?.image && before.image !== image) await detachUpload(trx, before.image);
  const size = image && image !== before?.image ? await imageSize(storage, image) : null;
  const title = input.batch ? `${input.title} ${input.batch}` : input.title;
  return {
    program_id: input.program_id,
    slug: before?.published ? before.slug : await uniqueSlug(trx, title, before?.id),
    title: input.title,
    batch: input.batch,
    description: sanitizeRichText(input.description),
    features: JSON.stringify(input.features),
    image,
    ...(size ? { image_width: size.width, image_height: size.height } : image ? {} : { image_width: 0, image_height: 0 }),
    start_date: input.start_date ? new Date(input.start_date) : null,
    end_date: input.end_date ? new Date(input.end_date) : null,
    published: input.published,
    registrations_open: input.registrations_open,
    requires_acceptance: input.requires_acceptance,
    certification: input.certification,
    quiz_allowed_attempts: input.quiz_allowed_attempts,
    quiz_passing_percentage: input.quiz_passing_percentage,
    quiz_description: input.quiz_description,
    show_score: input.show_score,
    post_program_questionnaire_link: input.post_program_questionnaire_link || null,
  };
}

/** Staff run learning: programmes, courses, questionnaires and quizzes from forms; enrolments decided; results read. */
const learningStaffRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.config.clock.now();

  /**
   * Accepts or declines one enrolment in its own transaction, audited, and e-mails the member (the mail is sent once
   * the decision is kept). Answers 'missing' or 'unchanged' (already so decided), having written nothing, otherwise
   * 'decided'.
   */
  const decide = (userId: number, id: number, decision: 'accepted' | 'declined', note: string) =>
    staffChange(app.db, userId, async (trx, audit) => {
      const enrolment = await lockEnrolmentToDecide(trx, id);
      if (!enrolment) return 'missing' as const;
      if (enrolment.status === decision) return 'unchanged' as const;
      await auditChange(trx, audit, { action: `enrolment.${decision === 'accepted' ? 'accept' : 'decline'}`, entity: 'enrolment', id }, (db) => enrolmentSnapshot(db, id), () =>
        setEnrolmentDecision(trx, id, decision, userId),
      );
      const locale = mailLocale(enrolment.language);
      const course = { title: enrolment.title, programme: enrolment.programme, url: app.config.publicUrl + pathIn(locale, `/dashboard/course/${enrolment.slug}/${enrolment.course_id}`) };
      await app.mailer.sendMail(enrolmentDecisionMail(enrolment.email, enrolment.name, course, decision, note, locale), { kind: 'transactional', trx });
      return 'decided' as const;
    });

  /** A course as staff name it in an export's audit entry. */
  const courseName = (course: CourseRow) => (course.batch ? `${course.title} (${course.batch})` : course.title);
  const courseOrFail = async (courseId: number) => {
    const course = await findCourse(app.db, courseId);
    if (!course) throw notFound(NO_COURSE);
    return course;
  };

  serveSome(app, learningContract, {
    getStaffPrograms: async () => ok(await staffPrograms(app.db, now())),

    getStaffProgram: async (request) => {
      const program = await staffProgram(app.db, request.params.programId, now());
      if (!program) throw notFound(NO_PROGRAM);
      return ok(program);
    },

    updateProgram: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.programId;
      const { title, summary, register_course_id } = request.body;
      await staffChange(app.db, userId, async (trx, audit) => {
        if (!(await lockProgram(trx, id))) throw notFound(NO_PROGRAM);
        const registerCourse = register_course_id ?? null;
        if (registerCourse !== null) {
          const course = await findCourse(trx, registerCourse);
          if (course?.program_id !== id) throw unprocessable({ register_course_id: 'Please choose one of the programme’s courses' });
        }
        await auditChange(trx, audit, { action: 'program.update', entity: 'program', id }, (db) => programSnapshot(db, id), () =>
          updateProgramRow(trx, id, { title, summary, register_course_id: registerCourse }),
        );
      });
      return ok((await staffProgram(app.db, id, now()))!, 'The programme has been saved.');
    },

    saveProgramQuestionnaire: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.programId;
      await staffChange(app.db, userId, async (trx, audit) => {
        const program = await lockProgramQuestionnaire(trx, id);
        if (!program) throw notFound(NO_PROGRAM);
        await auditChange(trx, audit, { action: 'program.questionnaire', entity: 'program', id }, (db) => programSnapshot(db, id), async () => {
          const questionnaireId = request.body.questions.length ? await insertQuestionnaire(trx, { title: `${program.title}: enrolment`, questions: request.body.questions }) : null;
          await setProgramQuestionnaire(trx, id, questionnaireId);
          await dropIfUnused(trx, program.questionnaire_id);
        });
      });
      return ok((await staffProgram(app.db, id, now()))!, 'The questionnaire has been saved. New enrolments answer it; earlier ones keep their answers.');
    },

    createCourse: async (request, reply) => {
      const { userId } = memberOf(request);
      const id = await staffChange(app.db, userId, async (trx, audit) => {
        const fields = await courseFields(trx, app.storage, userId, request.body);
        const created = await insertCourse(trx, fields);
        await auditCreate(trx, audit, { action: 'course.create', entity: 'course', id: created }, (db) => courseSnapshot(db, created));
        return created;
      });
      reply.code(201);
      return ok((await staffCourse(app.db, id, now()))!, 'The course has been created.');
    },

    getStaffCourse: async (request) => {
      const course = await staffCourse(app.db, request.params.courseId, now());
      if (!course) throw notFound(NO_COURSE);
      return ok(course);
    },

    updateCourse: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.courseId;
      await staffChange(app.db, userId, async (trx, audit) => {
        const before = await lockCourse(trx, id);
        if (!before) throw notFound(NO_COURSE);
        await auditChange(trx, audit, { action: 'course.update', entity: 'course', id }, (db) => courseSnapshot(db, id), async () => {
          const fields = await courseFields(trx, app.storage, userId, request.body, before);
          await updateCourseRow(trx, id, fields);
        });
      });
      return ok((await staffCourse(app.db, id, now()))!, 'The course has been saved.');
    },

    saveCourseQuiz: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.courseId;
      await staffChange(app.db, userId, async (trx, audit) => {
        const course = await lockCourseQuiz(trx, id);
        if (!course) throw notFound(NO_COURSE);
        await auditChange(trx, audit, { action: 'course.quiz', entity: 'course', id }, (db) => courseSnapshot(db, id), async () => {
          const quizId = await insertQuestionnaire(trx, { title: `${course.title}: quiz`, questions: request.body.questions });
          await setCourseQuiz(trx, id, quizId);
          await dropIfUnused(trx, course.quiz_questionnaire_id);
        });
      });
      return ok((await staffCourse(app.db, id, now()))!, 'The quiz has been saved. New attempts answer it; earlier attempts keep their scores.');
    },

    getStaffEnrolments: async (request) => {
      const { status, q, sort, dir, page, per_page } = request.query;
      const found = await pageOfCourseEnrolments(app.db, null, { status: status || undefined, q }, { page, per_page, sort, dir });
      return ok({ ...found, items: found.items.map(staffEnrolment) });
    },

    getCourseEnrolments: async (request) => {
      const course = await courseOrFail(request.params.courseId);
      const { status, q, sort, dir, page, per_page } = request.query;
      const filter = { status: status || undefined, q };
      const found = await pageOfCourseEnrolments(app.db, course.id, filter, { page, per_page, sort, dir });
      return ok({ ...found, items: found.items.map(staffEnrolment) });
    },

    exportCourseEnrolments: async (request, reply) => {
      const course = await courseOrFail(request.params.courseId);
      const status = request.query.status || undefined;
      const filter = { status, q: request.query.q, ids: idsOf(request.query.ids) };
      const questions = await askedQuestions(app.db, course.id);
      const db = app.db;
      async function* rows() {
        for await (const row of eachCourseEnrolment(db, course.id, filter)) {
          const answerTo = new Map(row.answers.map((a) => [a.question, a.answer]));
          yield [karachiTime(row.created_at), row.status, row.name, row.email, row.phone, row.membership_id, karachiTime(row.decided_at), row.decided_by, ...questions.map((q) => answerTo.get(q) ?? '')];
        }
      }
      const header = ['Enrolled (Karachi time)', 'Status', 'Name', 'E-mail', 'Phone', 'Member ID', 'Decided (Karachi time)', 'Decided by', ...questions];
      const which = filter.ids.length ? '-selected' : status ? `-${status}` : '';
      // Members' details and answers leave the site: the download is audited with its filters and its number of rows.
      const what = { kind: 'course-enrolments' as const, of: course.id, filters: { course: courseName(course), status, search: request.query.q }, selected: filter.ids };
      return sendCsv(reply, `${course.slug}-enrolments${which}-${new Date().toISOString().slice(0, 10)}.csv`, header, auditedExport(db, memberOf(request).userId, what, rows()));
    },

    decideEnrolment: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.enrolmentId;
      const { decision, note } = request.body;
      const outcome = await decide(userId, id, decision, note);
      if (outcome === 'missing') throw notFound(NO_ENROLMENT);
      if (outcome === 'unchanged') throw conflict(`This enrolment is already ${decision}.`);
      const found = await findStaffEnrolment(app.db, id);
      return ok(staffEnrolment(found!), decision === 'accepted' ? 'The enrolment is accepted; the member has been told by e-mail.' : 'The enrolment is declined; the member has been told by e-mail.');
    },

    decideEnrolments: async (request) => {
      const { userId } = memberOf(request);
      const { ids, decision, note } = request.body;
      // Each enrolment is its own decision, audit entry and e-mail: one already decided (or gone) leaves the others alone.
      let changed = 0;
      for (const id of new Set(ids)) {
        if ((await decide(userId, id, decision, note)) === 'decided') changed += 1;
      }
      const unchanged = new Set(ids).size - changed;
      const done = `${changed} ${changed === 1 ? 'enrolment' : 'enrolments'} ${decision}; ${changed === 1 ? 'the member has' : 'each member has'} been told by e-mail.`;
      return ok({ changed, unchanged }, `${changed ? done : `No enrolment ${decision}.`}${unchanged ? ` ${unchanged} already ${decision} or gone.` : ''}`);
    },

    getCourseResults: async (request) => {
      const course = await courseOrFail(request.params.courseId);
      const { q, sort, dir, page, per_page } = request.query;
      const found = await pageOfCourseResults(app.db, course.id, { q }, { page, per_page, sort, dir });
      return ok({ ...found, items: found.items.map(staffResult) });
    },

    exportCourseResults: async (request, reply) => {
      const course = await courseOrFail(request.params.courseId);
      const { q } = request.query;
      const db = app.db;
      async function* rows() {
        for await (const row of eachCourseResult(db, course.id, { q })) {
          const texts = row.answers.filter((a) => a.type === 'text').map((a) => `${a.question}: ${a.answer}`);
          yield [
            karachiTime(row.created_at),
            row.name,
            row.email,
            row.phone,
            row.membership_id,
            row.attempt_number,
            row.scored_points,
            row.total_points,
            `${percentageOf(row.scored_points, row.total_points)}%`,
            row.passed ? 'Passed' : 'Failed',
            row.certificate_id === null ? 'No' : 'Yes',
            texts.join('\n'),
          ];
        }
      }
      const header = ['Submitted (Karachi time)', 'Name', 'E-mail', 'Phone', 'Member ID', 'Attempt', 'Score', 'Out of', 'Percentage', 'Result', 'Certificate', 'Text answers'];
      // Members' details and scores leave the site: the download is audited with its search and its number of rows.
      const what = { kind: 'quiz-results' as const, of: course.id, filters: { course: courseName(course), search: q } };
      return sendCsv(reply, `${course.slug}-quiz-results-${new Date().toISOString().slice(0, 10)}.csv`, header, auditedExport(db, memberOf(request).userId, what, rows()));
    },
  });
};

export default learningStaffRoutes;
