import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { issueContract } from '../contract.js';
import { ISSUE_ATTACHMENT_MAX_BYTES, ISSUE_ATTACHMENT_MESSAGES, ISSUE_ATTACHMENTS_MAX } from '../../../../../shared-api/src/limits.js';
import type { IssueAttachment } from '../shapes.js';
import { bearer, jpegBytes, multipartBody, PDF_INCOMPLETE, pdfBytes, pixelsOf, pngBytes, registerMember, send, startTestApp, type Envelope, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { ATTACH_AGAIN } from './attachments.js';

const ISSUE = { title: 'My ticket payment went through twice', topic: 'Tickets & payments', description: 'The bank statement and the receipt are attached.' } as const;

describe('files attached to issues', () => {
  let ctx: TestContext;
  let member: Registered;
  let other: Registered;
  let staff: Registered;
  const as = (who: Registered) => bearer(who.token);

  before(async () => {
    ctx = await startTestApp();
    member = await registerMember(ctx.app, ctx.db, { name: 'Bilal Ahmed' });
    other = await registerMember(ctx.app, ctx.db);
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  });
  after(() => ctx.close());

  const attach = async (who: Registered | null, bytes: Buffer, filename = 'receipt.png', contentType = 'image/png') => {
    const { payload, headers } = multipartBody('file', filename, contentType, bytes);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/issues/attachments', payload, headers: { ...headers, ...(who ? as(who) : {}) } });
    return { status: res.statusCode, body: res.json() as Envelope<IssueAttachment & { errors?: Record<string, string> }> };
  };
  const raise = (who: Registered, body: object) => send(ctx.app, issueContract.createIssue, { body: { ...ISSUE, ...body } }, as(who));
  const open = (url: string, who: Registered | null) => ctx.app.inject({ method: 'GET', url, headers: who ? as(who) : {} });
  const memberFile = (id: number) => `/api/user/issues/attachments/${id}`;
  const staffFile = (id: number) => `/api/staff/issues/attachments/${id}`;
  const counts = async () => {
    const row = await sql<{ uploads: string; attachments: string; issues: string }>`
      select (select count(*) from uploads) as uploads, (select count(*) from issue_attachments) as attachments, (select count(*) from issues) as issues`.execute(ctx.db);
    return row.rows[0];
  };

  test('a member attaches a picture and a PDF to a new issue; they and staff open them, with the names the member gave', async () => {
    const picture = await attach(member, jpegBytes(), 'Bank statement.jpg', 'image/jpeg');
    assert.equal(picture.status, 201, picture.body.message);
    assert.deepEqual({ ...picture.body.data, id: 0 }, { id: 0, name: 'Bank statement.jpg', mime: 'image/jpeg', bytes: picture.body.data.bytes });
    const pdf = await attach(member, pdfBytes(), 'receipt.pdf', 'application/pdf');
    assert.equal(pdf.status, 201, pdf.body.message);
    const issue = await raise(member, { attachments: [picture.body.data.id, pdf.body.data.id] });
    assert.equal(issue.status, 201, issue.body.message);
    assert.deepEqual(issue.body.data.attachments?.map((a) => a.name), ['Bank statement.jpg', 'receipt.pdf']);
    const read = await send(ctx.app, issueContract.getIssue, { params: { issueId: issue.body.data.id } }, as(member));
    assert.deepEqual(read.body.data.attachments?.map((a) => a.mime), ['image/jpeg', 'application/pdf']);
    const staffRead = await send(ctx.app, issueContract.getStaffIssue, { params: { issueId: issue.body.data.id } }, as(staff));
    assert.deepEqual(staffRead.body.data.attachments?.map((a) => a.id), [picture.body.data.id, pdf.body.data.id]);

    for (const who of [member, staff]) {
      const url = who === staff ? staffFile(pdf.body.data.id) : memberFile(pdf.body.data.id);
      const file = await open(url, who);
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.equal(file.headers['cache-control'], 'private, no-store');
      assert.match(String(file.headers['content-disposition']), /^inline; filename="receipt\.pdf"/);
      assert.deepEqual(file.rawPayload, pdfBytes());
    }
    // A picture is kept as every uploaded picture is: decoded and encoded again, the same pixels.
    const jpeg = await open(memberFile(picture.body.data.id), member);
    assert.equal(jpeg.headers['content-type'], 'image/jpeg');
    assert.equal((await pixelsOf(jpeg.rawPayload)).length, (await pixelsOf(jpegBytes())).length);
  });

  test('only the issue’s member and staff open a file: another member is told there is none, a visitor must sign in, staff’s call is staff’s', async () => {
    const file = (await attach(member, pngBytes())).body.data;
    const issue = await raise(member, { attachments: [file.id] });
    assert.equal(issue.status, 201);
    const theirs = await open(memberFile(file.id), other);
    const missing = await open(memberFile(999999999), other);
    assert.deepEqual([theirs.statusCode, theirs.json().message], [404, 'This file does not exist.']);
    assert.deepEqual([missing.statusCode, missing.json().message], [404, 'This file does not exist.']);
    assert.equal((await open(memberFile(file.id), null)).statusCode, 401);
    assert.equal((await open(staffFile(file.id), member)).statusCode, 403);
    assert.equal((await open(staffFile(file.id), other)).statusCode, 403);
    // The stored file itself is staff's alone, even to someone who learnt its key.
    const { upload_name: key } = await ctx.db.selectFrom('issue_attachments').select('upload_name').where('id', '=', file.id).executeTakeFirstOrThrow();
    assert.equal((await open(`/api/storage/${key}`, member)).statusCode, 404);
    assert.equal((await open(`/api/storage/${key}`, other)).statusCode, 404);
    assert.equal((await open(`/api/storage/${key}`, staff)).statusCode, 200);
    // The answers never carry the key.
    const answers = [file, issue.body, (await send(ctx.app, issueContract.getIssue, { params: { issueId: issue.body.data.id } }, as(member))).body];
    for (const answer of answers) assert.ok(!JSON.stringify(answer).includes(key.slice(0, 12)));
  });

  test('files are checked by their bytes and their size, with a message that says why, and nothing is kept of a refused one', async () => {
    const before = await counts();
    const cases: Array<[string, Buffer, string, string, number, string]> = [
      ['a web page named .png', Buffer.from('<html><body>hello</body></html>'), 'photo.png', 'image/png', 422, ISSUE_ATTACHMENT_MESSAGES.type],
      ['a Word file named .pdf', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]), 'letter.pdf', 'application/pdf', 422, ISSUE_ATTACHMENT_MESSAGES.type],
      ['a PDF cut short', pdfBytes().subarray(0, 40), 'cut.pdf', 'application/pdf', 422, PDF_INCOMPLETE],
      ['a file over the limit', Buffer.concat([pdfBytes(), Buffer.alloc(ISSUE_ATTACHMENT_MAX_BYTES)]), 'big.pdf', 'application/pdf', 413, ISSUE_ATTACHMENT_MESSAGES.size],
    ];
    for (const [what, bytes, name, type, status, message] of cases) {
      const res = await attach(member, bytes, name, type);
      assert.deepEqual([res.status, res.body.message], [status, message], what);
      if (status === 422) assert.equal(res.body.data.errors?.file, message, what);
    }
    const wrongField = multipartBody('image', 'receipt.png', 'image/png', pngBytes());
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/user/issues/attachments', payload: wrongField.payload, headers: { ...wrongField.headers, ...as(member) } });
    assert.equal(refused.statusCode, 422);
    assert.equal((await attach(null, pngBytes())).status, 401);
    assert.deepEqual(await counts(), before);
  });

  test('an issue or a comment takes only the member’s own files, not yet attached, and at most the limit; a refusal writes nothing', async () => {
    const mine = (await attach(member, pngBytes())).body.data.id;
    const theirs = (await attach(other, pngBytes())).body.data.id;
    const before = await counts();
    const refusedTheirs = await raise(member, { attachments: [mine, theirs] });
    assert.deepEqual([refusedTheirs.status, refusedTheirs.body.data.errors?.attachments], [422, ATTACH_AGAIN]);
    const many = await raise(member, { attachments: Array.from({ length: ISSUE_ATTACHMENTS_MAX + 1 }, (_, i) => mine + i) });
    assert.deepEqual([many.status, many.body.data.errors?.attachments], [422, ISSUE_ATTACHMENT_MESSAGES.count]);
    assert.deepEqual(await counts(), before);
    const taken = await ctx.db.selectFrom('issue_attachments').select(['issue_id']).where('id', 'in', [mine, theirs]).execute();
    assert.ok(taken.every((row) => row.issue_id === null), 'neither file was taken');

    const issue = (await raise(member, { attachments: [mine] })).body.data;
    const again = await raise(member, { attachments: [mine] });
    assert.deepEqual([again.status, again.body.data.errors?.attachments], [422, ATTACH_AGAIN]);

    // A comment takes its files; the conversation shows them under it, to the member and to staff.
    const photo = (await attach(member, pngBytes(), 'screenshot.png')).body.data.id;
    const comment = await send(ctx.app, issueContract.addIssueComment, { params: { issueId: issue.id }, body: { description: 'A screenshot of the charge.', attachments: [photo] } }, as(member));
    assert.equal(comment.status, 201, comment.body.message);
    assert.deepEqual(comment.body.data.attachments.map((a) => a.name), ['screenshot.png']);
    const memberThread = await send(ctx.app, issueContract.getIssueComments, { params: { issueId: issue.id } }, as(member));
    const staffThread = await send(ctx.app, issueContract.getStaffIssueComments, { params: { issueId: issue.id } }, as(staff));
    for (const thread of [memberThread, staffThread]) assert.deepEqual(thread.body.data.at(-1)?.attachments.map((a) => a.id), [photo]);
    // The issue's own files stay the issue's; the comment's are not among them.
    const read = await send(ctx.app, issueContract.getIssue, { params: { issueId: issue.id } }, as(member));
    assert.deepEqual(read.body.data.attachments?.map((a) => a.id), [mine]);
    // A comment refused for another's file writes nothing.
    const commentsBefore = (await send(ctx.app, issueContract.getIssueComments, { params: { issueId: issue.id } }, as(member))).body.data.length;
    const refusedComment = await send(ctx.app, issueContract.addIssueComment, { params: { issueId: issue.id }, body: { description: 'And this one.', attachments: [theirs] } }, as(member));
    assert.equal(refusedComment.status, 422);
    assert.equal((await send(ctx.app, issueContract.getIssueComments, { params: { issueId: issue.id } }, as(member))).body.data.length, commentsBefore);
  });

  test('a file never attached is removed with its upload once its time is up; an attached one stays', async () => {
    const kept = (await attach(member, pngBytes())).body.data.id;
    const dropped = (await attach(member, pngBytes())).body.data.id;
    await raise(member, { attachments: [kept] });
    const keyOf = async (id: number) => (await ctx.db.selectFrom('issue_attachments').select('upload_name').where('id', '=', id).executeTakeFirst())?.upload_name;
    const droppedKey = (await keyOf(dropped))!;
    const keptKey = (await keyOf(kept))!;
    await ctx.advance(24 * 60 * 60 + 1);
    assert.equal(await keyOf(dropped), undefined);
    assert.equal(fs.existsSync(path.join(ctx.dataDir, 'storage', droppedKey)), false);
    assert.equal(await keyOf(kept), keptKey);
    assert.ok(fs.existsSync(path.join(ctx.dataDir, 'storage', keptKey)));
  });
});
