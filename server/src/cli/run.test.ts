import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../config.js';
import { newBackupKey, parseBackupKey, writeEncryptedArchive } from '../modules/backups/archive.js';
import { freePort, postgresBin, startPostgresCluster, type PostgresCluster } from '../test/postgres-cluster.js';

// The commands as an operator runs them, on an embedded database of their own.
const run = (command: 'admin' | 'mail' | 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, `server/src/cli/${command}.ts`), ...args], {
    env: { ...process.env, DATABASE_URL: '', SMTP_URL: '', ...env },
    encoding: 'utf8',
    timeout: 150_000,
  });

/** One line, no stack trace: what an operator reads. */
function oneSentence(result: ReturnType<typeof run>) {
  assert.equal(result.status, 1, result.stderr);
  assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
  assert.doesNotMatch(result.stderr, /\n\s+at |node_modules|\.ts:\d+/, 'a message, not a stack trace');
  return result.stderr.trim();
}

describe('npm run mail and npm run admin on the embedded database', () => {
  let dataDir: string;
  before(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-cli-'))));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('mail prints its usage and exits 2 on wrong arguments', () => {
    const result = run('mail', ['stats']);
    assert.equal(result.status, 2);
    assert.match(result.stderr, /usage: npm run mail -- status \| resend/);
  });

  test('mail status says how the outbox stands', () => {
    const result = run('mail', ['status'], { DATA_DIR: dataDir });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /SMTP_URL is not set: messages are kept in the outbox and not sent\./);
    assert.match(result.stdout, /Sent in the last day: 0\. Waiting for a first try: \d+\. Failing: 0\./);
  });

  test('while the site holds the database, both say to stop it, exit 1 and change nothing', () => {
    // The lock file names a running process (this test's), as the running site's does.
    const lock = path.join(dataDir, 'pglite.lock');
    fs.writeFileSync(lock, String(process.pid));
    try {
      const mail = run('mail', ['resend'], { DATA_DIR: dataDir });
      assert.equal(mail.status, 1, mail.stderr);
      assert.match(mail.stderr, /is already in use by another process .*On the embedded database, stop the site for npm run mail, then start it again\./);
      const admin = run('admin', ['create-admin', 'held.admin@example.org'], { DATA_DIR: dataDir });
      assert.equal(admin.status, 1, admin.stderr);
      assert.match(admin.stderr, /is already in use by another process .*On the embedded database, stop the site for npm run admin, then start it again\./);
      assert.doesNotMatch(admin.stderr, /at .*\.ts:\d+/, 'a message, not a stack trace');
    } finally {
      fs.rmSync(lock, { force: true });
    }
    const again = run('admin', ['create-admin', 'held.admin@example.org'], { DATA_DIR: dataDir });
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stdout, /Created the admin account held\.admin@example\.org/, 'the refused run created nobody');
  });
});

describe('npm run backup and npm run restore when PostgreSQL cannot be used', () => {
  const key = newBackupKey();
  let dataDir: string;
  let backup: string;
  let cluster: PostgresCluster | null = null;
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-cli-pg-'));
    // A whole backup of a PostgreSQL database as far as its checks go, so that the restore gets as far as the database.
    backup = path.join(dataDir, 'backups', 'backup-2026-01-01T000000000Z.tgz.enc');
    fs.mkdirSync(path.dirname(backup));
    const manifest = Buffer.from(JSON.stringify({ format: 1, createdAt: '2026-01-01T00:00:00.000Z', database: { kind: 'postgres', entry: 'database.pgdump', migrations: [] }, files: 0, missing: [] }));
    await writeEncryptedArchive(backup, parseBackupKey(key), [
      { name: 'database.pgdump', size: 5, body: () => Buffer.from('PGDMP') },
      { name: 'manifest.json', size: manifest.length, body: () => manifest },
    ]);
  });
  after(() => {
    cluster?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a PostgreSQL that does not answer: one sentence naming its host and port, never the password, and exit 1', async () => {
    const port = await freePort();
    const env = { DATABASE_URL: `postgres://pafla:hunter2-secret@127.0.0.1:${port}/pafla`, DATA_DIR: dataDir, BACKUP_KEY: key };
    const expected = `PostgreSQL at 127.0.0.1:${port} refused the connection: check that it is running, and the host and port in DATABASE_URL.`;
    assert.equal(oneSentence(run('backup', [], env)), expected);
    assert.equal(oneSentence(run('restore', ['latest'], env)), expected);
    assert.doesNotMatch(run('backup', [], env).stderr, /hunter2/);
  });

  test('a database that does not exist on the server: one sentence saying to create it, and exit 1', { skip: process.env.DATABASE_URL || postgresBin() ? false : 'needs PostgreSQL' }, async () => {
    const server = new URL(process.env.DATABASE_URL || (cluster = await startPostgresCluster()).url);
    server.pathname = '/fa_no_such_site';
    const env = { DATABASE_URL: server.toString(), DATA_DIR: dataDir, BACKUP_KEY: key };
    const expected = `PostgreSQL at ${server.hostname}:${server.port} has no database "fa_no_such_site": create it (createdb fa_no_such_site, or \`create database fa_no_such_site\` in psql), or correct its name in DATABASE_URL.`;
    assert.equal(oneSentence(run('backup', [], env)), expected);
    assert.equal(oneSentence(run('restore', [backup], env)), expected);
  });

  test('a data folder a running site holds: the restore says to name a new one, and exit 1', () => {
    const site = path.join(dataDir, 'site');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'pglite.lock'), String(process.pid));
    const said = oneSentence(run('restore', [backup], { DATA_DIR: site, BACKUP_KEY: key }));
    assert.match(said, /^The data folder .* is already in use by another process \(pid \d+, lock file .*\)\. A backup is restored only into a new, empty data folder: point DATA_DIR at one\.$/);
  });
});
