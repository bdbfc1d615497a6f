// What the providers tell the site of its messages (decision 045): statuses, kept per message and never going back,
// and the member's replies, where "STOP" (or «بند») opts them out of that channel at once and is acknowledged. Each
// status and reply is applied once, by the provider's own id: a replayed webhook changes nothing.
import { sql, type Transaction } from 'kysely';
import type { Database, Deps } from '../../../../../server/src/kit.js';
import { isStopReply, STOP_ANSWER, type Language } from '../templates.js';
import type { MessageChannel, MessageStatus } from '../validation.js';
import { saveChoice } from './choices.js';
import { fallBackToSms, STOP_ANSWER_NOTICE } from './deliver.js';
import { writeMessage } from './send.js';
import { smsParts } from './sms.js';

/** How far along a message is: a status only ever moves forward (read, then a late "delivered", stays read). */
const RANK: Record<MessageStatus, number> = { cancelled: -1, queued: 0, sent: 1, delivered: 2, read: 3, failed: 1.5 };

export interface StatusReport {
  channel: MessageChannel;
  /** the provider's id of the message */
  providerId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  errorCode?: string;
  error?: string;
}

/** What became of a report: applied, or why not (all answered 200: the provider must not send it again). */
export type Applied = 'applied' | 'replayed' | 'unknown' | 'behind';

const claimEvent = async (trx: Transaction<Database>, channel: MessageChannel, eventId: string, kind: string) =>
  Boolean(
    await trx
      .insertInto('notice_events')
      .values({ channel, event_id: eventId.slice(0, 300), kind })
      .onConflict((oc) => oc.columns(['channel', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst(),
  );

/** Applies one status a provider reported. A failure of a WhatsApp message sends it by SMS when the member allowed it. */
export async function applyStatus(deps: Pick<Deps, 'db' | 'jobs' | 'config'>, report: StatusReport): Promise<Applied> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('notice_messages')
      .select(['id', 'user_id', 'notice', 'notice_key', 'channel', 'recipient', 'language', 'params', 'status'])
      .where('channel', '=', report.channel)
      .where('provider_id', '=', report.providerId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'unknown';
    if (!(await claimEvent(trx, report.channel, `${report.providerId}:${report.status}`, 'status'))) return 'replayed';
    // Failed counts only before delivery; any other status only forward.
    const forward = report.status === 'failed' ? row.status === 'queued' || row.status === 'sent' : RANK[report.status] > RANK[row.status] && row.status !== 'failed';
    if (!forward) return 'behind';
    await trx
      .updateTable('notice_messages')
      .set({
        status: report.status,
        status_at: sql<Date>`now()`,
        ...(report.status === 'failed' ? { error_code: report.errorCode ?? null, error: (report.error ?? 'Failed').slice(0, 1000) } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    if (report.status === 'failed') await fallBackToSms(deps, trx, row);
    return 'applied';
  });
}

export interface Reply {
  channel: MessageChannel;
  /** the provider's id of the reply */
  providerId: string;
  /** who wrote, +923xxxxxxxxx */
  from: string;
  text: string;
}

/**
 * A member's reply. "STOP" (or «بند») turns the channel off for every member who gets notices on it at that number —
 * their choice becomes e-mail only (an SMS fallback is turned off), written to the consent log — and is answered once,
 * in their language. Any other reply is not kept: the association answers members on their issues, not here.
 */
export async function applyReply(deps: Pick<Deps, 'db' | 'jobs' | 'config'>, reply: Reply): Promise<'stopped' | 'replayed' | 'ignored'> {
  if (!isStopReply(reply.text)) return 'ignored';
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimEvent(trx, reply.channel, reply.providerId, 'reply'))) return 'replayed';
    const members = await trx
      .selectFrom('notice_choices as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.user_id', 'c.channel', 'c.phone', 'c.sms_fallback', 'u.language'])
      .where('c.phone', '=', reply.from)
      .where((eb) => (reply.channel === 'whatsapp' ? eb('c.channel', '=', 'whatsapp') : eb.or([eb('c.channel', '=', 'sms'), eb.and([eb('c.channel', '=', 'whatsapp'), eb('c.sms_fallback', '=', true)])])))
      .forUpdate()
      .execute();
    if (!members.length) return 'ignored';
    for (const member of members) {
      // Replying STOP by SMS to a WhatsApp member's fallback turns the fallback off and keeps WhatsApp.
      const keepsWhatsApp = reply.channel === 'sms' && member.channel === 'whatsapp';
      await saveChoice(trx, member.user_id, keepsWhatsApp ? { channel: 'whatsapp', phone: member.phone, sms_fallback: false } : { channel: 'email', phone: null, sms_fallback: false }, { source: 'reply' });
    }
    const language: Language = members[0].language ?? 'en';
    const body = STOP_ANSWER[reply.channel][language];
    await writeMessage(deps, trx, {
      user_id: members[0].user_id,
      notice: STOP_ANSWER_NOTICE,
      notice_key: `${STOP_ANSWER_NOTICE}:${reply.providerId}`,
      channel: reply.channel,
      recipient: reply.from,
      template: '',
      language,
      params: '[]',
      body,
      segments: reply.channel === 'sms' ? smsParts(body).parts.length : 1,
      fallback_of: null,
    });
    return 'stopped';
  });
}
