import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from './config.js';
import { ConfigError, checkEnv } from './env.js';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    checkEnv(env);
    return [];
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
};

describe('the environment is checked before the server starts', () => {
  test('accepts an empty environment and a complete, valid one', () => {
    assert.deepEqual(problemsOf({}), []);
    assert.deepEqual(
      problemsOf({
        PORT: '8080', HOST: '0.0.0.0', NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@127.0.0.1:5432/db',
        SMTP_URL: 'smtps://u:p@mail.example.org:465', PUBLIC_URL: 'https://pafla.org.pk', ALLOW_REMOTE_OVERRIDES: '0', LOG_LEVEL: 'warn',
      }),
      [],
    );
  });

  test('names every wrong variable and what it must be', () => {
    const problems = problemsOf({ PORT: '99999', DATABASE_URL: 'mysql://localhost/db', PUBLIC_URL: 'pafla.org.pk', ALLOW_REMOTE_OVERRIDES: 'yes' });
    assert.equal(problems.length, 4);
    assert.match(problems.find((p) => p.startsWith('PORT='))!, /must be a port number from 1 to 65535/);
    assert.match(problems.find((p) => p.startsWith('DATABASE_URL='))!, /must be a PostgreSQL URL/);
    assert.match(problems.find((p) => p.startsWith('PUBLIC_URL='))!, /must be the site’s address/);
    assert.match(problems.find((p) => p.startsWith('ALLOW_REMOTE_OVERRIDES='))!, /must be one of 0, 1/);
    assert.deepEqual(problemsOf({ PORT: 'abc' }).length, 1);
    assert.deepEqual(problemsOf({ PORT: '0' }).length, 1);
  });

  test('a bad PORT stops `npm start` with the message and exit code 1, before the database opens', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'not a url', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /The server cannot start; fix its environment/);
    assert.match(result.stderr, /PORT="eighty" must be a port number/);
    assert.match(result.stderr, /DATABASE_URL="not a url" must be a PostgreSQL URL/);
  });
});
