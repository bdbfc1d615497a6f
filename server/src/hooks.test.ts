import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { registeredVerifiers } from './lib/certificate-verifiers.js';
import { registeredFileGates } from './lib/file-gates.js';
import { registeredSeatListeners } from './lib/freed-seats.js';
import { registeredOrderKinds } from './lib/order-kinds.js';
import { startTestApp, type TestContext } from './test/app.js';

const run = promisify(execFile);

describe("the features' hooks (server/hooks.ts) are loaded by every process", () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  test('a worker process, which loads no routes file, knows every order kind, file gate, certificate verifier and freed-seat listener a web process knows', async () => {
    const web = { orderKinds: registeredOrderKinds(), fileGates: registeredFileGates(), certificateVerifiers: registeredVerifiers(), seatListeners: registeredSeatListeners() };
    // A membership order a wallet confirms late is settled by a worker: without its kind it would stay paid for and
    // undelivered.
    assert.ok(web.orderKinds.includes('membership'));
    assert.deepEqual(web.fileGates, ['attachmentFileShownBy', 'pressReleaseFileShownBy', 'publicationFileShownBy']);
    assert.deepEqual(web.certificateVerifiers, ['verifyCourseCertificate']);
    // An order a worker expires frees its seat, which the waitlist offers to the members waiting.
    assert.deepEqual(web.seatListeners, ['offerFreedSeats']);
    const script = fileURLToPath(new URL('./test/worker-registries.ts', import.meta.url));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { env: process.env, timeout: 120_000 });
    assert.deepEqual(JSON.parse(stdout.trim().split('\n').at(-1)!), web);
  });
});
