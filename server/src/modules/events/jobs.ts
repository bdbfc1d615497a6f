// The events module's jobs (found by name: modules/*/jobs.ts), worked by worker processes.
import { depsOf } from '../../deps.js';
import { defineJob } from '../../plugins/jobs.js';
import { INQUIRY_EVERY_SECONDS, INQUIRY_JOB } from '../payments/payments.js';
import { inquireWallet } from '../payments/wallet.js';
import { expireOrder } from './booking.js';
import { orderHooks } from './settlement.js';
import { seatsFreed } from '../../lib/freed-seats.js';

/** A pending order's hold has ended: expire it unless it was paid or cancelled, and offer its seat to the waitlist. */
export const orderExpiry = defineJob<{ orderId: number }>({
  name: 'order.expire-pending',
  retry: { retryLimit: 5, retryDelay: 60 },
  async handler(app, { orderId }) {
    await expireOrder(app.db, orderId, app.config.clock.now(), async (trx, packageId) => {
      await seatsFreed(depsOf(app), trx, packageId);
    });
  },
});

/**
 * A wallet attempt whose answer has not come (queued at checkout, payments.ts): the wallet's status inquiry settles it
 * like a return would; while the wallet says pending, it asks again a minute later.
 */
export const walletInquiry = defineJob<{ attemptId: number }>({
  name: INQUIRY_JOB,
  retry: { retryLimit: 5, retryDelay: 60 },
  async handler(app, { attemptId }) {
    const state = await inquireWallet(app, attemptId, orderHooks(depsOf(app)));
    if (state === 'pending') await app.jobs.queue(walletInquiry, { attemptId }, { startAfterSeconds: INQUIRY_EVERY_SECONDS });
  },
});
