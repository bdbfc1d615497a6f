// The admins' system page as an operator reads it: the release, readiness, backups, mail and the job queues, each from
// where the site keeps it, and every part that can still be read when one cannot.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { backupName, bearer, registerMember, send, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { repoRoot } from '../../../../../server/src/kit.js';
import { healthContract } from '../../../../../shared-api/src/contracts/health.js';
import { systemContract } from '../contract.js';

const HOUR = 3_600_000;
const karachiDay = (at: Date) => new Date(at.getTime() + 5 * HOUR).toISOString().slice(0, 10);

describe('the admins’ system page', () => {
  let ctx: TestContext;
  let admin: Registered;

  const system = async () => {
    const res = await send(ctx.app, systemContract.getStaffSystem, {}, bearer(admin.token));
    assert.equal(res.status, 200, res.body.message);
    return res.body.data;
  };

  before(async () => {
    ctx = await startTestApp();
    admin = await registerMember(ctx.app, ctx.db, { name: 'Hamza Qureshi' });
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
  });
  after(() => ctx.close());

  test('visitors are asked to sign in; members and staff who are not admins are refused', async () => {
    const staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const member = await registerMember(ctx.app, ctx.db);
    assert.equal((await send(ctx.app, systemContract.getStaffSystem)).status, 401);
    assert.equal((await send(ctx.app, systemContract.getStaffSystem, {}, bearer(staff.token))).status, 403);
    assert.equal((await send(ctx.app, systemContract.getStaffSystem, {}, bearer(member.token))).status, 403);
  });

  test('an admin reads the server’s version and process, and readiness as /api/health/ready gives it', async () => {
    const res = await send(ctx.app, systemContract.getStaffSystem, {}, bearer(admin.token));
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const { server, readiness, checked_at } = res.body.data;
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'server', 'package.json'), 'utf8')) as { version: string };
    assert.equal(server.version, pkg.version);
    assert.equal(server.node, process.version);
    assert.equal(server.compiled, false, 'the tests run the TypeScript');
    assert.deepEqual(server.roles, ['web', 'worker']);
    assert.ok(new Date(server.started_at).getTime() <= new Date(checked_at).getTime());
    const ready = await send(ctx.app, healthContract.getReadiness);
    assert.deepEqual(readiness, ready.body.data);
    assert.deepEqual(readiness, { status: 'ready', database: 'ok', storage: 'ok', jobs: 'ok', mail: 'off' });
  });

  test('a message waiting in the outbox, one failing and one sent show as such, with when the oldest waiting one was written', async () => {
    // Mail written by the jobs the worker queues at its start (the daily reminder sweep) lands before the count is read.
    await ctx.app.jobs.idle();
    const before = (await system()).mail!;
    const write = (subject: string) => ctx.app.mailer.sendMail({ to: 'sana.malik@example.org', subject, text: subject, html: `<p>${subject}</p>` }, { kind: 'transactional' });
    const waiting = await write('Your ticket');
    const failing = await write('Your receipt');
    const sent = await write('Welcome');
    const longAgo = new Date('2020-03-01T04:00:00.000Z');
    // When a message was written is never changed by the site: set here as if it had waited since then.
    await sql`update outbox set created_at = ${longAgo} where id = ${waiting}`.execute(ctx.db);
    await ctx.db.updateTable('outbox').set({ error: '421 Too many connections', attempts: 6 }).where('id', '=', failing).execute();
    await ctx.db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', sent).execute();

    const mail = (await system()).mail!;
    assert.equal(mail.waiting, before.waiting + 1);
    assert.equal(mail.failing, before.failing + 1);
    assert.equal(mail.sent_last_day, before.sent_last_day + 1);
    assert.equal(mail.oldest_waiting_at, longAgo.toISOString());
  });

  test('the latest nights’ backups with their outcome and size, the backups kept, and a warning when the newest is over a day old or the last night failed', async () => {
    const first = await system();
    assert.equal(first.backups.kept_in, path.join(ctx.dataDir, 'backups'));
    assert.equal(first.backups.nightly, false, 'no BACKUP_KEY in the tests');
    assert.deepEqual(first.backups.kept, { count: 0, newest: null });
    assert.deepEqual(first.backups.warnings, ['none-kept']);

    const now = Date.now();
    const twoDaysAgo = new Date(now - 50 * HOUR);
    const written = backupName(twoDaysAgo);
    fs.mkdirSync(path.join(ctx.dataDir, 'backups'), { recursive: true });
    fs.writeFileSync(path.join(ctx.dataDir, 'backups', written), 'not a real backup');
    await ctx.db
      .insertInto('backup_runs')
      .values([
        { day: karachiDay(twoDaysAgo), started_at: twoDaysAgo, finished_at: new Date(twoDaysAgo.getTime() + 2000), name: written, bytes: 7_444_000 },
        { day: karachiDay(new Date(now - 26 * HOUR)), started_at: new Date(now - 26 * HOUR), finished_at: new Date(now - 26 * HOUR + 500), error: 'pg_dump: connection refused' },
      ])
      .execute();

    const failed = (await system()).backups;
    assert.deepEqual(failed.kept, { count: 1, newest: { name: written, at: twoDaysAgo.toISOString() } });
    assert.deepEqual(
      failed.runs!.map((run) => [run.outcome, run.name, run.bytes, run.error]),
      [
        ['failed', null, null, 'pg_dump: connection refused'],
        ['ok', written, 7_444_000, null],
      ],
    );
    assert.deepEqual(failed.warnings, ['older-than-a-day', 'last-run-failed']);

    // Tonight's backup is written: nothing to act on.
    const tonight = new Date(now - HOUR);
    fs.writeFileSync(path.join(ctx.dataDir, 'backups', backupName(tonight)), 'not a real backup either');
    await ctx.db.insertInto('backup_runs').values({ day: karachiDay(tonight), started_at: tonight, finished_at: tonight, name: backupName(tonight), bytes: 7_500_000 }).execute();
    const mended = (await system()).backups;
    assert.equal(mended.kept?.count, 2);
    assert.equal(mended.runs?.[0].outcome, 'ok');
    assert.deepEqual(mended.warnings, []);
  });

  test('every job queue is listed; a job waiting to be taken shows with how long it has waited, and one that gave up as failed', async () => {
    const queue = 'system-page.check';
    await ctx.app.jobs.declare(queue, { retryLimit: 0, retryDelay: 1 });
    const listed = (await system()).jobs!;
    assert.ok(listed.some((q) => q.name === 'backups.nightly'), 'a module’s queue is listed');
    assert.deepEqual(listed.find((q) => q.name === queue), { name: queue, waiting: 0, scheduled: 0, retrying: 0, active: 0, failed: 0, oldest_waiting_seconds: null });

    // Nobody works this queue: its jobs wait.
    const waiting = await ctx.app.jobs.send(queue, { n: 1 });
    const gaveUp = await ctx.app.jobs.send(queue, { n: 2 });
    await ctx.app.jobs.send(queue, { n: 3 }, { startAfterSeconds: 3600 });
    await sql`update pgboss.job set start_after = now() - interval '10 minutes' where id = ${waiting}`.execute(ctx.db);
    await sql`update pgboss.job set state = 'failed', completed_on = now() where id = ${gaveUp}`.execute(ctx.db);

    const figures = (await system()).jobs!.find((q) => q.name === queue)!;
    assert.deepEqual([figures.waiting, figures.scheduled, figures.active, figures.failed], [1, 1, 0, 1]);
    assert.ok(figures.oldest_waiting_seconds! >= 600 && figures.oldest_waiting_seconds! < 660, `waited ${figures.oldest_waiting_seconds} s`);
  });

  test('the remotes pinned now, each with when and why, from where the site keeps its pins', async () => {
    const deploy = path.join(ctx.dataDir, 'deploy');
    fs.mkdirSync(deploy, { recursive: true });
    const pinnedAt = '2026-11-28T14:34:15.803Z';
    fs.writeFileSync(
      path.join(deploy, 'manifest.json'),
      JSON.stringify({
        pins: {
          'mfe-public': { version: '0.18.0', pinnedAt, reason: 'new blog page', earlier: ['0.17.2'] },
          'mfe-account': { version: '0.22.0', pinnedAt, reason: '', earlier: [] },
        },
        history: [],
      }),
    );
    assert.deepEqual((await system()).remotes, {
      kept_in: 'file',
      pins: [
        { name: 'mfe-account', version: '0.22.0', pinned_at: pinnedAt, reason: '' },
        { name: 'mfe-public', version: '0.18.0', pinned_at: pinnedAt, reason: 'new blog page' },
      ],
    });

    // A pins file the release tool did not write leaves the pins unread; everything else is still shown.
    fs.writeFileSync(path.join(deploy, 'manifest.json'), '{ "pins": ');
    const broken = await system();
    assert.equal(broken.remotes, null);
    assert.equal(broken.readiness.status, 'ready');
    assert.ok(broken.mail && broken.jobs);

    if (ctx.app.database.kind !== 'postgres') return;
    // On PostgreSQL, once the release tool has written pins to the database, those are the pins.
    const at = new Date('2026-12-01T09:00:00.000Z');
    await ctx.db.insertInto('remote_pins').values({ remote: 'mfe-ticketing', version: '0.21.0', pinned_at: at, reason: 'rolled back: checkout broken', earlier: [], server_bundle: null, server_bundle_digest: null, first_views: null }).execute();
    await ctx.db.insertInto('remote_pin_history').values({ remote: 'mfe-ticketing', action: 'rollback', version: '0.21.0', previous: '0.22.0', at, reason: 'rolled back: checkout broken', server_bundle: null, server_bundle_digest: null, first_views: null }).execute();
    assert.deepEqual((await system()).remotes, {
      kept_in: 'database',
      pins: [{ name: 'mfe-ticketing', version: '0.21.0', pinned_at: at.toISOString(), reason: 'rolled back: checkout broken' }],
    });
  });

  test('a job queue that does not answer shows as failing, and the other parts are still shown', async () => {
    // The queue's tables out of reach, as when its schema is damaged or its permissions are taken away.
    await sql`alter schema pgboss rename to pgboss_away`.execute(ctx.db);
    try {
      // Readiness shares one reading for half a second: this page's reading is a new one.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const res = await send(ctx.app, systemContract.getStaffSystem, {}, bearer(admin.token));
      assert.equal(res.status, 200, res.body.message);
      const { readiness, jobs, mail, backups, server } = res.body.data;
      assert.equal(jobs, null);
      assert.deepEqual(readiness, { status: 'unready', database: 'ok', storage: 'ok', jobs: 'failing', mail: 'off' });
      assert.ok(mail, 'the outbox is still read');
      assert.ok(backups.runs?.length, 'the backups are still read');
      assert.equal(typeof server.version, 'string');
    } finally {
      await sql`alter schema pgboss_away rename to pgboss`.execute(ctx.db);
    }
  });
});
