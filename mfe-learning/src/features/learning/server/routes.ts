import type { FastifyPluginAsync } from 'fastify';
import { conflict, mailLocale, memberOf, notFound, ok, Refusal, serveSome } from '../../../../../server/src/kit.js';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import { learningContract } from '../contract.js';
import { certificateFor, certificatePdfPath, checkCertificateLink } from './certificates.js';
import { courseDetail, coursesOfProgram, findProgram, findPublishedCourse, memberQuizFigures, programPage, registrationsClosed } from './courses.js';
import { insertEnrolment, matchAnswers, memberEnrolment } from './enrolments.js';
import { enrolmentReceivedMail } from './mails.js';
import { forMember, loadQuestionnaire } from './questionnaires.js';
import { findCertificatePdf, findLearner, findMemberAttempt } from './queries.js';
import { certifiedAttempt, memberResult, NO_COURSE, quizEligibility, submitAttempt } from './quiz.js';

const NO_PROGRAM = 'This programme does not exist.';
const NO_ENROLMENT = 'This enrolment could not be found.';
const NO_ATTEMPT = 'No attempt found';
const BAD_LINK = 'This certificate link is invalid or has expired.';

/**
 * Learning for visitors and members (second spec §2.9–2.13): the programme pages' courses, enrolment with the
 * programme's questionnaire, the quiz (eligibility, questions without their answers, scoring here), results and the
 * certificate made once. Records of one member (an enrolment, an attempt) answer 404 to anyone else.
 */
