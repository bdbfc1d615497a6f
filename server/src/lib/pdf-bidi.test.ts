import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { membershipFeatureContract } from '../../../mfe-account/src/features/membership/contract.js';
import { learningContract } from '../../../mfe-learning/src/features/learning/contract.js';
import { renderTicketPdf } from '../modules/events/ticket-file.js';
import { send } from '../test/api.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { bearer, registerMember } from '../test/http.js';
import { createCourse, enrolThroughApi, submitQuizThroughApi } from '../test/learning.js';
import { drawnLines, pageCount, pdfText, readLine } from '../test/pdf-text.js';
import { completeProfile } from '../test/profile.js';
import { renderDocumentPdf } from './pdf.js';

const NAME = 'بلال احمد';

/** The PDF's lines as a reader reads them, each line taken as running in `direction`. */
const linesRead = (pdf: Buffer, direction: 'rtl' | 'ltr') => drawnLines(pdf).map((glyphs) => readLine(glyphs, direction));

function assertPrints(pdf: Buffer, direction: 'rtl' | 'ltr', line: string) {
  const read = linesRead(pdf, direction);
  assert.ok(read.includes(line), `the PDF prints "${line}"; its ${direction} lines read:\n${read.filter((l) => /\p{Script=Arabic}/u.test(l)).join('\n')}`);
}

describe('right-to-left text in PDFs', () => {
  let ctx: TestContext;

  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  test('a membership certificate prints an Urdu name to be read from the right, its words in order', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: NAME });
    const made = await send(ctx.app, membershipFeatureContract.generateCertificate, {}, bearer(member.token));
    assert.equal(made.status, 200, made.body.message);
    const pdf = (await ctx.app.inject({ method: 'GET', url: made.body.data.certificate_url })).rawPayload;
    assertPrints(pdf, 'rtl', NAME);
    assert.ok(pdfText(pdf).split('\n').includes('This certifies that'), 'its English is drawn as before');
    assert.equal(pageCount(pdf), 1);
  });

  test('a course certificate prints the Urdu name, and an Urdu course title in its English sentence and its details', async () => {
    const course = await createCourse(ctx.db);
    await ctx.db.updateTable('courses').set({ title: 'فری لانس کی بنیادیں', batch: '' }).where('id', '=', course.courseId).execute();
    const member = await registerMember(ctx.app, ctx.db, { name: NAME });
    await completeProfile(ctx.app, member);
    await enrolThroughApi(ctx.app, ctx.db, member.token, course);
    const attempt = await submitQuizThroughApi(ctx.app, ctx.db, member.token, course.courseId, 3);
    const made = await send(ctx.app, learningContract.getQuizCertificate, { params: { attemptId: attempt } }, bearer(member.token));
    assert.equal(made.status, 200, made.body.message);
    const pdf = (await ctx.app.inject({ method: 'GET', url: made.body.data.certificate_url })).rawPayload;
    assertPrints(pdf, 'rtl', NAME);
    assertPrints(pdf, 'rtl', 'فری لانس کی بنیادیں');
    assertPrints(pdf, 'ltr', 'has completed فری لانس کی بنیادیں and passed its assessment.');
    assert.equal(pageCount(pdf), 1, 'the certificate is still one page');
  });

  test('a ticket prints the holder, the company and a title with figures in reading order, and its amount as before', async () => {
    const pdf = await renderTicketPdf(ctx.db, {
      ticketId: 12,
      orderId: 34,
      holder: NAME,
      company: 'فری لانس',
      event: 'فری لانس میلہ 2026',
      startDate: new Date('2026-03-14T05:00:00Z'),
      endDate: new Date('2026-03-14T11:00:00Z'),
      venue: 'ایکسپو سینٹر',
      city: 'لاہور',
      packageName: 'عام داخلہ',
      total: 6000,
    });
    for (const line of [NAME, 'فری لانس', 'فری لانس میلہ 2026', 'ایکسپو سینٹر, لاہور', 'عام داخلہ']) assertPrints(pdf, 'rtl', line);
    const printed = pdfText(pdf).split('\n');
    for (const line of ['TICKET HOLDER', 'Rs 6,000', '#12 / #34']) assert.ok(printed.includes(line), `the ticket prints ${line}`);
  });

  test('a document keeps a CNIC, an amount and a code left to right inside Urdu, wraps Urdu lines from the right, and an Urdu name inside English', async () => {
    const sentence = 'فیس Rs 6,000 ہے اور ٹکٹ کوڈ T12.abc ہے۔';
    const pdf = await renderDocumentPdf({
      title: 'فری لانس میلہ 2026',
      subtitle: `${NAME} کا شناختی کارڈ 35202-1234567-1 ہے۔`,
      sections: [{ heading: 'فیس', paragraphs: [Array(6).fill(sentence).join(' '), `An English paragraph with ${NAME} inside it, and the fee Rs 6,000.`] }],
      footer: 'Pakistan Freelancers Association',
    });
    assertPrints(pdf, 'rtl', 'فری لانس میلہ 2026');
    assertPrints(pdf, 'rtl', `${NAME} کا شناختی کارڈ 35202-1234567-1 ہے۔`);
    assertPrints(pdf, 'ltr', `An English paragraph with ${NAME} inside it, and the fee Rs 6,000.`);
    // The long paragraph wraps: its lines, each read from the right and taken top to bottom, are the paragraph.
    const heading = linesRead(pdf, 'rtl').indexOf('فیس');
    const english = linesRead(pdf, 'ltr').findIndex((line) => line.startsWith('An English'));
    const wrapped = linesRead(pdf, 'rtl').slice(heading + 1, english);
    assert.ok(heading > 0 && wrapped.length > 1, 'the paragraph takes more than one line');
    assert.equal(wrapped.join(' '), Array(6).fill(sentence).join(' '));
  });
});
