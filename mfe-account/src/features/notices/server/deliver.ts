// Delivering the notices' outbox (decision 045), as the mailer delivers mail: a worker takes a batch of queued
// messages, claims each one (so no other worker sends it meanwhile; a dead worker's claim lapses and the message is
// queued again), checks again that the member still allows it, hands it to WhatsApp or the SMS gateway at the
// provider's pace, and marks it sent with the provider's id at once. A provider that is busy or away is tried again
// with backoff; a refusal that a retry cannot mend fails the message, and a failed WhatsApp message goes by SMS when
// the member allowed it.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql, type Transaction } from 'kysely';
import type { Database, Deps } from '../../../../../server/src/kit.js';
import { WEBHOOK_PATHS } from './paths.js';
import { allows, choiceOf, messageFor, offers, writeMessage } from './send.js';
import { sendSms } from './sms.js';
import type { NoticeName } from '../templates.js';
import { sendWhatsApp, templateMessage, textMessage, type SendAnswer } from './whatsapp.js';

export const CLAIM_SECONDS = 60;
const CLAIMANT = `${os.hostname()}:${process.pid}`;

/** The notice a member's own "STOP" is answered with: sent whatever their choice now is (it is why it changed). */
export const STOP_ANSWER_NOTICE = 'stop-answer';

/**
 * The pace each provider allows one sender: WhatsApp's Cloud API takes 80 messages a second per business number;
 * Twilio sends 1 a second from a long code or sender ID (more through a Messaging Service, which queues the rest
 * itself). Each worker keeps the pace on its own; a provider that still answers "too many" is tried again later.
 */
export const PACE_MS: Record<'whatsapp' | 'sms', number> = { whatsapp: 1000 / 80, sms: 1000 };

/** When each channel may next send, in this process. */
const nextSlot: Record<'whatsapp' | 'sms', number> = { whatsapp: 0, sms: 0 };
async function paced(channel: 'whatsapp' | 'sms') {
  const now = performance.now();
  const at = Math.max(now, nextSlot[channel]);
  nextSlot[channel] = at + PACE_MS[channel];
  if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
}


interface Claimed {
  id: number;
  user_id: number | null;
  notice: string;
  notice_key: string;
  channel: 'whatsapp' | 'sms';
  recipient: string;
  template: string;
  language: 'en' | 'ur';
  params: unknown;
  body: string;
  fallback_of: number | null;
  attempts: number;
}

/** What became of a message: sent, or to be tried again (the job's retry), or done without sending. */
export type Delivery = 'sent' | 'retry' | 'failed' | 'cancelled';

const reasonOf = (answer: Extract<SendAnswer, { ok: false }>) => `${answer.code}: ${answer.message}`.slice(0, 1000);

