import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { profileContract } from '../../../../../shared-api/src/contracts/profile.js';
import { accountContract } from '../../../../../shared-api/src/contracts/account.js';
import { bearer, outboxFor, registerMember, send, startTestApp, type TestContext, uniqueEmail } from '../../../../../server/src/test/kit.js';
import { accountFeatureContract } from '../contract.js';

const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

describe('changing the sign-in address', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  const update = (token: string, body: object) => send(ctx.app, accountFeatureContract.updateAccount, { body: { name: 'Sana Malik', phone: '0300 1234567', ...body } }, bearer(token));

  test('a stolen token alone cannot change the address: the current password is required', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const target = uniqueEmail('thief');
    const none = await update(member.token, { email: target });
    assert.equal(none.status, 422);
    assert.deepEqual(none.body.data.errors, { current_password: 'Please enter your current password to change your e-mail address' });
    const wrong = await update(member.token, { email: target, current_password: 'not-the-password' });
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body.data.errors, { current_password: 'Your current password is incorrect.' });
    assert.deepEqual(await outboxFor(ctx.db, target), []);
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).body.data.email, member.email);
  });

  test('the new address counts only once confirmed from its inbox; the old one is told, and can undo it', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const next = uniqueEmail('next');
    const asked = await update(member.token, { email: next.toUpperCase(), current_password: member.password });
    assert.equal(asked.status, 200);
    assert.equal(asked.body.message, `Your profile has been updated. We sent a link to ${next}: your e-mail changes when you open it.`);
    assert.equal(asked.body.data.email, member.email, 'still the old address');
    const token = asked.body.data.api_token;
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 200);

    const [confirmMail] = await outboxFor(ctx.db, next);
    const [notice] = await outboxFor(ctx.db, member.email).then((mails) => mails.filter((m) => /requested/.test(m.subject)));
    assert.ok(notice && /undo-email-change\?token=/.test(notice.text));
    const confirm = tokenIn(confirmMail.text, '/confirm-email');

    const confirmed = await send(ctx.app, accountFeatureContract.confirmEmailChange, { body: { token: confirm } });
    assert.equal(confirmed.status, 200);
    assert.equal(confirmed.body.message, 'Your e-mail address has been changed. Please sign in with your new address.');
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(token))).status, 401, 'every session ends');
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: next, password: member.password } })).status, 200);
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 401);
    assert.equal((await send(ctx.app, accountFeatureContract.confirmEmailChange, { body: { token: confirm } })).status, 422, 'a link works once');

    const done = (await outboxFor(ctx.db, member.email)).find((m) => /was changed/.test(m.subject));
    assert.ok(done);
    const undone = await send(ctx.app, accountFeatureContract.undoEmailChange, { body: { token: tokenIn(done.text, '/undo-email-change') } });
    assert.equal(undone.status, 200);
    assert.equal(undone.body.message, `The change has been undone: ${member.email} is your sign-in address. Please reset your password now.`);
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 200);
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: next, password: member.password } })).status, 401);
  });

  test('the old address can stop a change that was never confirmed', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const next = uniqueEmail('next');
    assert.equal((await update(member.token, { email: next, current_password: member.password })).status, 200);
    const [confirmMail] = await outboxFor(ctx.db, next);
    const [notice] = (await outboxFor(ctx.db, member.email)).filter((m) => /requested/.test(m.subject));
    assert.equal((await send(ctx.app, accountFeatureContract.undoEmailChange, { body: { token: tokenIn(notice.text, '/undo-email-change') } })).status, 200);
    const late = await send(ctx.app, accountFeatureContract.confirmEmailChange, { body: { token: tokenIn(confirmMail.text, '/confirm-email') } });
    assert.equal(late.status, 422);
    assert.deepEqual(late.body.data?.errors, { token: 'This link is invalid or has expired.' });
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 200);
  });

  test('a name or phone change needs no password and takes effect at once', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await update(member.token, { name: 'Sana Malik Qureshi', email: member.email, phone: '+92 321 0000000' });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Your profile has been updated.');
    assert.equal(res.body.data.name, 'Sana Malik Qureshi');
  });

  test('refuses a malformed or unknown link, changing nothing', async () => {
    for (const token of ['', 'x'.repeat(43)]) {
      const res = await send(ctx.app, accountFeatureContract.confirmEmailChange, { body: { token } });
      assert.equal(res.status, 422);
      assert.equal((await send(ctx.app, accountFeatureContract.undoEmailChange, { body: { token } })).status, 422);
    }
  });
});
