import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../../config.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { registerMember, uniqueEmail } from '../../test/http.js';
import { createAdmin } from './admin.js';
import { send } from '../../test/api.js';
import { accountContract } from '../../../../shared-api/src/contracts/account.js';
import { accountFeatureContract } from '../../../../mfe-account/src/features/account/contract.js';

const cli = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/admin.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('npm run admin -- create-admin <email>', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('promotes an existing member, once, with an audit entry that has no actor', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const result = await createAdmin(ctx.db, member.email.toUpperCase(), 'http://site.test');
    assert.deepEqual(result, { created: false, memberId: member.memberId });
    const { role } = await ctx.db.selectFrom('users').select('role').where('id', '=', member.userId).executeTakeFirstOrThrow();
    assert.equal(role, 'admin');
    await createAdmin(ctx.db, member.email, 'http://site.test');
    const entries = await ctx.db.selectFrom('audit_log').selectAll().where('entity_id', '=', member.memberId).execute();
    assert.equal(entries.length, 1, 'a second run changes nothing');
    assert.equal(entries[0].actor_id, null);
    assert.deepEqual(entries[0].after, { role: 'admin' });
  });

  test('creates a new admin whose owner sets the password through the reset link', async () => {
    const email = uniqueEmail('admin');
    const result = await createAdmin(ctx.db, email, 'http://site.test/');
    assert.equal(result.created, true);
    const token = new URL(result.resetUrl!).searchParams.get('token');
    assert.ok(token);
    assert.match(result.resetUrl!, /^http:\/\/site\.test\/reset-password\?token=/);
    // The account's name comes from its e-mail (admin.…): a password holding it is refused, and the link still works.
    const named = await send(ctx.app, accountFeatureContract.resetPassword, { body: { reset_token: token, password: 'Lahore#Admin2026', password_confirmation: 'Lahore#Admin2026' } });
    assert.equal(named.status, 422);
    assert.deepEqual(named.body.data?.errors, { password: 'Please choose a password that does not contain your name or e-mail address.' });
    const reset = await send(ctx.app, accountFeatureContract.resetPassword, { body: { reset_token: token, password: 'Lahore#Hills2026', password_confirmation: 'Lahore#Hills2026' } });
    assert.equal(reset.status, 200, reset.body.message);
    const login = await send(ctx.app, accountContract.signIn, { body: { email, password: 'Lahore#Hills2026' } });
    assert.equal(login.status, 200);
    assert.equal(login.body.data.role, 'admin');
  });

  test('refuses a malformed e-mail', async () => {
    await assert.rejects(createAdmin(ctx.db, 'not-an-email', 'http://site.test'));
  });

  test('the command prints its usage and exits 2 on wrong arguments', () => {
    const result = cli(['make-admin']);
    assert.equal(result.status, 2);
    assert.match(result.stderr, /usage: npm run admin -- create-admin <email>/);
  });

  test('the command creates the admin in the embedded database and prints the link', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-admin-'));
    try {
      const result = cli(['create-admin', 'First.Admin@Example.org'], { DATA_DIR: dataDir, PUBLIC_URL: 'https://pafla.test' });
      assert.equal(result.status, 0, result.stderr);
      assert.match(result.stdout, /Created the admin account first\.admin@example\.org/);
      assert.match(result.stdout, /https:\/\/pafla\.test\/reset-password\?token=/);
      const again = cli(['create-admin', 'first.admin@example.org'], { DATA_DIR: dataDir });
      assert.equal(again.status, 0, again.stderr);
      assert.match(again.stdout, /first\.admin@example\.org is an admin/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
