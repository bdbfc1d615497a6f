import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bearer,
  completeProfile,
  createCourse,
  eligibility,
  enrolDirectly,
  enrolThroughApi,
  get,
  outboxFor,
  post,
  quizSubmission,
  readAuditLog,
  registerMember,
  send,
  startTestApp,
  submitQuizThroughApi,
  TEST_QUIZ,
  type Registered,
  type TestContext,
} from '../../../../../server/src/test/kit.js';
import { learningContract } from '../contract.js';

const COURSE = {
  title: 'Pricing Your Work',
  batch: 'Batch 1',
  description: '<p>Set rates <b>with confidence</b>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  features: ['Hourly and fixed prices', 'Raising your rates'],
  start_date: '2026-12-01T05:00:00.000Z',
  end_date: '2026-12-20T05:00:00.000Z',
  published: false,
  registrations_open: true,
  requires_acceptance: true,
  certification: true,
  quiz_allowed_attempts: 2,
  quiz_passing_percentage: 70,
  quiz_description: 'Five questions.',
  show_score: true,
  post_program_questionnaire_link: '',
};

describe('learning, as staff run it', () => {
  let ctx: TestContext;
  let staff: Registered;
  let programId: number;

  /** The audit log's export entries, newest first, as staff read them. */
  const exportsLogged = async () => (await readAuditLog(ctx.app, { entity: 'export' }, bearer(staff.token))).body.data.items;
  const courseName = async (id: number) => {
    const course = await ctx.db.selectFrom('courses').select(['title', 'batch']).where('id', '=', id).executeTakeFirstOrThrow();
    return course.batch ? `${course.title} (${course.batch})` : course.title;
  };
  const auditOf = (action: string, id: number | string) => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    programId = (await ctx.db.selectFrom('learning_programs').select('id').where('key', '=', 'soft-skills').executeTakeFirstOrThrow()).id;
  });
  after(() => ctx.close());

  test('staff create a course: its description is sanitized, its slug made from the title, the creation audited', async () => {
    const made = await send(ctx.app, learningContract.createCourse, { body: { ...COURSE, program_id: programId } }, bearer(staff.token));
    assert.equal(made.status, 201, made.body.message);
    const course = made.body.data;
    assert.equal(course.slug, 'pricing-your-work-batch-1');
    assert.equal(course.description, '<p>Set rates <b>with confidence</b>.</p><img src="x" loading="lazy" />');
    assert.deepEqual(course.features, COURSE.features);
    assert.deepEqual([course.published, course.registrations_open, course.requires_acceptance, course.quiz, course.quiz_total_score], [false, true, true, null, 0]);
    assert.equal((await auditOf('course.create', course.id)).length, 1);

    const twin = await send(ctx.app, learningContract.createCourse, { body: { ...COURSE, program_id: programId } }, bearer(staff.token));
    assert.equal(twin.body.data.slug, 'pricing-your-work-batch-1-2', 'slugs are unique');
  });

  test('the slug follows the title until the course is published, then stays', async () => {
    const { id } = (await send(ctx.app, learningContract.createCourse, { body: { ...COURSE, title: 'Negotiation', program_id: programId } }, bearer(staff.token))).body.data;
    const renamed = await send(ctx.app, learningContract.updateCourse, { params: { courseId: id }, body: { ...COURSE, title: 'Negotiating with Clients', program_id: programId, published: true } }, bearer(staff.token));
    assert.equal(renamed.body.data.slug, 'negotiating-with-clients-batch-1');
    const again = await send(ctx.app, learningContract.updateCourse, { params: { courseId: id }, body: { ...COURSE, title: 'Client Negotiation', program_id: programId, published: true } }, bearer(staff.token));
    assert.deepEqual([again.body.data.title, again.body.data.slug], ['Client Negotiation', 'negotiating-with-clients-batch-1']);
    const audit = await auditOf('course.update', id);
    assert.equal(audit.length, 2);
    assert.deepEqual((audit[1].after as { title?: string }).title, 'Client Negotiation');
  });

  test('a course form is refused with its field’s message and nothing is written', async () => {
    const before = await ctx.db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const noProgram = await send(ctx.app, learningContract.createCourse, { body: { ...COURSE, program_id: 999999 } }, bearer(staff.token));
    assert.deepEqual([noProgram.status, noProgram.body.data.errors?.program_id], [422, 'Please choose the programme']);
    const backwards = await send(ctx.app, learningContract.createCourse, { body: { ...COURSE, program_id: programId, end_date: '2026-11-01T05:00:00.000Z' } }, bearer(staff.token));
    assert.deepEqual([backwards.status, backwards.body.data.errors?.end_date], [422, 'Registrations must close after they open']);
    const attempts = await send(ctx.app, learningContract.createCourse, { body: { ...COURSE, program_id: programId, quiz_allowed_attempts: 0 } }, bearer(staff.token));
    assert.deepEqual([attempts.status, attempts.body.data.errors?.quiz_allowed_attempts], [422, 'Allowed attempts must be a whole number from 1 to 10']);
    const after = await ctx.db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });

  test('a quiz needs one correct answer per multiple-choice question and a scored question', async () => {
    const course = await createCourse(ctx.db);
    const noCorrect = await send(ctx.app, learningContract.saveCourseQuiz, { params: { courseId: course.courseId }, body: { questions: [{ question: 'Pick one', type: 'mcq', points: 2, choices: [{ answer: 'A' }, { answer: 'B' }] }] } }, bearer(staff.token));
    assert.deepEqual([noCorrect.status, noCorrect.body.data.errors?.['questions[0].choices']], [422, 'Please mark exactly one correct answer']);
    const oneChoice = await send(ctx.app, learningContract.saveCourseQuiz, { params: { courseId: course.courseId }, body: { questions: [{ question: 'Pick one', type: 'mcq', points: 2, choices: [{ answer: 'A', correct: true }] }] } }, bearer(staff.token));
    assert.deepEqual([oneChoice.status, oneChoice.body.data.errors?.['questions[0].choices']], [422, 'A multiple-choice question needs at least two answers']);
    const textOnly = await send(ctx.app, learningContract.saveCourseQuiz, { params: { courseId: course.courseId }, body: { questions: [{ question: 'Tell us', type: 'text', choices: [] }] } }, bearer(staff.token));
    assert.deepEqual([textOnly.status, textOnly.body.data.errors?.questions], [422, 'A quiz needs at least one multiple-choice question worth points']);
  });

  test('saving a quiz replaces it for new attempts: past attempts keep their scores, a member in the old quiz is told to reload', async () => {
    const course = await createCourse(ctx.db);
    const m = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, m);
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    const first = await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 3);
    const opened = await quizSubmission(ctx.db, course.courseId, 3);

    const quiz = TEST_QUIZ.map((q) => ({ ...q, points: q.type === 'mcq' ? 1 : 0 }));
    const saved = await send(ctx.app, learningContract.saveCourseQuiz, { params: { courseId: course.courseId }, body: { questions: quiz } }, bearer(staff.token));
    assert.equal(saved.status, 200, saved.body.message);
    assert.deepEqual([saved.body.data.quiz_total_score, saved.body.data.quiz_passing_score], [3, 2]);
    assert.equal(saved.body.data.quiz!.questions[0].choices.filter((c: { correct: boolean }) => c.correct).length, 1, 'staff see which answer is correct');

    const stale = await send(ctx.app, learningContract.submitQuiz, { body: opened }, bearer(m.token));
    assert.equal(stale.status, 409);
    const kept = (await send(ctx.app, learningContract.getQuizResult, { params: { attemptId: first } }, bearer(m.token))).body.data;
    assert.deepEqual([kept.scored_points, kept.total_points], [10, 10]);
    const audit = await auditOf('course.quiz', course.courseId);
    assert.equal(audit.length, 1);
    assert.match(JSON.stringify(audit[0].after), /1 point/);
  });

  test('staff accept a shortlisted enrolment: the member is e-mailed, the decision audited, and the quiz opens', async () => {
    const course = await createCourse(ctx.db, { requiresAcceptance: true });
    const m = await registerMember(ctx.app, ctx.db, { name: 'مریم Ahmed' });
    await completeProfile(ctx.app, m);
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    const list = await send(ctx.app, learningContract.getCourseEnrolments, { params: { courseId: course.courseId }, query: { status: 'pending' } }, bearer(staff.token));
    assert.equal(list.status, 200);
    const [enrolment] = list.body.data.items;
    assert.deepEqual([enrolment.member.name, enrolment.status, enrolment.answers.length], ['مریم Ahmed', 'pending', 2]);
    assert.ok(enrolment.answers.every((a: { question: string; answer: string }) => a.question && a.answer));

    const accepted = await send(ctx.app, learningContract.decideEnrolment, { params: { enrolmentId: enrolment.id }, body: { decision: 'accepted', note: 'Classes start on Monday.' } }, bearer(staff.token));
    assert.equal(accepted.status, 200, accepted.body.message);
    assert.deepEqual([accepted.body.data.status, accepted.body.data.decided_by], ['accepted', 'Zainab Hussain']);
    const mail = (await outboxFor(ctx.db, m.email)).find((x) => x.subject === 'You are accepted: Client Communication');
    assert.ok(mail && mail.text.includes('Classes start on Monday.'));
    assert.equal((await auditOf('enrolment.accept', enrolment.id)).length, 1);
    assert.equal((await eligibility(ctx.app, m.token, course.courseId)).eligible, true);
    const again = await send(ctx.app, learningContract.decideEnrolment, { params: { enrolmentId: enrolment.id }, body: { decision: 'accepted' } }, bearer(staff.token));
    assert.equal(again.status, 409);
    assert.equal((await send(ctx.app, learningContract.getCourseEnrolments, { params: { courseId: course.courseId }, query: { status: 'pending' } }, bearer(staff.token))).body.data.items.length, 0);
  });

  test('a declined member cannot take the quiz', async () => {
    const course = await createCourse(ctx.db, { requiresAcceptance: true });
    const m = await registerMember(ctx.app, ctx.db);
    await completeProfile(ctx.app, m);
    await enrolThroughApi(ctx.app, ctx.db, m.token, course);
    const { id } = await ctx.db.selectFrom('course_enrolments').select('id').where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    assert.equal((await send(ctx.app, learningContract.decideEnrolment, { params: { enrolmentId: id }, body: { decision: 'declined' } }, bearer(staff.token))).status, 200);
    assert.deepEqual(await eligibility(ctx.app, m.token, course.courseId), { eligible: false, message: 'Your enrolment in this course was not accepted, so its quiz is not open to you.' });
    assert.ok((await outboxFor(ctx.db, m.email)).some((x) => x.text.includes('was not accepted this time')));
  });

  test('the enrolments and results export as CSV for a spreadsheet: UTF-8 with BOM, Urdu intact, quoting and no formulas', async () => {
    const course = await createCourse(ctx.db);
    const m = await registerMember(ctx.app, ctx.db, { name: 'عائشہ "Ash", Khan' });
    await completeProfile(ctx.app, m);
    const program = await ctx.db.selectFrom('learning_programs').select('questionnaire_id').where('id', '=', course.programId).executeTakeFirstOrThrow();
    const questions = (await send(ctx.app, learningContract.getCourseProgram, { query: { program_id: course.programId } }, bearer(m.token))).body.data.questionnaire!.questions;
    const answers = questions.map((q: { id: number; type: string; choices: Array<{ id: number }> }) => ({
      questionNumber: q.id,
      value: q.type === 'mcq' ? String(q.choices[0].id) : '=HYPERLINK("http://evil")\nsecond line',
    }));
    assert.equal((await send(ctx.app, learningContract.enrollInCourse, { body: { course: course.courseId, questionnaire_id: program.questionnaire_id, questionnaire: answers } }, bearer(m.token))).status, 201);
    await submitQuizThroughApi(ctx.app, ctx.db, m.token, course.courseId, 3);

    const enrolments = await ctx.app.inject({ method: 'GET', url: `/api/staff/learning/courses/${course.courseId}/enrolments.csv`, headers: bearer(staff.token) });
    assert.equal(enrolments.statusCode, 200);
    assert.match(enrolments.headers['content-type'] as string, /^text\/csv/);
    const text = enrolments.rawPayload.toString('utf8');
    assert.ok(text.startsWith('\uFEFF"Enrolled (Karachi time)"'));
    assert.ok(text.includes('"عائشہ ""Ash"", Khan"'), 'quotes doubled, the comma kept inside the cell, Urdu intact');
    assert.ok(text.includes(`"'=HYPERLINK(""http://evil"")\nsecond line"`), 'a formula is written as text, its newline inside the cell');
    assert.ok(text.includes(`"${questions[0].question}"`), 'each question is a column');

    const results = await ctx.app.inject({ method: 'GET', url: `/api/staff/learning/courses/${course.courseId}/results.csv`, headers: bearer(staff.token) });
    const rows = results.rawPayload.toString('utf8');
    assert.ok(rows.startsWith('\uFEFF"Submitted (Karachi time)"'));
    assert.ok(rows.includes('"10","10","100%","Passed"'));

    const page = (await send(ctx.app, learningContract.getCourseResults, { params: { courseId: course.courseId } }, bearer(staff.token))).body.data;
    assert.deepEqual([page.pagination.total, page.items[0].percentage, page.items[0].passed, page.items[0].text_answers.length], [1, 100, true, 1]);
  });

  test('a programme’s Register Now course must be one of its courses; its questionnaire is replaced for new enrolments', async () => {
    const other = (await ctx.db.selectFrom('courses as c').innerJoin('learning_programs as p', 'p.id', 'c.program_id').select('c.id').where('p.key', '=', 'career-certificates').executeTakeFirstOrThrow()).id;
    const refused = await send(ctx.app, learningContract.updateProgram, { params: { programId }, body: { title: 'Google Soft Skills Program', summary: '', register_course_id: other } }, bearer(staff.token));
    assert.deepEqual([refused.status, refused.body.data.errors?.register_course_id], [422, 'Please choose one of the programme’s courses']);

    const before = (await send(ctx.app, learningContract.getStaffProgram, { params: { programId } }, bearer(staff.token))).body.data;
    const saved = await send(ctx.app, learningContract.saveProgramQuestionnaire, { params: { programId }, body: { questions: [{ question: 'Which city do you work from?', type: 'mcq', choices: [{ answer: 'Lahore' }, { answer: 'Karachi' }] }] } }, bearer(staff.token));
    assert.equal(saved.status, 200, saved.body.message);
    assert.notEqual(saved.body.data.questionnaire!.id, before.questionnaire!.id);
    assert.deepEqual(
      saved.body.data.questionnaire!.questions.map((q: { question: string }) => q.question),
      ['Which city do you work from?'],
    );
    assert.equal((await auditOf('program.questionnaire', programId)).length, 1);
  });

  describe('the staff lists: search, sort, bulk decisions and exporting the selection', () => {
    let nida: Registered;
    let bilal: Registered;
    let asma: Registered;
    const enrolmentOf = async (course: { courseId: number }, member: Registered) =>
      (await ctx.db.selectFrom('course_enrolments').select('id').where('course_id', '=', course.courseId).where('user_id', '=', member.userId).executeTakeFirstOrThrow()).id;

    before(async () => {
      nida = await registerMember(ctx.app, ctx.db, { name: 'Nida Farooq Khoso', phone: '+92 312 4445566' });
      bilal = await registerMember(ctx.app, ctx.db, { name: 'Bilal Khoso', phone: '+92 313 7778899' });
      asma = await registerMember(ctx.app, ctx.db, { name: 'Asma Tahir', phone: '+92 314 1112233' });
      for (const m of [nida, bilal, asma]) await completeProfile(ctx.app, m);
    });

    test('staff find a course’s enrolments by the member’s name words, e-mail, phone as typed, or MEMBER ID, and sort them', async () => {
      const course = await createCourse(ctx.db, { requiresAcceptance: true });
      for (const m of [nida, bilal, asma]) await enrolThroughApi(ctx.app, ctx.db, m.token, course);
      const list = async (query: string) => {
        const res = await get(ctx.app, `/api/staff/learning/courses/${course.courseId}/enrolments?${query}`, bearer(staff.token));
        assert.equal(res.status, 200, res.body.message);
        return (res.body.data.items as Array<{ member: { name: string } }>).map((e) => e.member.name);
      };
      const { membership_id: printed } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', nida.userId).executeTakeFirstOrThrow();
      for (const q of ['nida', 'farooq kho', nida.email.slice(0, 14), nida.email.toUpperCase(), '03124445566', '0312-4445566', nida.memberId, printed, printed.toLowerCase()]) {
        assert.deepEqual(await list(`q=${encodeURIComponent(q)}`), ['Nida Farooq Khoso'], `searching "${q}"`);
      }
      assert.deepEqual(await list('q=khoso&sort=name'), ['Bilal Khoso', 'Nida Farooq Khoso']);
      assert.deepEqual(await list('q=%25'), [], 'a wildcard is a character, not everything');
      assert.deepEqual(await list('sort=name&dir=desc'), ['Nida Farooq Khoso', 'Bilal Khoso', 'Asma Tahir']);
      assert.deepEqual(await list('sort=created_at&dir=desc'), ['Asma Tahir', 'Bilal Khoso', 'Nida Farooq Khoso']);

      await send(ctx.app, learningContract.decideEnrolment, { params: { enrolmentId: await enrolmentOf(course, bilal) }, body: { decision: 'declined' } }, bearer(staff.token));
      await send(ctx.app, learningContract.decideEnrolment, { params: { enrolmentId: await enrolmentOf(course, asma) }, body: { decision: 'accepted' } }, bearer(staff.token));
      assert.deepEqual(await list(''), ['Nida Farooq Khoso', 'Asma Tahir', 'Bilal Khoso'], 'waiting first, then accepted, then declined');
      assert.deepEqual(await list('sort=status&dir=desc'), ['Bilal Khoso', 'Asma Tahir', 'Nida Farooq Khoso']);
      assert.deepEqual(await list('status=accepted&q=khoso'), [], 'a search keeps the status filter');
      assert.equal((await send(ctx.app, learningContract.getCourseEnrolments, { params: { courseId: course.courseId }, query: { sort: 'answers' } }, bearer(staff.token))).status, 400);
    });

    test('an enrolment names its member by MEMBER ID and its course; every course’s enrolments are one list, by status', async () => {
      const [first, second] = [await createCourse(ctx.db, { requiresAcceptance: true }), await createCourse(ctx.db, { requiresAcceptance: true })];
      await enrolThroughApi(ctx.app, ctx.db, nida.token, first);
      await enrolThroughApi(ctx.app, ctx.db, nida.token, second);
      await enrolThroughApi(ctx.app, ctx.db, bilal.token, second);
      const { membership_id: printed } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', nida.userId).executeTakeFirstOrThrow();
      const one = await send(ctx.app, learningContract.getCourseEnrolments, { params: { courseId: first.courseId } }, bearer(staff.token));
      const [enrolment] = one.body.data.items;
      assert.deepEqual([enrolment.member.member_id_formatted, enrolment.member.member_id, enrolment.course.id], [printed, nida.memberId, first.courseId]);
      assert.match(enrolment.course.name, /^Client Communication/);

      // (The members' enrolments in the other tests' courses are left out.)
      const waiting = async (q: string) =>
        (await send(ctx.app, learningContract.getStaffEnrolments, { query: { status: 'pending', q } }, bearer(staff.token))).body.data.items
          .map((e) => [e.member.name, e.course.id])
          .filter(([, courseId]) => courseId === first.courseId || courseId === second.courseId);
      assert.deepEqual(await waiting('khoso'), [
        ['Nida Farooq Khoso', first.courseId],
        ['Nida Farooq Khoso', second.courseId],
        ['Bilal Khoso', second.courseId],
      ]);
      await send(ctx.app, learningContract.decideEnrolment, { params: { enrolmentId: await enrolmentOf(second, bilal) }, body: { decision: 'declined' } }, bearer(staff.token));
      assert.deepEqual(await waiting('bilal'), [], 'a decided enrolment waits no more');
      assert.deepEqual(await waiting(printed), [
        ['Nida Farooq Khoso', first.courseId],
        ['Nida Farooq Khoso', second.courseId],
      ]);
      assert.equal((await send(ctx.app, learningContract.getStaffEnrolments, { query: { status: 'pending' } }, bearer(nida.token))).status, 403);
    });

    test('staff accept several enrolments at once: each decided one is audited and its member e-mailed with the note; one already accepted is left alone', async () => {
      const course = await createCourse(ctx.db, { requiresAcceptance: true });
      for (const m of [nida, bilal, asma]) await enrolThroughApi(ctx.app, ctx.db, m.token, course);
      const ids = [await enrolmentOf(course, nida), await enrolmentOf(course, bilal), await enrolmentOf(course, asma)];
      const acceptedMails = async (m: Registered) => (await outboxFor(ctx.db, m.email)).filter((x) => x.subject === 'You are accepted: Client Communication' && x.text.includes('See you on Monday.'));
      await send(ctx.app, learningContract.decideEnrolment, { params: { enrolmentId: ids[2] }, body: { decision: 'accepted', note: 'See you on Monday.' } }, bearer(staff.token));

      const url = '/api/staff/learning/enrolments/decision';
      assert.equal((await post(ctx.app, url, { ids, decision: 'accepted' }, bearer(nida.token))).status, 403);
      const res = await post(ctx.app, url, { ids: [...ids, ids[0], 999999999], decision: 'accepted', note: 'See you on Monday.' }, bearer(staff.token));
      assert.equal(res.status, 200, res.body.message);
      assert.deepEqual(res.body.data, { changed: 2, unchanged: 2 });
      assert.equal(res.body.message, '2 enrolments accepted; each member has been told by e-mail. 2 already accepted or gone.');
      for (const [i, id] of ids.entries()) {
        assert.equal((await auditOf('enrolment.accept', id)).length, 1, `enrolment ${i} has one audit entry`);
      }
      for (const m of [nida, bilal, asma]) assert.equal((await acceptedMails(m)).length, 1, `${m.email} is told once`);
      assert.equal((await eligibility(ctx.app, bilal.token, course.courseId)).eligible, true);

      const declined = await post(ctx.app, url, { ids: [ids[1]], decision: 'declined', note: '' }, bearer(staff.token));
      assert.deepEqual([declined.body.data, declined.body.message], [{ changed: 1, unchanged: 0 }, '1 enrolment declined; the member has been told by e-mail.']);
      assert.equal((await auditOf('enrolment.decline', ids[1])).length, 1);
      assert.ok((await outboxFor(ctx.db, bilal.email)).some((x) => x.text.includes('was not accepted this time')));

      const none = await post(ctx.app, url, { ids: [], decision: 'accepted' }, bearer(staff.token));
      assert.deepEqual([none.status, none.body.data.errors?.ids], [422, 'Please choose at least one enrolment']);
      const undecided = await post(ctx.app, url, { ids: [ids[0]] }, bearer(staff.token));
      assert.deepEqual([undecided.status, undecided.body.data.errors?.decision], [422, 'Please accept or decline the enrolment']);
      assert.equal((await auditOf('enrolment.decline', ids[0])).length, 0, 'a refused request decides nothing');
    });

    test('the enrolments export carries just the selected ones, or a search’s', async () => {
      const course = await createCourse(ctx.db, { requiresAcceptance: true });
      for (const m of [nida, bilal, asma]) await enrolThroughApi(ctx.app, ctx.db, m.token, course);
      const csv = async (query: string) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/staff/learning/courses/${course.courseId}/enrolments.csv?${query}`, headers: bearer(staff.token) });
        assert.equal(res.statusCode, 200, res.body);
        return { lines: res.rawPayload.toString('utf8').trim().split('\r\n').slice(1), disposition: String(res.headers['content-disposition']) };
      };
      const selected = await csv(`ids=${await enrolmentOf(course, nida)},${await enrolmentOf(course, asma)}`);
      assert.equal(selected.lines.length, 2);
      assert.ok(selected.lines[0].includes('"Nida Farooq Khoso"') && selected.lines[1].includes('"Asma Tahir"'));
      // The Member ID column is the MEMBER ID staff search by, not the account's internal id.
      const { membership_id: printed } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', nida.userId).executeTakeFirstOrThrow();
      assert.ok(selected.lines[0].includes(`"${printed}"`) && !selected.lines[0].includes(nida.memberId));
      assert.match(selected.disposition, /-enrolments-selected-\d{4}-\d\d-\d\d\.csv/);
      const searched = await csv('q=khoso');
      assert.deepEqual(searched.lines.map((line) => line.includes('Khoso')), [true, true]);
      // Each export is in the audit log: who, of which course, the selection or the search, and how many rows.
      const [last, first] = (await exportsLogged()).slice(0, 2);
      assert.deepEqual([first.action, first.entity_id, first.actor?.member_id], ['export.download', `course-enrolments:${course.courseId}`, staff.memberId]);
      assert.deepEqual(first.after, { course: await courseName(course.courseId), selected: `${await enrolmentOf(course, nida)}, ${await enrolmentOf(course, asma)}`, rows: 2 });
      assert.deepEqual(last.after, { course: await courseName(course.courseId), search: 'khoso', rows: 2 });
      assert.deepEqual(last.record, { name: `Export of the enrolments in ${await courseName(course.courseId)}`, path: `/staff/learning/courses/${course.courseId}/enrolments` });
      const bad = await ctx.app.inject({ method: 'GET', url: `/api/staff/learning/courses/${course.courseId}/enrolments.csv?ids=1;drop`, headers: bearer(staff.token) });
      assert.equal(bad.statusCode, 400);
    });

    test('staff find a course’s quiz attempts by the member and sort them by score, date or name; the export follows the search', async () => {
      const course = await createCourse(ctx.db);
      for (const m of [nida, bilal]) await enrolDirectly(ctx.db, m.userId, course);
      await submitQuizThroughApi(ctx.app, ctx.db, bilal.token, course.courseId, 2);
      await submitQuizThroughApi(ctx.app, ctx.db, nida.token, course.courseId, 1);
      await submitQuizThroughApi(ctx.app, ctx.db, nida.token, course.courseId, 3);
      const scores = async (query: string) => {
        const res = await get(ctx.app, `/api/staff/learning/courses/${course.courseId}/results?${query}`, bearer(staff.token));
        assert.equal(res.status, 200, res.body.message);
        return (res.body.data.items as Array<{ percentage: number }>).map((r) => r.percentage);
      };
      assert.deepEqual(await scores(''), [100, 20, 50], 'newest first unless asked');
      assert.deepEqual(await scores('sort=score&dir=desc'), [100, 50, 20]);
      assert.deepEqual(await scores('sort=score&dir=asc'), [20, 50, 100]);
      assert.deepEqual(await scores('sort=submitted_at&dir=asc'), [50, 20, 100]);
      assert.deepEqual(await scores('sort=name&dir=asc'), [50, 20, 100], 'Bilal, then Nida’s attempts in order');
      const { membership_id: printed } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', nida.userId).executeTakeFirstOrThrow();
      for (const q of ['nida', nida.email.slice(0, 14), '03124445566', nida.memberId, printed]) {
        assert.deepEqual(await scores(`q=${encodeURIComponent(q)}`), [100, 20], `searching "${q}"`);
      }
      const page = (await send(ctx.app, learningContract.getCourseResults, { params: { courseId: course.courseId }, query: { q: 'nida' } }, bearer(staff.token))).body.data;
      assert.equal(page.pagination.total, 2, 'the count is the search’s');
      assert.equal((await send(ctx.app, learningContract.getCourseResults, { params: { courseId: course.courseId }, query: { sort: 'answers' } }, bearer(staff.token))).status, 400);

      const res = await ctx.app.inject({ method: 'GET', url: `/api/staff/learning/courses/${course.courseId}/results.csv?q=bilal`, headers: bearer(staff.token) });
      const rows = res.rawPayload.toString('utf8').trim().split('\r\n').slice(1);
      assert.equal(rows.length, 1);
      assert.ok(rows[0].includes('"Bilal Khoso"') && rows[0].includes('"50%","Failed"'));
      const { membership_id: bilalsId } = await ctx.db.selectFrom('users').select('membership_id').where('id', '=', bilal.userId).executeTakeFirstOrThrow();
      assert.ok(rows[0].includes(`"${bilalsId}"`) && !rows[0].includes(bilal.memberId), 'the Member ID column is the MEMBER ID');
      const [entry] = await exportsLogged();
      assert.deepEqual([entry.entity_id, entry.actor?.member_id, entry.after], [`quiz-results:${course.courseId}`, staff.memberId, { course: await courseName(course.courseId), search: 'bilal', rows: 1 }]);
      assert.deepEqual(entry.record, { name: `Export of the quiz results of ${await courseName(course.courseId)}`, path: `/staff/learning/courses/${course.courseId}/results` });
    });
  });
});
