import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { membershipContract } from '../../../../../shared-api/src/contracts/membership.js';
import {
  bearer,
  completeProfile,
  createCourse,
  eligibility,
  enrolThroughApi,
  get,
  outboxFor,
  pageCount,
  pdfText,
  post,
  questionnaireAnswers,
  quizSubmission,
  registerMember,
  send,
  startTestApp,
  submitQuizThroughApi,
  type Registered,
  type TestContext,
  type TestCourse,
} from '../../../../../server/src/test/kit.js';
import { learningContract } from '../contract.js';
import { loadQuestionnaire } from './questionnaires.js';

/** Every key anywhere in a JSON answer. */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}

describe('learning', () => {
  let ctx: TestContext;

  /** A member with a complete profile (enrolment needs one). */
  const member = async (name = 'Sana Malik') => {
    const m = await registerMember(ctx.app, ctx.db, { name });
    await completeProfile(ctx.app, m);
    return m;
  };
  const programQuestionnaire = async (course: TestCourse) =>
    (await ctx.db.selectFrom('learning_programs').select('questionnaire_id').where('id', '=', course.programId).executeTakeFirstOrThrow()).questionnaire_id;

  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  test('the programme pages list their published courses from data: nine certificate programmes with registrations closed, the soft skills batch open', async () => {
    const scholarship = await send(ctx.app, learningContract.getProgram, { params: { programKey: 'career-certificates' } });
    assert.equal(scholarship.status, 200);
    const courses = scholarship.body.data.courses as Array<{ title: string; registrations_closed: boolean; features: string[] }>;
    assert.equal(courses.length, 9);
    assert.ok(courses.every((c) => c.registrations_closed && c.features.length > 0));
    assert.equal(courses[0].title, 'Google IT Support');
    const softSkills = (await send(ctx.app, learningContract.getProgram, { params: { programKey: 'soft-skills' } })).body.data;
    assert.ok(softSkills.register_course);
    assert.deepEqual([softSkills.register_course.title, softSkills.register_course.registrations_closed], ['Soft Skills for Freelancers', false]);
    assert.equal((await send(ctx.app, learningContract.getProgram, { params: { programKey: 'cooking' } })).status, 400);
  });

  test('a draft course is on no programme page and its page is not found', async () => {
    const draft = await createCourse(ctx.db, { published: false });
    const page = (await send(ctx.app, learningContract.getProgram, { params: { programKey: 'soft-skills' } })).body.data;
    assert.ok(!page.courses.some((c: { id: number }) => c.id === draft.courseId));
    const m = await registerMember(ctx.app, ctx.db);
    assert.equal((await send(ctx.app, learningContract.getCourse, { params: { courseId: draft.courseId } }, bearer(m.token))).status, 404);
  });

  test('enrolment needs a complete profile, every question answered and a real choice; it answers the hashed id', async () => {
    const course = await createCourse(ctx.db);
    const incomplete = await registerMember(ctx.app, ctx.db);
    const questionnaire_id = await programQuestionnaire(course);
    const answers = await questionnaireAnswers(ctx.db, questionnaire_id);
    assert.equal((await send(ctx.app, learningContract.enrollInCourse, { body: { course: course.courseId, questionnaire_id, questionnaire: answers } }, bearer(incomplete.token))).status, 403);

    const m = await member();
    const missing = await send(ctx.app, learningContract.enrollInCourse, { body: { course: course.courseId, questionnaire_id, questionnaire: answers.slice(0, 1) } }, bearer(m.token));
    assert.equal(missing.status, 422);
    assert.equal(missing.body.data.errors?.['questionnaire[1].value'], 'This question is required');
    const blank = await send(ctx.app, learningContract.enrollInCourse, { body: { course: course.courseId, questionnaire_id, questionnaire: [{ ...answers[0], value: '  ' }, answers[1]] } }, bearer(m.token));
    assert.equal(blank.status, 422);
    const notAChoice = await send(ctx.app, learningContract.enrollInCourse, { body: { course: course.courseId, questionnaire_id, questionnaire: [{ ...answers[0], value: '999999' }, answers[1]] } }, bearer(m.token));
    assert.equal(notAChoice.status, 422);
    const noCourse = await send(ctx.app, learningContract.enrollInCourse, { body: { questionnaire_id, questionnaire: answers } }, bearer(m.token));
    assert.deepEqual([noCourse.status, noCourse.body.data.errors?.course], [422, 'Your course is required']);
    assert.equal(await ctx.db.selectFrom('course_enrolments').select('id').where('user_id', '=', m.userId).executeTakeFirst(), undefined, 'a refused enrolment writes nothing');

    const made = await send(ctx.app, learningContract.enrollInCourse, { body: { course: course.courseId, questionnaire_id, questionnaire: answers } }, bearer(m.token));
    assert.equal(made.status, 201, made.body.message);
    assert.match(made.body.data.hashed, /^[A-Za-z0-9_-]{22}$/);
    const again = await send(ctx.app, learningContract.enrollInCourse, { body: { course: course.courseId, questionnaire_id, questionnaire: answers } }, bearer(m.token));
    assert.deepEqual([again.status, again.body.data.hashed], [200, made.body.data.hashed], 'enrolling twice answers the first enrolment');

    const found = await send(ctx.app, learningContract.getEnrolment, { params: { hashedId: made.body.data.hashed } }, bearer(m.token));
    assert.equal(found.status, 200);
    assert.deepEqual([found.body.data.user_email, found.body.data.course.id, found.body.data.status], [m.email, course.courseId, 'accepted']);
    const other = await member('Bushra Qaiser');
    assert.equal((await send(ctx.app, learningContract.getEnrolment, { params: { hashedId: made.body.data.hashed } }, bearer(other.token))).status, 404, 'another member’s enrolment is not found');
    const mails = await outboxFor(ctx.db, m.email);
    assert.ok(mails.some((mail) => mail.subject === 'Your enrolment in Client Communication'));
  });

  test('a closed course refuses enrolment, and a changed questionnaire is told to reload', async () => {
    const closed = await createCourse(ctx.db, { open: false });
    const m = await member();
    const questionnaire_id = await programQuestionnaire(closed);
    const answers = await questionnaireAnswers(ctx.db, questionnaire_id);
    const refused = await send(ctx.app, learningContract.enrollInCourse, { body: { course: closed.courseId, questionnaire_id, questionnaire: answers } }, bearer(m.token));
    assert.deepEqual([refused.status, refused.body.message], [409, 'Registrations for this course are closed.']);
    const open = await createCourse(ctx.db);
    const stale = await send(ctx.app, learningContract.enrollInCourse, { body: { course: open.courseId, questionnaire_id: 1, questionnaire: answers } }, bearer(m.token));
    assert.equal(stale.status, 409);
  });

  test('the enrolment form offers the programme’s open courses and its questions without answers', async () => {
    const course = await createCourse(ctx.db);
    const closed = await createCourse(ctx.db, { open: false });
    const m = await registerMember(ctx.app, ctx.db);
    const { body } = await send(ctx.app, learningContract.getCourseProgram, { query: { program_id: course.programId } }, bearer(m.token));
    const ids = body.data.courses.map((c: { id: number }) => c.id);
    assert.ok(ids.includes(course.courseId) && !ids.includes(closed.courseId));
    assert.ok(body.data.questionnaire!.questions.length >= 1);
    assert.ok(!keysOf(body.data).has('correct'));
  });

  test('eligibility: not enrolled, then enrolled; a shortlisted course waits for staff', async () => {
    const course = await createCourse(ctx.db);
    const m = await member();
    assert.deepEqual(await eligibility(ctx.app, m.token, course.courseId), { eligible: false, message: 'Please enrol in this course before you take its quiz.' });
    assert.equal((await send(ctx.app, learningContract.getCourseQuiz, { params: { courseId: course.courseId } }, bearer(m.token))).status, 409, 'the questions are not given to a member who may not take the quiz');
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    assert.equal((await eligibility(ctx.app, m.token, course.courseId)).eligible, true);

    const shortlisted = await createCourse(ctx.db, { requiresAcceptance: true });
    await enrolThroughApi(ctx.app, ctx.db, m.token, shortlisted);
    assert.deepEqual(await eligibility(ctx.app, m.token, shortlisted.courseId), {
      eligible: false,
      message: 'Your enrolment is waiting for the association’s decision. You can take the quiz once it is accepted.',
    });
    const submitted = await send(ctx.app, learningContract.submitQuiz, { body: await quizSubmission(ctx.db, shortlisted.courseId, 3) }, bearer(m.token));
    assert.equal(submitted.status, 409, 'the server refuses an attempt the page would not offer');

    const noQuiz = await createCourse(ctx.db, { certification: false });
    await enrolThroughApi(ctx.app, ctx.db, m.token, noQuiz);
    assert.deepEqual(await eligibility(ctx.app, m.token, noQuiz.courseId), { eligible: false, message: 'The quiz for this course is not open.' });
  });

  test('no member-facing answer carries a correct answer or a question’s points', async () => {
    const course = await createCourse(ctx.db);
    const m = await member();
    const hashed = await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    const attempt = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 2);
    const reads = [
      '/api/programs/soft-skills',
      `/api/course-program?program_id=${course.programId}`,
      `/api/course-enrollment/${hashed}`,
      `/api/courses/${course.courseId}`,
      `/api/courses/${course.courseId}/quiz-questionnaire`,
      `/api/courses/${course.courseId}/check-quiz-eligibility`,
      `/api/get-course-quiz/${course.courseId}`,
      `/api/user-is-certified/${course.courseId}`,
    ];
    for (const url of reads) {
      const res = await get(ctx.app, url, bearer(m.token));
      assert.equal(res.status, 200, `${url}: ${res.body.message}`);
      const keys = keysOf(res.body.data);
      assert.ok(!keys.has('correct') && !keys.has('points'), `${url} must not carry answers or points`);
    }
    // The result reviews the member's own answers (decision 037): right or not, but never the right choice yet.
    const result = await send(ctx.app, learningContract.getQuizResult, { params: { attemptId: attempt } }, bearer(m.token));
    assert.equal(result.body.data.answers_shown, false);
    assert.ok(result.body.data.review.every((q: { correct_answer: string | null }) => q.correct_answer === null));
    const quiz = (await send(ctx.app, learningContract.getCourseQuiz, { params: { courseId: course.courseId } }, bearer(m.token))).body.data.quiz_questionnaire;
    assert.deepEqual(
      quiz.questions.map((q: { type: string; choices: unknown[] }) => [q.type, q.choices.length]),
      [
        ['mcq', 3],
        ['mcq', 2],
        ['mcq', 2],
        ['text', 0],
      ],
    );
  });

  test('the server scores the quiz: points of the correct choices, passing at the course’s percentage; text answers score nothing', async () => {
    const course = await createCourse(ctx.db, { allowedAttempts: 3 });
    const m = await member();
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    const instructions = (await send(ctx.app, learningContract.getQuizInstructions, { params: { courseId: course.courseId } }, bearer(m.token))).body.data;
    assert.deepEqual(
      [instructions.quiz_attempts, instructions.quiz_allowed_attempts, instructions.quiz_questions, instructions.quiz_total_score, instructions.quiz_passing_score, instructions.quiz_passing_percentage],
      [0, 3, 4, 10, 6, 60],
    );

    const failed = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 2);
    const fail = (await send(ctx.app, learningContract.getQuizResult, { params: { attemptId: failed } }, bearer(m.token))).body.data;
    assert.deepEqual(
      [fail.scored_points, fail.total_points, fail.status, fail.quiz_cleared, fail.attempt_number, fail.attempts, fail.attempts_remaining],
      [5, 10, 'Failed', false, 1, 1, 2],
    );
    assert.equal((await send(ctx.app, learningContract.getCertifiedAttempt, { params: { courseId: course.courseId } }, bearer(m.token))).body.data, null);

    const passed = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 3);
    const pass = (await send(ctx.app, learningContract.getQuizResult, { params: { attemptId: passed } }, bearer(m.token))).body.data;
    assert.deepEqual([pass.scored_points, pass.status, pass.quiz_cleared, pass.attempts, pass.attempts_remaining], [10, 'Passed', true, 2, 1]);
    assert.equal(pass.post_program_questionnaire_link, 'https://forms.example.org/feedback');
    assert.deepEqual((await send(ctx.app, learningContract.getCertifiedAttempt, { params: { courseId: course.courseId } }, bearer(m.token))).body.data, { id: passed });
    const stored = await ctx.db.selectFrom('quiz_attempts').select('answers').where('id', '=', passed).executeTakeFirstOrThrow();
    assert.deepEqual(
      stored.answers.map((a) => [a.type, a.correct, a.points]),
      [
        ['mcq', true, 2],
        ['mcq', true, 3],
        ['mcq', true, 5],
        ['text', false, 0],
      ],
    );
  });

  test('a result reviews each answer, and names the right choice only once no attempt can use it', async () => {
    const course = await createCourse(ctx.db, { allowedAttempts: 2 });
    const m = await member();
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    const quiz = (await loadQuestionnaire(ctx.db, (await ctx.db.selectFrom('courses').select('quiz_questionnaire_id').where('id', '=', course.courseId).executeTakeFirstOrThrow()).quiz_questionnaire_id))!;
    const right = quiz.questions.map((q) => q.choices.find((c) => c.correct)?.answer ?? null);
    const result = async (attemptId: number) => (await send(ctx.app, learningContract.getQuizResult, { params: { attemptId } }, bearer(m.token))).body.data;
    type Row = { number: number; type: string; correct: boolean | null; points: number; earned: number; correct_answer: string | null; question: string; answer: string };
    const rows = (data: { review: Row[] }) => data.review.map((q) => [q.number, q.type, q.correct, q.earned, q.points, q.correct_answer]);

    const first = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 1);
    const open = await result(first);
    assert.equal(open.answers_shown, false, 'an attempt remains: the right answers would help it');
    assert.deepEqual(rows(open), [
      [1, 'mcq', true, 2, 2, null],
      [2, 'mcq', false, 0, 3, null],
      [3, 'mcq', false, 0, 5, null],
      [4, 'text', null, 0, 0, null],
    ]);
    assert.deepEqual(open.review.map((q: Row) => q.question), quiz.questions.map((q) => q.question));
    assert.equal(open.review[3].answer, 'I will write down every brief.');
    assert.equal(open.review[1].answer, quiz.questions[1]!.choices.find((c) => !c.correct)!.answer, 'the member’s own choice, by its text');

    const last = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 2);
    const closed = await result(last);
    assert.equal(closed.answers_shown, true);
    assert.deepEqual(rows(closed), [
      [1, 'mcq', true, 2, 2, null],
      [2, 'mcq', true, 3, 3, null],
      [3, 'mcq', false, 0, 5, right[2]],
      [4, 'text', null, 0, 0, null],
    ]);
    assert.deepEqual(rows(await result(first)).map((r) => r[5]), [null, right[1], right[2], null], 'the first attempt now names them too');
  });

  test('a quiz answer must answer every question, with one of its choices', async () => {
    const course = await createCourse(ctx.db);
    const m = await member();
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    const full = await quizSubmission(ctx.db, course.courseId, 3);
    const partial = await send(ctx.app, learningContract.submitQuiz, { body: { ...full, questionnaire: full.questionnaire.slice(0, 3) } }, bearer(m.token));
    assert.deepEqual([partial.status, partial.body.data.errors?.['questionnaire[3].value']], [422, 'This question is required']);
    const foreign = await send(ctx.app, learningContract.submitQuiz, { body: { ...full, questionnaire: [...full.questionnaire, { questionNumber: 999999, value: 'x' }] } }, bearer(m.token));
    assert.equal(foreign.status, 422);
    const changed = await send(ctx.app, learningContract.submitQuiz, { body: { ...full, questionnaire_id: full.questionnaire_id + 100000 } }, bearer(m.token));
    assert.deepEqual([changed.status, changed.body.message], [409, 'This quiz was changed while you were taking it. Please reload the page to see the new questions.']);
    const count = await ctx.db.selectFrom('quiz_attempts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 0, 'a refused submission uses no attempt');
  });

  test('attempts are limited per course: the last one used, the quiz is closed to the member', async () => {
    const course = await createCourse(ctx.db, { allowedAttempts: 2 });
    const m = await member();
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 1);
    const last = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 1);
    const result = (await send(ctx.app, learningContract.getQuizResult, { params: { attemptId: last } }, bearer(m.token))).body.data;
    assert.deepEqual([result.quiz_cleared, result.attempts_remaining], [false, 0]);
    assert.deepEqual(await eligibility(ctx.app, m.token, course.courseId), { eligible: false, message: 'You have used all 2 attempts of this quiz.' });
    const more = await send(ctx.app, learningContract.submitQuiz, { body: await quizSubmission(ctx.db, course.courseId, 3) }, bearer(m.token));
    assert.deepEqual([more.status, more.body.message], [409, 'You have used all 2 attempts of this quiz.']);
  });

  test('two submissions at once on the last attempt give one result', async () => {
    const course = await createCourse(ctx.db, { allowedAttempts: 1 });
    const m = await member();
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    const body = await quizSubmission(ctx.db, course.courseId, 3);
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(ctx.app, learningContract.submitQuiz, { body: body }, bearer(m.token))));
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409]);
    const attempts = await ctx.db.selectFrom('quiz_attempts').select('id').where('user_id', '=', m.userId).where('course_id', '=', course.courseId).execute();
    assert.equal(attempts.length, 1);
  });

  describe('certificates', () => {
    let m: Registered;
    let course: TestCourse;
    let passed: number;
    let failed: number;

    before(async () => {
      course = await createCourse(ctx.db);
      m = await member('Hira Baig');
      await enrolThroughApi(ctx.app, ctx.db, m.token, course);
      failed = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 0);
      passed = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 3);
    });

    test('a passing attempt’s certificate is a PDF by a short-lived link, made once and served again', async () => {
      const first = await send(ctx.app, learningContract.getQuizCertificate, { params: { attemptId: passed } }, bearer(m.token));
      assert.equal(first.status, 200, first.body.message);
      const { certificate_url, verify_url } = first.body.data;
      assert.match(verify_url, /^http:\/\/site\.test\/verify\/[A-Za-z0-9_-]{22}$/);
      const pdf = await ctx.app.inject({ method: 'GET', url: certificate_url });
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
      // Whoever holds the paper and cannot scan its QR code reads where to check it, and the code, as text.
      const code = (verify_url as string).split('/').pop()!;
      const { membership_id } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', m.userId).executeTakeFirstOrThrow();
      const printed = pdfText(pdf.rawPayload).split('\n');
      for (const line of ['Hira Baig', 'MEMBER ID', membership_id, 'Client Communication (Batch 7)', 'Google Soft Skills Program', '10 of 10 (100%)', verify_url, `Verification code: ${code}`]) {
        assert.ok(printed.includes(line), `the certificate prints ${line}`);
      }
      assert.equal(pageCount(pdf.rawPayload), 1, 'the certificate is one page, with five details');

      const second = await send(ctx.app, learningContract.getQuizCertificate, { params: { attemptId: passed } }, bearer(m.token));
      assert.equal(second.body.data.verify_url, verify_url, 'the same certificate, the same code');
      const again = await ctx.app.inject({ method: 'GET', url: second.body.data.certificate_url });
      assert.ok(again.rawPayload.equals(pdf.rawPayload), 'served again, not drawn again');
      const rows = await ctx.db.selectFrom('course_certificates').select('id').where('user_id', '=', m.userId).execute();
      assert.equal(rows.length, 1);

      const tampered = certificate_url.replace(/signature=[^&]+/, 'signature=AAAA');
      assert.equal((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode, 404);
      await ctx.advance(11 * 60);
      assert.equal((await ctx.app.inject({ method: 'GET', url: certificate_url })).statusCode, 404, 'the link expires');
    });

    test('its QR code’s page says the certificate is genuine, for whom (name and MEMBER ID) and for what — and nothing else', async () => {
      const { verify_url } = (await send(ctx.app, learningContract.getQuizCertificate, { params: { attemptId: passed } }, bearer(m.token))).body.data;
      const code = (verify_url as string).split('/').pop()!;
      const verified = await send(ctx.app, membershipContract.verifyCertificate, { params: { code } });
      assert.equal(verified.status, 200);
      assert.ok(verified.body.data.kind === 'course');
      assert.deepEqual(Object.keys(verified.body.data).sort(), ['course', 'issued_on', 'kind', 'member_id_formatted', 'name', 'programme', 'score', 'valid']);
      const { membership_id } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', m.userId).executeTakeFirstOrThrow();
      assert.deepEqual(
        [verified.body.data.kind, verified.body.data.valid, verified.body.data.name, verified.body.data.member_id_formatted, verified.body.data.course, verified.body.data.programme, verified.body.data.score],
        ['course', true, 'Hira Baig', membership_id, 'Client Communication (Batch 7)', 'Google Soft Skills Program', '10 of 10 (100%)'],
      );
      assert.ok(!JSON.stringify(verified.body).includes(m.email) && !JSON.stringify(verified.body).includes(m.memberId));
      assert.equal((await send(ctx.app, membershipContract.verifyCertificate, { params: { code: 'AAAAAAAAAAAAAAAAAAAAAA' } })).status, 404);
    });

    test('a failed attempt has no certificate, and another member cannot get one from an attempt that is not theirs', async () => {
      const refused = await send(ctx.app, learningContract.getQuizCertificate, { params: { attemptId: failed } }, bearer(m.token));
      assert.equal(refused.status, 409);
      const other = await member('Bushra Qaiser');
      const stolen = await send(ctx.app, learningContract.getQuizCertificate, { params: { attemptId: passed } }, bearer(other.token));
      assert.deepEqual([stolen.status, stolen.body.message], [404, 'No attempt found']);
      assert.equal((await send(ctx.app, learningContract.getQuizResult, { params: { attemptId: passed } }, bearer(other.token))).status, 404);
      const made = await ctx.db.selectFrom('course_certificates').select('id').where('user_id', '=', other.userId).execute();
      assert.equal(made.length, 0);
    });

    test('a disabled member’s course certificate still verifies as genuine (a past achievement), but its PDF link stops until they are enabled', async () => {
      const learner = await member('Farah Naz');
      await enrolThroughApi(ctx.app, ctx.db, learner.token, course);
      const attempt = await submitQuizThroughApi(ctx.app, ctx.db, learner.token, course.courseId, 3);
      const { certificate_url, verify_url } = (await send(ctx.app, learningContract.getQuizCertificate, { params: { attemptId: attempt } }, bearer(learner.token))).body.data;
      const code = (verify_url as string).split('/').pop()!;
      const staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
      await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
      // The members' accounts are mfe-account's: staff disable and enable one at its address, as their page does.
      const account = `/api/staff/members/${learner.memberId}`;
      const reason = { reason: 'Shared their account' };
      assert.equal((await post(ctx.app, `${account}/disable`, reason, bearer(staff.token))).status, 200);

      const verified = await send(ctx.app, membershipContract.verifyCertificate, { params: { code } });
      assert.deepEqual([verified.status, verified.body.message, verified.body.data.valid, verified.body.data.name], [200, 'This certificate is genuine.', true, 'Farah Naz']);
      const pdf = await ctx.app.inject({ method: 'GET', url: certificate_url });
      assert.deepEqual([pdf.statusCode, pdf.json().message], [404, 'This certificate link is invalid or has expired.']);

      assert.equal((await post(ctx.app, `${account}/enable`, reason, bearer(staff.token))).status, 200);
      assert.equal((await ctx.app.inject({ method: 'GET', url: certificate_url })).statusCode, 200);
    });

    test('a course that does not show the score prints none', async () => {
      const quiet = await createCourse(ctx.db, { showScore: false });
      await enrolThroughApi(ctx.app, ctx.db, m.token, quiet);
      const attempt = await submitQuizThroughApi(ctx.app, ctx.db, m.token, quiet.courseId, 3);
      const { verify_url } = (await send(ctx.app, learningContract.getQuizCertificate, { params: { attemptId: attempt } }, bearer(m.token))).body.data;
      const certificate = (await send(ctx.app, membershipContract.verifyCertificate, { params: { code: (verify_url as string).split('/').pop()! } })).body.data;
      assert.ok(certificate.kind === 'course');
      assert.equal(certificate.score, null);
    });
  });
});
