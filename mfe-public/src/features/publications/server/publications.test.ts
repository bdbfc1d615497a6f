import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { outboxFor, PUBLIC_URL, send, startTestApp, uniqueEmail, type TestContext } from '../../../../../server/src/test/kit.js';
import { publicationContract } from '../contract.js';
import { PUBLICATION_REQUEST_NOTICE } from '../validation.js';

const request = (publicationId: number, email = uniqueEmail()) => ({
  name: 'Nadia Parveen',
  email,
  phone: '+92 321 5550198',
  organization: 'Lahore University of Management Sciences',
  designation: 'Research Associate',
  publication_id: publicationId,
});

describe('publications', () => {
  let ctx: TestContext;
  let first: { id: number; title: string };
  before(async () => {
    ctx = await startTestApp();
    [first] = (await send(ctx.app, publicationContract.getPublications)).body.data.items;
  });
  after(() => ctx.close());

  test('lists four publications without giving their report away', async () => {
    const res = await send(ctx.app, publicationContract.getPublications);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.pagination.total, 4);
    for (const p of res.body.data.items) {
      assert.ok(p.title && p.excerpt && p.name && p.featured_image);
      assert.ok(!('report' in p));
    }
  });

  test('a request stores the lead with the time, address and what was agreed to, and e-mails a working report link', async () => {
    const email = uniqueEmail();
    const res = await send(ctx.app, publicationContract.requestPublication, { body: request(first.id, email) }, { 'user-agent': 'test-browser' });
    assert.equal(res.status, 201);
    assert.equal(res.body.message, `The report has been sent to ${email}. Please check your inbox.`);
    const lead = await ctx.db.selectFrom('publication_requests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual([lead.publication_id, lead.name, lead.organization, lead.designation, lead.phone], [first.id, 'Nadia Parveen', 'Lahore University of Management Sciences', 'Research Associate', '+92 321 5550198']);
    assert.equal(lead.ip, '127.0.0.1');
    assert.equal(lead.user_agent, 'test-browser');
    assert.ok(lead.agreed_to.startsWith(PUBLICATION_REQUEST_NOTICE) && lead.agreed_to.includes(first.title));
    assert.ok(Date.now() - lead.created_at.getTime() < 60_000);
    const [mail] = await outboxFor(ctx.db, email);
    assert.equal(lead.outbox_id, mail.id);
    assert.equal(mail.subject, `Your report: ${first.title}`);
    const link = new RegExp(`${PUBLIC_URL}(/api/storage/[a-z0-9]+\\.pdf)`).exec(mail.text);
    assert.ok(link, mail.text);
    assert.ok(mail.html.includes(link[0]));
    const pdf = await ctx.app.inject({ method: 'GET', url: link[1] });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
  });

  test('refuses an empty form with each of the spec’s messages, storing and sending nothing', async () => {
    const before = await ctx.db.selectFrom('publication_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await send(ctx.app, publicationContract.requestPublication, { body: { publication_id: first.id, name: ' ', email: '', phone: '', organization: '', designation: '' } });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body.data.errors, {
      name: 'Please enter your full name',
      email: 'Please input your email',
      phone: 'Please input your contact number',
      organization: 'Please enter your Organization',
      designation: 'Please enter your Designation',
    });
    const invalid = await send(ctx.app, publicationContract.requestPublication, { body: { ...request(first.id), email: 'nadia-at-lums' } });
    assert.deepEqual([invalid.status, invalid.body.message], [422, 'The input is not valid email']);
    const afterwards = await ctx.db.selectFrom('publication_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(afterwards.n, before.n);
  });

  test('refuses an unknown publication with 422', async () => {
    const email = uniqueEmail();
    const res = await send(ctx.app, publicationContract.requestPublication, { body: request(987654, email) });
    assert.deepEqual([res.status, res.body.data.errors], [422, { publication_id: 'Please choose a publication' }]);
    assert.deepEqual(await outboxFor(ctx.db, email), []);
  });

  test('limits requests per address with 429', async () => {
    const app = await ctx.another({ rateLimits: { publicationRequestPerIp: { max: 2, windowMs: 60_000 } } });
    assert.equal((await send(app, publicationContract.requestPublication, { body: request(first.id) })).status, 201);
    assert.equal((await send(app, publicationContract.requestPublication, { body: request(first.id) })).status, 201);
    const email = uniqueEmail();
    const res = await send(app, publicationContract.requestPublication, { body: request(first.id, email) });
    assert.equal(res.status, 429);
    assert.match(res.body.message, /^Too many attempts/);
    assert.deepEqual(await outboxFor(ctx.db, email), []);
  });

  test('limits the reports sent to one e-mail address with 429', async () => {
    const app = await ctx.another({ rateLimits: { publicationMailsPerEmail: { max: 1, windowMs: 60_000 } } });
    const email = uniqueEmail();
    assert.equal((await send(app, publicationContract.requestPublication, { body: request(first.id, email) })).status, 201);
    const res = await send(app, publicationContract.requestPublication, { body: request(first.id, email.toUpperCase()) });
    assert.equal(res.status, 429);
    assert.equal((await outboxFor(ctx.db, email)).length, 1);
  });

  test('the report mail carries nothing the requester typed, and its size as people read it', async () => {
    const email = uniqueEmail();
    const res = await send(ctx.app, publicationContract.requestPublication, { body: { ...request(first.id, email), name: 'Win a prize at evil.example' } });
    assert.equal(res.status, 201);
    const [mail] = await outboxFor(ctx.db, email);
    assert.ok(!mail.text.includes('evil.example') && !mail.html.includes('evil.example'));
    assert.match(mail.text, /^Hello,/);
    assert.match(mail.text, /\(PDF, (\d+ KB|\d+(\.\d)? MB|\d+ bytes)\)/);
    assert.ok(!mail.text.includes('0.0 MB'));
  });

  test('a request that fails part-way leaves no lead, no mail and no count against the address', async () => {
    const app = await ctx.another({ rateLimits: { publicationMailsPerEmail: { max: 1, windowMs: 60_000 } } });
    const email = uniqueEmail();
    const sendMail = app.mailer.sendMail;
    // The mail is written, then the step after it fails: the whole request must be undone.
    app.mailer.sendMail = async (message, options) => {
      await sendMail(message, options);
      throw new Error('the step after the mail failed');
    };
    const failed = await send(app, publicationContract.requestPublication, { body: request(first.id, email) });
    app.mailer.sendMail = sendMail;
    assert.equal(failed.status, 500);
    assert.equal(failed.body.error, true);
    assert.deepEqual(await ctx.db.selectFrom('publication_requests').select('id').where('email', '=', email).execute(), []);
    assert.deepEqual(await outboxFor(ctx.db, email), []);
    // The failed attempt took no slot: the one request the limit allows still goes through.
    assert.equal((await send(app, publicationContract.requestPublication, { body: request(first.id, email) })).status, 201);
    assert.equal((await outboxFor(ctx.db, email)).length, 1);
  });
});
