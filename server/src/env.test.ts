import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { optionsFromEnv, repoRoot } from './config.js';
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
        STORAGE_S3_BUCKET: 'pafla-uploads', STORAGE_S3_ENDPOINT: 'https://s3.example.org', STORAGE_S3_REGION: 'eu-central-1',
        STORAGE_S3_FORCE_PATH_STYLE: '1', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret/example+key',
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

  test('checks the S3 bucket’s settings, and never prints the secret key', () => {
    const problems = problemsOf({
      STORAGE_S3_BUCKET: 'Uploads_Bucket', STORAGE_S3_ENDPOINT: 'ftp://s3.example.org', STORAGE_S3_REGION: 'EU Central', STORAGE_S3_FORCE_PATH_STYLE: 'yes',
    });
    assert.equal(problems.length, 4);
    assert.match(problems.find((p) => p.startsWith('STORAGE_S3_BUCKET='))!, /must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens/);
    assert.match(problems.find((p) => p.startsWith('STORAGE_S3_ENDPOINT='))!, /must be the S3 server’s address/);
    assert.match(problems.find((p) => p.startsWith('STORAGE_S3_REGION='))!, /must be a region name, e.g. us-east-1/);
    assert.match(problems.find((p) => p.startsWith('STORAGE_S3_FORCE_PATH_STYLE='))!, /must be one of 0, 1/);
    const halfCredentials = problemsOf({ STORAGE_S3_BUCKET: 'uploads', AWS_SECRET_ACCESS_KEY: 'do-not-print-me' });
    assert.equal(halfCredentials.length, 1);
    assert.match(halfCredentials[0], /^STORAGE_S3_BUCKET="uploads" needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY both set, or neither/);
    assert.doesNotMatch(halfCredentials.join('\n'), /do-not-print-me/);
    // Without a bucket nothing is read from S3: credentials alone are someone else's business.
    assert.deepEqual(problemsOf({ AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' }), []);
  });

  test('refuses a bucket’s settings without the bucket, which would leave the files in the local folder', () => {
    const problems = problemsOf({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000', STORAGE_S3_FORCE_PATH_STYLE: '1' });
    assert.deepEqual(problems, [
      'STORAGE_S3_ENDPOINT="http://127.0.0.1:9000" is used only together with STORAGE_S3_BUCKET or BACKUP_S3_BUCKET',
      'STORAGE_S3_FORCE_PATH_STYLE="1" is used only together with STORAGE_S3_BUCKET or BACKUP_S3_BUCKET',
    ]);
  });

  test('selects the bucket from the environment, region us-east-1 unless set, and keeps the credentials out of the options', () => {
    assert.equal(optionsFromEnv({}).s3Storage, undefined);
    const options = optionsFromEnv({ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000', STORAGE_S3_FORCE_PATH_STYLE: '1', AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'the-secret' });
    assert.deepEqual(options.s3Storage, { bucket: 'uploads', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    assert.doesNotMatch(JSON.stringify(options), /the-secret/);
    assert.deepEqual(optionsFromEnv({ STORAGE_S3_BUCKET: 'uploads', STORAGE_S3_REGION: 'eu-central-1' }).s3Storage, { bucket: 'uploads', region: 'eu-central-1', endpoint: undefined, forcePathStyle: false });
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
