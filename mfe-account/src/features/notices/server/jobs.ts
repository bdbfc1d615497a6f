// The notices feature's jobs (found by name: a feature's server/jobs.ts), worked by worker processes.
import { defineJob, depsOf } from '../../../../../server/src/kit.js';
import { claimMessages, deliverMessage, newClaim } from './deliver.js';
import { MESSAGE_QUEUE } from './send.js';

/** Five more tries over about half an hour (30 s doubling, with jitter), as mail has. */
const RETRY = { retryLimit: 5, retryDelay: 30 };

/**
 * Sends one WhatsApp or SMS message of the outbox. Taken 20 at a time, each on its own: one provider's refusal retries
 * that message, not its batch. A message another worker holds, or that is sent, failed or cancelled, is left alone:
 * its job is done.
 */
export const sendNoticeMessage = defineJob<{ messageId: number }>({
  name: MESSAGE_QUEUE,
  retry: RETRY,
  worker: { pollingIntervalSeconds: 0.5, batchSize: 20 },
  async handler(app, { messageId }, attempt) {
    const deps = depsOf(app);
    const claim = newClaim();
    const [row] = await claimMessages(deps, [messageId], claim);
    if (!row) return;
    const outcome = await deliverMessage(deps, claim, row, attempt >= RETRY.retryLimit);
    if (outcome === 'retry') throw new Error(`notice message ${messageId} not sent yet: the provider asked to try again later`);
  },
});
