import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { profileContract } from '../../../../../shared-api/src/contracts/profile.js';
import { accountContract } from '../../../../../shared-api/src/contracts/account.js';
import { sha256 } from '../../../../../server/src/kit.js';
import { bearer, outboxFor, PUBLIC_URL, registerMember, send, signIn, startTestApp, type TestContext, uniqueEmail } from '../../../../../server/src/test/kit.js';
import { accountFeatureContract } from '../contract.js';

const SENT = 'If an account exists for this email, a password reset link has been sent.';
const INVALID = 'This password reset link is invalid or has expired.';
const NEW_PASSWORD = 'Lahore@Spring25';
const COMMON = 'This password is too easy to guess: it is on lists of common and leaked passwords. Please choose another.';
const NAMED = 'Please choose a password that does not contain your name or e-mail address.';

describe('passwords', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  async function requestReset(email: string) {
    const res = await send(ctx.app, accountFeatureContract.requestPasswordReset, { body: { email } });
    await ctx.app.tasks.settled();
    return res;
  }

  async function latestResetToken(email: string) {
    const mails = (await outboxFor(ctx.db, email)).filter((m) => m.subject === 'Reset your password');
    const match = new RegExp(`${PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(mails.at(-1)?.text ?? '');
    assert.ok(match, 'a reset link was mailed');
    return match[1];
  }

  const reset = (token: string, password = NEW_PASSWORD) =>
    send(ctx.app, accountFeatureContract.resetPassword, { body: { password, password_confirmation: password, reset_token: token } });

  test('forgotpassword answers the same for a member and for an unknown e-mail, and mails only the member', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const stranger = uniqueEmail('stranger');
    const known = await requestReset(member.email);
    const unknown = await requestReset(stranger);
    assert.deepEqual(known, { ...unknown, headers: known.headers });
    assert.equal(known.status, 200);
    assert.equal(known.body.message, SENT);
    assert.equal((await outboxFor(ctx.db, stranger)).length, 0);
    const token = await latestResetToken(member.email);
    const row = await ctx.db.selectFrom('password_resets').selectAll().where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    assert.equal(row.token_hash, sha256(token), 'only the hash is stored');
    const minutes = (row.expires_at.getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 59 && minutes <= 60);
  });

  test('a reset sets the new password, signs out every session, and works only once', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const session = await signIn(ctx.app, member.email, member.password);
    await requestReset(member.email);
    const token = await latestResetToken(member.email);
    const res = await reset(token);
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Your password has been reset.');
    for (const t of [member.token, session]) assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(t))).status, 401);
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 401);
    await signIn(ctx.app, member.email, NEW_PASSWORD);
    const again = await reset(token, 'Another#Pass1');
    assert.equal(again.status, 400);
    assert.equal(again.body.message, INVALID);
  });

  test('a reset link expires after 60 minutes', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    await requestReset(member.email);
    const token = await latestResetToken(member.email);
    await ctx.db.updateTable('password_resets').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', member.userId).execute();
    const res = await reset(token);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, INVALID);
  });

  test('a new reset request invalidates the earlier link', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    await requestReset(member.email);
    const first = await latestResetToken(member.email);
    await requestReset(member.email);
    const second = await latestResetToken(member.email);
    assert.notEqual(first, second);
    assert.equal((await reset(first)).status, 400);
    assert.equal((await reset(second)).status, 200);
  });

  test('an unknown reset token is refused, and mismatched passwords are told so', async () => {
    assert.equal((await reset('n'.repeat(43))).status, 400);
    const mismatch = await send(ctx.app, accountFeatureContract.resetPassword, { body: { password: NEW_PASSWORD, password_confirmation: 'different1', reset_token: 'x' } });
    assert.equal(mismatch.status, 422);
    assert.equal(mismatch.body.message, 'The two passwords are not the same. Please type your new password again.');
  });

  test('a reset refuses a common password and one holding the account’s name or e-mail name, and the link still works', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: 'Zarmeen Qadir', email: uniqueEmail('zarmeen.qadir') });
    await requestReset(member.email);
    const token = await latestResetToken(member.email);
    for (const [password, message] of [['abcdefgh', COMMON], ['Qadir#Lahore26', NAMED], ['zarmeen.qadir.2026', NAMED]]) {
      const res = await reset(token, password);
      assert.equal(res.status, 422, password);
      assert.deepEqual(res.body.data?.errors, { password: message }, password);
    }
    assert.equal((await send(ctx.app, accountContract.signIn, { body: { email: member.email, password: member.password } })).status, 200, 'the password is unchanged');
    assert.equal((await reset(token)).status, 200, 'the link was not used up');
  });

  test('past the per-address limit, the answer is unchanged but no more mail is sent', async () => {
    const app = await ctx.another({ rateLimits: { forgotPasswordPerEmail: { max: 2, windowMs: 60 * 60_000 } } });
    const member = await registerMember(app, ctx.db);
    for (let i = 0; i < 4; i++) {
      const res = await send(app, accountFeatureContract.requestPasswordReset, { body: { email: member.email } });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, SENT);
    }
    await app.tasks.settled();
    const resets = (await outboxFor(ctx.db, member.email)).filter((m) => m.subject === 'Reset your password');
    assert.equal(resets.length, 2);
  });

  test('limits forgotpassword and resetpassword per IP address', async () => {
    const app = await ctx.another({
      rateLimits: { forgotPasswordPerIp: { max: 2, windowMs: 60_000 }, resetPasswordPerIp: { max: 2, windowMs: 60_000 } },
    });
    const forgot = () => app.inject({ method: 'POST', url: '/api/user/forgotpassword', remoteAddress: '10.3.0.1', payload: { email: uniqueEmail() } });
    const resetCall = () =>
      app.inject({ method: 'POST', url: '/api/user/resetpassword', remoteAddress: '10.3.0.1', payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_token: 'z'.repeat(43) } });
    assert.deepEqual([(await forgot()).statusCode, (await forgot()).statusCode, (await forgot()).statusCode], [200, 200, 429]);
    assert.deepEqual([(await resetCall()).statusCode, (await resetCall()).statusCode, (await resetCall()).statusCode], [400, 400, 429]);
    await app.tasks.settled();
  });

  test('changing the password needs the current one', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const res = await send(ctx.app, accountFeatureContract.updatePassword, { body: { old_password: 'not-my-password', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } }, bearer(member.token));
    assert.equal(res.status, 422);
    assert.equal(res.body.message, 'Your current password is incorrect.');
    assert.deepEqual(res.body.data?.errors, { old_password: 'Your current password is incorrect.' });
    const unsigned = await send(ctx.app, accountFeatureContract.updatePassword, { body: { old_password: member.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    assert.equal(unsigned.status, 401);
  });

  test('changing the password refuses a common one and one holding the member’s e-mail name, and keeps the old one', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: 'Nadia Rehman', email: uniqueEmail('nadia') });
    const change = (password: string) =>
      send(ctx.app, accountFeatureContract.updatePassword, { body: { old_password: member.password, password, password_confirmation: password } }, bearer(member.token));
    for (const [password, message] of [['password1', COMMON], ['NADIA-1234', NAMED], ['Rehman@Karachi', NAMED]]) {
      const res = await change(password);
      assert.equal(res.status, 422, password);
      assert.deepEqual(res.body.data?.errors, { password: message }, password);
    }
    await signIn(ctx.app, member.email, member.password);
  });

  test('changing the password keeps this session, signs out the others, and mails a notice', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const elsewhere = await signIn(ctx.app, member.email, member.password);
    const res = await send(ctx.app, accountFeatureContract.updatePassword, { body: { old_password: member.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } }, bearer(member.token));
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Your password has been updated.');
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).status, 200);
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(elsewhere))).status, 401);
    await signIn(ctx.app, member.email, NEW_PASSWORD);
    const notice = (await outboxFor(ctx.db, member.email)).find((m) => m.subject === 'Your password was changed');
    assert.ok(notice);
  });
});
