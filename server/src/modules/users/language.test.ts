import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, PASSWORD, registerMember, uniqueEmail } from '../../test/http.js';
import { send } from '../../test/api.js';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';

const urdu = /[\u0600-\u06FF]/;

describe('the member’s language: kept on the account, and the API answering in it', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('a member registered on an Urdu page has Urdu on their account; the switch changes it; only for themselves', async () => {
    const res = await send(ctx.app, accountContract.registerMember, { body: { name: 'Sana Malik', email: uniqueEmail(), phone: '0300 1234567', password: PASSWORD } }, { 'accept-language': 'ur' });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.language, 'ur');
    const token = bearer(res.body.data.api_token);
    const saved = await send(ctx.app, accountContract.saveLanguage, { body: { language: 'en' } }, token);
    assert.equal(saved.status, 200);
    assert.equal((await send(ctx.app, accountContract.getSession, {}, token)).body.data.language, 'en');
    const refused = await ctx.app.inject({ method: 'PUT', url: '/api/user/language', headers: token, payload: { language: 'fr' } });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message.length > 0, true);
    assert.equal((await send(ctx.app, accountContract.getSession, {}, token)).body.data.language, 'en', 'a refused choice changes nothing');
    const stranger = await ctx.app.inject({ method: 'PUT', url: '/api/user/language', payload: { language: 'ur' } });
    assert.equal(stranger.statusCode, 401);
  });

  test('a call that asks in Urdu is answered in Urdu, its messages by field too; English stays as the spec writes it', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const wrong = { email: member.email, password: 'not-the-password-1' };
    const english = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: wrong });
    assert.equal(english.json().message, 'The e-mail address or password is not right. Please try again.');
    const inUrdu = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: wrong, headers: { 'accept-language': 'ur-PK,ur;q=0.9' } });
    assert.equal(inUrdu.statusCode, english.statusCode);
    assert.match(inUrdu.json().message, urdu);
    assert.match(String(inUrdu.headers.vary), /accept-language/i);

    const empty = await ctx.app.inject({ method: 'POST', url: '/api/user/register', payload: { name: '', email: 'not an address', phone: '', password: '' }, headers: { 'accept-language': 'ur' } });
    assert.equal(empty.statusCode, 422);
    const errors = empty.json().data.errors as Record<string, string>;
    assert.ok(Object.keys(errors).length >= 2, JSON.stringify(errors));
    for (const [field, message] of Object.entries(errors)) assert.match(message, urdu, `${field}: ${message}`);
  });
});
