// Roles of a process: a web process answers HTTP and only queues jobs; a worker answers no HTTP and works every job
// the modules declare (modules/*/jobs.ts), over the same database.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { rolesFromArgs } from '../config.js';
import { uploadExpiry } from '../modules/uploads/jobs.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { registerMember } from '../test/http.js';
import { pngBytes, uploadImage } from '../test/upload.js';

const jobState = async (ctx: TestContext, name: string) =>
  (await sql<{ state: string }>`select state from pgboss.job where name = ${uploadExpiry.name} and data->>'name' = ${name}`.execute(ctx.db)).rows[0]?.state;

describe('process roles', () => {
  let ctx: TestContext;
  before(async () => {
    // Uploads no record takes are due for removal at once.
    ctx = await startTestApp({ roles: ['web'], unattachedUploadSeconds: 0 });
  });
  after(() => ctx.close());

  test('a web process queues the removal of an upload but never works it; a worker over the same database does', async () => {
    const member = await registerMember(ctx.app, ctx.db);
    const name = (await uploadImage(ctx.app, member.token, pngBytes())).body.data as string;
    const stored = () => fs.existsSync(path.join(ctx.dataDir, 'storage', name));
    assert.equal(await jobState(ctx, name), 'created');
    // Four of the test queue's polls: a worker in this process would have taken it by now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    assert.equal(await jobState(ctx, name), 'created');
    assert.ok(stored());

    const worker = await ctx.another({ roles: ['worker'] });
    assert.equal((await worker.inject({ method: 'GET', url: '/api/health' })).statusCode, 404, 'a worker answers no HTTP route');
    for (let i = 0; i < 100 && (await jobState(ctx, name)) !== 'completed'; i++) await worker.jobs.idle();
    assert.equal(await jobState(ctx, name), 'completed');
    assert.equal(stored(), false);
  });

  test('the command line takes --role web or --role worker, both when not said, and refuses anything else', () => {
    assert.deepEqual(rolesFromArgs([]), ['web', 'worker']);
    assert.deepEqual(rolesFromArgs(['--role', 'worker']), ['worker']);
    assert.deepEqual(rolesFromArgs(['--role', 'web', '--role', 'worker']), ['web', 'worker']);
    assert.throws(() => rolesFromArgs(['--role', 'cron']), /--role takes web or worker, not cron/);
    assert.throws(() => rolesFromArgs(['--port', '1']), /Unknown argument --port/);
  });
});