const learningRoutes: FastifyPluginAsync = async (app) => {
  const now = () => app.config.clock.now();

  /** A published course, or 404. */
  const course = async (courseId: number) => {
    const found = await findPublishedCourse(app.db, courseId);
    if (!found) throw notFound(NO_COURSE);
    return found;
  };

  serveSome(app, learningContract, {
    getProgram: async (request, reply) => {
      const program = await programPage(app.db, request.params.programKey, now());
      if (!program) throw notFound(NO_PROGRAM);
      // A programme page changes when staff open a course: shared caches keep it briefly.
      reply.header('cache-control', 'public, max-age=60');
      return ok(program);
    },

    getCourseProgram: async (request) => {
      const program = await findProgram(app.db, request.query.program_id);
      if (!program) throw notFound(NO_PROGRAM);
      const at = now();
      const courses = (await coursesOfProgram(app.db, program.id, { publishedOnly: true })).filter((c) => !registrationsClosed(c, at));
      const questionnaire = await loadQuestionnaire(app.db, program.questionnaire_id);
      return ok({
        program: { id: program.id, key: program.key, title: program.title },
        courses: courses.map((c) => ({ id: c.id, title: c.batch ? `${c.title} (${c.batch})` : c.title })),
        questionnaire: questionnaire ? { id: questionnaire.id, questions: forMember(questionnaire).questions } : null,
      });
    },

    enrollInCourse: async (request, reply) => {
      const { userId } = memberOf(request);
      const { course: courseId, questionnaire_id, questionnaire: answers } = request.body;
      const found = await course(courseId);
      if (registrationsClosed(found, now())) throw conflict('Registrations for this course are closed.');
      const program = await findProgram(app.db, found.program_id);
      if (!program) throw notFound(NO_PROGRAM);
      const questionnaire = await loadQuestionnaire(app.db, program.questionnaire_id);
      if (questionnaire && questionnaire_id !== questionnaire.id) {
        throw conflict('The questionnaire was changed while you were filling it in. Please reload the page to see the new questions.');
      }
      const matched = questionnaire ? matchAnswers(questionnaire, answers, 'questionnaire') : [];
      const enrolment = await insertEnrolment(app.db, {
        userId,
        courseId: found.id,
        questionnaireId: questionnaire?.id ?? null,
        answers: matched,
        status: found.requires_acceptance ? 'pending' : 'accepted',
      });
      if (!enrolment.created) return ok({ hashed: enrolment.hashed_id }, 'You are already enrolled in this course.');
      const user = await findLearner(app.db, userId);
      const locale = mailLocale(user.language);
      const url = app.config.publicUrl + pathIn(locale, `/dashboard/course/${found.slug}/${found.id}`);
      await app.mailer.sendMail(enrolmentReceivedMail(user.email, user.name, { title: found.title, programme: program.title, url }, found.requires_acceptance, locale), {
        kind: 'transactional',
      });
      reply.code(201);
      return ok({ hashed: enrolment.hashed_id }, found.requires_acceptance ? 'Thank you for enrolling. We will e-mail you our decision.' : 'You are enrolled in this course.');
    },

    getEnrolment: async (request) => {
      const { userId } = memberOf(request);
      const enrolment = await memberEnrolment(app.db, userId, request.params.hashedId);
      if (!enrolment) throw notFound(NO_ENROLMENT);
      return ok(enrolment);
    },

    getCourse: async (request) => {
      const { userId } = memberOf(request);
      return ok(await courseDetail(app.db, await course(request.params.courseId), userId, now()));
    },

    getCertifiedAttempt: async (request) => {
      const { userId } = memberOf(request);
      const found = await course(request.params.courseId);
      const attempt = await certifiedAttempt(app.db, userId, found.id);
      return ok(attempt ?? null, attempt ? 'You are certified in this course.' : 'You are not certified in this course yet.');
    },

    getQuizCertificate: async (request) => {
      const { userId } = memberOf(request);
      const attempt = await findMemberAttempt(app.db, userId, request.params.attemptId);
      if (!attempt) throw notFound(NO_ATTEMPT);
      if (!attempt.passed) throw conflict('This attempt did not pass the quiz, so it has no certificate.');
      const at = now();
      const certificate = await certificateFor(app.db, attempt, app.config.publicUrl, at);
      return ok({ certificate_url: await certificatePdfPath(app.db, certificate.id, at), verify_url: `${app.config.publicUrl}/verify/${certificate.code}` }, 'Your certificate is ready.');
    },

    getCourseCertificatePdf: async (request, reply) => {
      const { certificateId } = request.params;
      if (!(await checkCertificateLink(app.db, certificateId, request.query.expires, request.query.signature, now()))) throw notFound(BAD_LINK);
      const certificate = await findCertificatePdf(app.db, certificateId);
      if (!certificate) throw notFound(BAD_LINK);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="course-certificate.pdf"')
        .header('cache-control', 'private, no-store')
        .send(certificate.pdf);
    },

    checkQuizEligibility: async (request) => {
      const { userId } = memberOf(request);
      const { eligible, message } = await quizEligibility(app.db, await course(request.params.courseId), userId);
      return ok({ eligible }, message);
    },

    getQuizInstructions: async (request) => {
      const { userId } = memberOf(request);
      const found = await course(request.params.courseId);
      const { quiz: _quiz, ...figures } = await memberQuizFigures(app.db, found, userId);
      return ok({ course_id: found.id, course_slug: found.slug, title: found.title, description: found.quiz_description, ...figures });
    },

    getCourseQuiz: async (request) => {
      const { userId } = memberOf(request);
      const found = await course(request.params.courseId);
      const { eligible, message } = await quizEligibility(app.db, found, userId);
      if (!eligible) throw conflict(message);
      const quiz = await loadQuestionnaire(app.db, found.quiz_questionnaire_id);
      if (!quiz) throw conflict('The quiz for this course is not open.');
      return ok({ course_id: found.id, course_title: found.title, quiz_questionnaire: forMember(quiz) });
    },

    submitQuiz: async (request, reply) => {
      const { userId } = memberOf(request);
      const { course: courseId, questionnaire_id, questionnaire } = request.body;
      const attempt = await submitAttempt(app.db, { userId, courseId, questionnaireId: questionnaire_id, answers: questionnaire }).catch((error: unknown) => {
        // Another member's course or a course that is gone reads the same as one that never was.
        if (error instanceof Refusal && error.kind === 'missing') throw notFound(NO_COURSE);
        throw error;
      });
      reply.code(201);
      return ok({ id: attempt.id }, attempt.passed ? 'Congratulations, you passed the quiz.' : 'Your quiz was submitted.');
    },

    getQuizResult: async (request) => {
      const { userId } = memberOf(request);
      const result = await memberResult(app.db, userId, request.params.attemptId);
      if (!result) throw notFound(NO_ATTEMPT);
      return ok(result);
    },
  });
};

export default learningRoutes;
