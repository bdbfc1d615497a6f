import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, PASSWORD, registerMember, uniqueEmail } from '../../test/http.js';
import { send } from '../../test/api.js';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';
import { profileContract } from '../../../../shared-api/src/contracts/profile.js';
import { profileFormContract } from '../../../../mfe-account/src/features/profile/contract.js';
import { messages } from '../../../../shared-api/src/validation.js';
import { accountFeatureContract } from '../../../../mfe-account/src/features/account/contract.js';

/** Reads as "Hamza qureshi" on a screen, and holds a right-to-left override before the reversed letters. */
const TURNED = '\u202Eihseruq azmaH';

describe('a person’s name refuses characters nobody sees', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  const nameOf = async (userId: number) => (await ctx.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow()).name;

  test('registration with a direction override in the name is refused, in the caller’s language, and no account is made', async () => {
    const email = uniqueEmail();
    const res = await send(ctx.app, accountContract.registerMember, { body: { name: TURNED, email, phone: '0300 1234567', password: PASSWORD } });
    assert.equal(res.status, 422);
    assert.equal(res.body.data.errors?.name, messages.nameInvisible);
    const inUrdu = await send(ctx.app, accountContract.registerMember, { body: { name: `Hamza\u2067 Qureshi`, email, phone: '0300 1234567', password: PASSWORD } }, { 'accept-language': 'ur' });
    assert.equal(inUrdu.status, 422);
    assert.match(String(inUrdu.body.data.errors?.name), /نظر نہ آنے والے حروف/);
    assert.equal(await ctx.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst(), undefined);
    assert.deepEqual(await ctx.db.selectFrom('users').select('name').where('name', 'like', '%\u202E%').execute(), []);
  });

  test('a change of name to one with a direction mark is refused and the name stays as it was; Urdu’s joiners are kept', async () => {
    const urdu = 'محمد\u200Cعلی قریشی';
    const member = await registerMember(ctx.app, ctx.db, { name: urdu });
    assert.equal(await nameOf(member.userId), urdu);
    for (const name of [TURNED, 'Hamza\u200F Qureshi', 'Hamza\u061C Qureshi', 'Hamza\u200B Qureshi']) {
      const res = await send(ctx.app, accountFeatureContract.updateAccount, { body: { name, email: member.email, phone: '0300 1111111' } }, bearer(member.token));
      assert.equal(res.status, 422, JSON.stringify(name));
      assert.equal(res.body.data.errors?.name, messages.nameInvisible);
    }
    const completing = await send(ctx.app, profileFormContract.saveProfile, { body: { name: TURNED } }, bearer(member.token));
    assert.equal(completing.status, 422);
    assert.equal(completing.body.data.errors?.name, messages.nameInvisible);
    assert.equal(await nameOf(member.userId), urdu);
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).status, 200, 'nothing changed, the token still works');
  });
});
