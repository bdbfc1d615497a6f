// The job queue's failures as an operator reads them: while the database is away, each kind of failure is one line with
// its message and code (not `[object Object]`), and its repeats are counted instead of written out.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { loggerOptions } from '../lib/logging.js';
import { jobQueueError, jobQueueErrorLog } from './jobs.js';

/** A logger writing the server's JSON lines into a list. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({ logger: loggerOptions('info', { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) }) });
  return { log: app.log, lines };
}

/** How pg-boss reports a worker's failed poll: the error's fields copied into a plain object, with the queue. */
const reportedByWorker = (error: Error & { code?: string }, queue = 'mail.send', worker = 'w-1') => ({
  ...error,
  message: `${error.message} (Queue: ${queue}, Worker: ${worker})`,
  stack: error.stack,
  queue,
  worker,
});

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });

describe('job queue errors in the log', () => {
  test('a failure pg-boss reports as a plain object is logged with its message, code and queue', () => {
    const { log, lines } = capture();
    jobQueueErrorLog(log)(reportedByWorker(refused()));
    assert.equal(lines.length, 1);
    const [line] = lines;
    assert.equal(line.level, 'error');
    assert.equal(line.msg, 'job queue error: connect ECONNREFUSED 127.0.0.1:5432');
    assert.equal(line.queue, 'mail.send');
    const err = line.err as Record<string, unknown>;
    assert.equal(err.message, 'connect ECONNREFUSED 127.0.0.1:5432');
    assert.equal(err.code, 'ECONNREFUSED');
    assert.doesNotMatch(JSON.stringify(line), /\[object Object\]/);
  });

  test('a connection refused at every address of a host is named by its first', () => {
    const aggregate = Object.assign(new AggregateError([refused(), new Error('connect ECONNREFUSED ::1:5432')], ''), { code: 'ECONNREFUSED' });
    const { error } = jobQueueError(aggregate);
    assert.equal(error.message, 'connect ECONNREFUSED 127.0.0.1:5432');
    assert.equal((error as Error & { code?: string }).code, 'ECONNREFUSED');
    // Copied into a plain object, its inner errors are gone: the code names it.
    assert.equal(jobQueueError({ ...aggregate, message: '', queue: 'mail.bulk' }).error.message, 'ECONNREFUSED');
    assert.equal(jobQueueError('plain words').error.message, 'plain words');
  });

  test('a burst of the same failure is one line a minute, the next saying how many it left out', () => {
    const { log, lines } = capture();
    let now = 0;
    const report = jobQueueErrorLog(log, 60_000, () => now);
    for (let i = 0; i < 109; i++) {
      // every queue's workers, each with its own id
      report(reportedByWorker(refused(), i % 2 ? 'mail.send' : 'mail.bulk', `w-${i}`));
      now += 100;
    }
    // Another kind of failure in the same outage has its own line.
    report(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    assert.deepEqual(
      lines.map((line) => line.msg),
      ['job queue error: connect ECONNREFUSED 127.0.0.1:5432', 'job queue error: terminating connection due to administrator command'],
    );
    now = 61_000;
    report(reportedByWorker(refused()));
    assert.equal(lines.length, 3);
    assert.equal(lines[2].leftOut, 108);
  });
});