/** Claims the messages of a batch that are queued and held by no live claim; each is counted as a try. */
export async function claimMessages(deps: Pick<Deps, 'db'>, ids: number[], claim: string): Promise<Claimed[]> {
  if (!ids.length) return [];
  return deps.db
    .updateTable('notice_messages')
    .set((eb) => ({ claimed_by: claim, claimed_until: sql<Date>`now() + ${sql.lit(CLAIM_SECONDS)} * interval '1 second'`, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', sql<Date>`now()`)]))
    .returning(['id', 'user_id', 'notice', 'notice_key', 'channel', 'recipient', 'template', 'language', 'params', 'body', 'fallback_of', 'attempts'])
    .execute();
}

/** Settles a claimed message, only while this claim holds it. */
const settle = (deps: Pick<Deps, 'db'>, trx: Transaction<Database> | undefined, id: number, claim: string, values: Record<string, unknown>) =>
  (trx ?? deps.db)
    .updateTable('notice_messages')
    .set({ claimed_by: claim, claimed_until: null, status_at: sql<Date>`now()`, ...values })
    .where('id', '=', id)
    .where('claimed_by', '=', claim)
    .executeTakeFirst();

/**
 * A failed WhatsApp message goes again by SMS when the member allowed it and this site sends SMS (in the transaction
 * that fails it); answers the SMS's id.
 */
export async function fallBackToSms(deps: Pick<Deps, 'jobs' | 'config'>, trx: Transaction<Database>, failed: { id: number; user_id: number | null; notice: string; notice_key: string; recipient: string; language: 'en' | 'ur'; params: unknown; channel: string }) {
  if (failed.channel !== 'whatsapp' || failed.user_id === null || failed.notice === STOP_ANSWER_NOTICE || !offers(deps.config, 'sms')) return null;
  const choice = await choiceOf(trx, failed.user_id);
  if (!allows(choice, 'sms', failed.recipient, true)) return null;
  const params = Array.isArray(failed.params) ? failed.params.map(String) : [];
  const about = failed.notice_key.slice(failed.notice.length + 1);
  return writeMessage(deps, trx, { user_id: failed.user_id, fallback_of: failed.id, ...messageFor(failed.notice as NoticeName, about, 'sms', failed.recipient, failed.language, params) });
}

/** Sends one claimed message; answers what became of it. `lastTry`: the queue will not try it again. */
export async function deliverMessage(deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'log'>, claim: string, row: Claimed, lastTry: boolean): Promise<Delivery> {
  const { config } = deps;
  // The member may have withdrawn consent (or changed the number) since it was queued: it is not sent.
  if (row.notice !== STOP_ANSWER_NOTICE) {
    const choice = row.user_id === null ? undefined : await choiceOf(deps.db, row.user_id);
    if (!allows(choice, row.channel, row.recipient, row.fallback_of !== null)) {
      await settle(deps, undefined, row.id, claim, { status: 'cancelled', error: 'Not sent: the member no longer allows messages on this channel to this number.' });
      return 'cancelled';
    }
  }
  const settings = row.channel === 'whatsapp' ? config.whatsApp : config.sms;
  if (!settings) {
    await settle(deps, undefined, row.id, claim, { status: 'cancelled', error: `Not sent: ${row.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} is not set up on this site.` });
    return 'cancelled';
  }
  await paced(row.channel);
  const params = Array.isArray(row.params) ? row.params.map(String) : [];
  const answer =
    row.channel === 'whatsapp'
      ? await sendWhatsApp(config.whatsApp!, row.notice === STOP_ANSWER_NOTICE ? textMessage(row.recipient, row.body) : templateMessage(row.recipient, row.template, row.language, params))
      : await sendSms(config.sms!, row.recipient, row.body, `${config.publicUrl}${WEBHOOK_PATHS.smsStatus}`);
  if (answer.ok) {
    // Marked at once, on its own: a crash after this never sends it again.
    await settle(deps, undefined, row.id, claim, { status: 'sent', provider_id: answer.id, sent_at: sql<Date>`now()`, error: null, error_code: null });
    deps.log.info({ noticeMessageId: row.id, channel: row.channel, notice: row.notice, attempt: row.attempts }, 'notice message sent');
    return 'sent';
  }
  deps.log.warn({ noticeMessageId: row.id, channel: row.channel, code: answer.code, attempt: row.attempts }, 'notice message not sent');
  if (answer.retry && !lastTry) {
    // Let go, with the reason kept: the queue tries it again later.
    await deps.db.updateTable('notice_messages').set({ claimed_by: null, claimed_until: null, error: reasonOf(answer), error_code: answer.code }).where('id', '=', row.id).where('claimed_by', '=', claim).execute();
    return 'retry';
  }
  await deps.db.transaction().execute(async (trx) => {
    const done = await settle(deps, trx, row.id, claim, { status: 'failed', error: reasonOf(answer), error_code: answer.code });
    if (Number(done.numUpdatedRows)) await fallBackToSms(deps, trx, row);
  });
  return 'failed';
}

/** A batch's claim: this process and the batch. */
export const newClaim = () => `${CLAIMANT}:${randomBytes(4).toString('hex')}`;
