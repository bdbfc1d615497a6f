// The events module's jobs (found by name: modules/*/jobs.ts), worked by worker processes.
import { defineJob } from '../../plugins/jobs.js';
import { expireOrder } from './booking.js';
import { offerFreedSeats } from './waitlist.js';

/** A pending order's hold has ended: expire it unless it was paid or cancelled, and offer its seat to the waitlist. */
export const orderExpiry = defineJob<{ orderId: number }>({
  name: 'order.expire-pending',
  retry: { retryLimit: 5, retryDelay: 60 },
  async handler(app, { orderId }) {
    await expireOrder(app.db, orderId, app.config.clock.now(), async (trx, packageId) => {
      await offerFreedSeats(app, trx, packageId);
    });
  },
});
