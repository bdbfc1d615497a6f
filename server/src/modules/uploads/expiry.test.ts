import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerMember } from '../../test/http.js';
import { completeProfile } from '../../test/profile.js';
import { pngBytes, uploadImage } from '../../test/upload.js';
import { uploadExpiry } from './jobs.js';
import { send, unchecked } from '../../test/api.js';
import { profileFormContract } from '../../../../mfe-account/src/features/profile/contract.js';

describe('uploads no record takes', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  before(async () => {
    ctx = await startTestApp();
    app = ctx.app;
  });
  after(() => ctx.close());

  const stored = (name: string) => fs.existsSync(path.join(ctx.dataDir, 'storage', name));
  const row = (name: string) => ctx.db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();
  const state = async (name: string) =>
    (await sql<{ state: string }>`select state from pgboss.job where name = ${uploadExpiry.name} and data->>'name' = ${name} order by created_on desc limit 1`.execute(ctx.db)).rows[0]?.state;
  /** An upload no record takes is kept a day: the day passes, and its removal job runs. */
  async function removalDone(name: string) {
    await ctx.advance(24 * 60 * 60 + 1);
    assert.equal(await state(name), 'completed', `the removal of ${name} ran`);
  }
  const upload = async (token: string) => (await uploadImage(app, token, pngBytes())).body.data;

  test('an upload never taken by a record is removed, row and file, once its time is up', async () => {
    const member = await registerMember(app, ctx.db);
    const name = await upload(member.token);
    await ctx.advance(23 * 60 * 60);
    assert.ok(stored(name) && (await row(name)), 'kept for a day');
    assert.equal(await state(name), 'created');
    await removalDone(name);
    assert.equal(await row(name), undefined);
    assert.equal(stored(name), false);
    assert.equal((await app.inject({ method: 'GET', url: `/api/storage/${name}` })).statusCode, 404);
  });

  test("a profile picture is kept; the picture it replaces is let go", async () => {
    const member = await registerMember(app, ctx.db);
    const first = (await completeProfile(app, member)).avatar;
    await removalDone(first);
    assert.ok(stored(first) && (await row(first))?.attached_at, 'the picture in use stays');

    const second = (await completeProfile(app, member)).avatar;
    await removalDone(second);
    await removalDone(first);
    assert.ok(stored(second) && (await row(second))?.attached_at, 'the new picture stays');
    assert.equal(stored(first), false, 'the replaced picture is removed');
    assert.equal(await row(first), undefined);
  });

  test('a save naming a picture removed a moment ago is refused and changes nothing', async () => {
    const member = await registerMember(app, ctx.db);
    const body = await completeProfile(app, member, { title: 'Brand designer' });
    const gone = await upload(member.token);
    await removalDone(gone);
    // A picture removed a moment ago, refused (422); completeProfile's body has its fields typed as any text.
    const res = await send(app, profileFormContract.saveProfile, { body: unchecked({ ...body, avatar: gone, title: 'Motion designer' }) }, bearer(member.token));
    assert.equal(res.status, 422);
    assert.equal(res.body.data.errors?.avatar, 'Please upload your picture again.');
    const profile = await ctx.db.selectFrom('profiles').select(['avatar', 'title']).where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    assert.deepEqual(profile, { avatar: body.avatar, title: 'Brand designer' });
  });
});
