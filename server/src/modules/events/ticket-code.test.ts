import assert from 'node:assert/strict';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createEvent, TICKET_HOLDER } from '../../test/events.js';
import { registerMember } from '../../test/http.js';
import { oldCodeHasher, oldTicketCode, ticketCode, ticketPublicKey, verifyTicketCode } from './ticket-code.js';

describe('ticket codes', () => {
  let ctx: TestContext;
  let ticketId: number;
  let eventId: number;
  let packageId: number;
  before(async () => {
    ctx = await startTestApp();
    const member = await registerMember(ctx.app, ctx.db);
    ({ eventId, packageId } = await createEvent(ctx.db, { price: 0 }));
    ticketId = (
      await ctx.db
        .insertInto('tickets')
        .values({ user_id: member.userId, event_id: eventId, package_id: packageId, idempotency_key: 'code-1', ...TICKET_HOLDER, price: 0, discounted_price: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => ctx.close());

  test('a ticket code names its ticket, event and package, is the same on every download and verifies to its ticket', async () => {
    const code = await ticketCode(ctx.db, ticketId);
    assert.match(code, new RegExp(`^T${ticketId}\\.${eventId}\\.${packageId}\\.[A-Za-z0-9_-]{86}$`));
    assert.equal(await ticketCode(ctx.db, ticketId), code);
    assert.equal(await verifyTicketCode(ctx.db, code), ticketId);
  });

  test('the public key alone verifies a code, as a phone at the door does with no network', async () => {
    const raw = Buffer.from(await ticketPublicKey(ctx.db), 'base64url');
    assert.equal(raw.length, 32);
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
    const [, , , signature] = (await ticketCode(ctx.db, ticketId)).split('.');
    const text = `ticket:${ticketId}:${eventId}:${packageId}`;
    assert.ok(verify(null, Buffer.from(text), key, Buffer.from(signature, 'base64url')));
    assert.ok(!verify(null, Buffer.from(`ticket:${ticketId}:${eventId}:${packageId + 1}`), key, Buffer.from(signature, 'base64url')));
  });

  test('a forged code is refused: another ticket, event or package with a real signature, a changed signature, or nonsense', async () => {
    const code = await ticketCode(ctx.db, ticketId);
    const signature = code.split('.')[3];
    assert.equal(await verifyTicketCode(ctx.db, `T${ticketId + 1}.${eventId}.${packageId}.${signature}`), null);
    assert.equal(await verifyTicketCode(ctx.db, `T${ticketId}.${eventId + 1}.${packageId}.${signature}`), null);
    assert.equal(await verifyTicketCode(ctx.db, `T${ticketId}.${eventId}.${packageId + 1}.${signature}`), null);
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    assert.equal(await verifyTicketCode(ctx.db, `T${ticketId}.${eventId}.${packageId}.${flipped}`), null);
    // The last character carries 2 bits of the signature: its 4 unused bits changed are another code, refused too.
    const last = signature.at(-1) === 'A' ? 'B' : 'A';
    assert.equal(await verifyTicketCode(ctx.db, `${code.slice(0, -1)}${last}`), null);
    for (const forged of ['', 'T42', 'T0.abc', '42', `${code}x`, `T${ticketId}.${signature}`]) assert.equal(await verifyTicketCode(ctx.db, forged), null, forged);
  });

  test('a code printed before codes were signed still verifies to its ticket, and a phone checks it by its hash', async () => {
    const old = await oldTicketCode(ctx.db, 42);
    assert.match(old, /^T42\.[A-Za-z0-9_-]{43}$/);
    assert.equal(await verifyTicketCode(ctx.db, old), 42);
    const flipped = old.endsWith('A') ? `${old.slice(0, -1)}B` : `${old.slice(0, -1)}A`;
    assert.equal(await verifyTicketCode(ctx.db, flipped), null);
    assert.equal(await verifyTicketCode(ctx.db, `T43.${old.split('.')[1]}`), null);
    assert.equal((await oldCodeHasher(ctx.db))(42), createHash('sha256').update(old).digest().subarray(0, 16).toString('base64url'));
  });
});
