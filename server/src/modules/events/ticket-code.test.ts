import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { ticketCode, verifyTicketCode } from './ticket-code.js';

describe('ticket codes', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  test('a ticket code is the same on every download and verifies to its ticket', async () => {
    const code = await ticketCode(ctx.db, 42);
    assert.match(code, /^T42\.[A-Za-z0-9_-]{43}$/);
    assert.equal(await ticketCode(ctx.db, 42), code);
    assert.equal(await verifyTicketCode(ctx.db, code), 42);
  });

  test('a forged code is refused: another id with a real signature, a changed signature, or nonsense', async () => {
    const code = await ticketCode(ctx.db, 42);
    const signature = code.split('.')[1];
    assert.equal(await verifyTicketCode(ctx.db, `T43.${signature}`), null);
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    assert.equal(await verifyTicketCode(ctx.db, `T42.${flipped}`), null);
    for (const forged of ['', 'T42', 'T0.abc', '42', `T42.${signature}x`]) assert.equal(await verifyTicketCode(ctx.db, forged), null, forged);
  });
});
