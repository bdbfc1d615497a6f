import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../config.js';

// The commands as an operator runs them, on an embedded database of their own.
const run = (command: 'admin' | 'mail', args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, `server/src/cli/${command}.ts`), ...args], {
    env: { ...process.env, DATABASE_URL: '', SMTP_URL: '', ...env },
    encoding: 'utf8',
    timeout: 150_000,
  });

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
