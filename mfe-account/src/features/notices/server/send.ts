// Sending a notice on WhatsApp or SMS (decision 045). A module that mails a member a notice that matters (a ticket, a
// payment, a renewal reminder, an answer to their issue, a refund decided) also calls `sendNotice` in the same
// transaction: for a member who chose WhatsApp or SMS, one message is written to the notices' outbox and its delivery
// queued, both inside the caller's change. Its key (the notice and what it is about) makes a second call for the same
// notice a no-op, however often the caller's work is retried. E-mail is sent as before; nothing here replaces it.
import type { Kysely, Transaction } from 'kysely';
import type { Database, Deps } from '../../../../../server/src/kit.js';
import { NOTICE_TEMPLATES, noticeText, type Language, type NoticeName } from '../templates.js';
import type { MessageChannel, NoticeChannel } from '../validation.js';
import { smsParts } from './sms.js';
import type { NoticeMessagesTable } from './tables.js';

export interface Notice {
  userId: number;
  notice: NoticeName;
  /** what the notice is about, unique for it (`order:42`, `reply:7`): with the notice's name, the message's key */
  about: string;
  /** the template's parameters, in order */
  params: string[];
}

type Db = Kysely<Database> | Transaction<Database>;

/** Whether this site sends on a channel (its provider's settings, or the simulator). */
export const offers = (config: Deps['config'], channel: MessageChannel) => Boolean(channel === 'whatsapp' ? config.whatsApp : config.sms);

/** The member's choice as the sender reads it: the channel, the number, whether SMS stands in for a failed WhatsApp. */
export const choiceOf = (db: Db, userId: number) =>
  db.selectFrom('notice_choices').select(['channel', 'phone', 'sms_fallback']).where('user_id', '=', userId).executeTakeFirst();

/** Whether a message on `channel` to `phone` is still what the member allows (checked again right before sending). */
export function allows(choice: { channel: NoticeChannel; phone: string | null; sms_fallback: boolean } | undefined, channel: MessageChannel, phone: string, fallback: boolean) {
  if (!choice || choice.phone !== phone) return false;
  if (choice.channel === channel) return true;
  return fallback && channel === 'sms' && choice.channel === 'whatsapp' && choice.sms_fallback;
}

export const MESSAGE_QUEUE = 'notices.send';

type NewMessage = Pick<NoticeMessagesTable, 'notice' | 'notice_key' | 'channel' | 'recipient' | 'template' | 'language' | 'body'> & {
  user_id: number | null;
  params: string;
  segments: number;
  fallback_of: number | null;
};

/** Writes a message and queues its delivery, both in `trx`; a message already written for its key is left as it is. */
export async function writeMessage(deps: Pick<Deps, 'jobs'>, trx: Transaction<Database>, message: NewMessage): Promise<number | null> {
  const row = await trx
    .insertInto('notice_messages')
    .values(message)
    .onConflict((oc) => oc.constraint('notice_messages_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await deps.jobs.send(MESSAGE_QUEUE, { messageId: row.id }, { trx });
  return row.id;
}

/** A notice's message on `channel` in the member's language, as the template's approved text fills in. */
export function messageFor(notice: NoticeName, about: string, channel: MessageChannel, recipient: string, language: Language, params: string[]) {
  const body = noticeText(notice, language, params);
  return {
    notice,
    notice_key: `${notice}:${about}`,
    channel,
    recipient,
    template: NOTICE_TEMPLATES[notice].name,
    language,
    params: JSON.stringify(params),
    body,
    segments: channel === 'sms' ? smsParts(body).parts.length : 1,
  };
}

/**
 * Queues a notice's WhatsApp or SMS message for a member who chose one, in the caller's transaction; answers the
 * message's id, or null when there is none to send (e-mail only, a channel this site does not send on, or sent before).
 */
export async function sendNotice(deps: Pick<Deps, 'jobs' | 'config'>, trx: Transaction<Database>, notice: Notice): Promise<number | null> {
  const choice = await choiceOf(trx, notice.userId);
  if (!choice || choice.channel === 'email' || !choice.phone || !offers(deps.config, choice.channel)) return null;
  const user = await trx.selectFrom('users').select(['language', 'disabled_at']).where('id', '=', notice.userId).executeTakeFirst();
  if (!user || user.disabled_at) return null;
  const language: Language = user.language ?? 'en';
  return writeMessage(deps, trx, { user_id: notice.userId, fallback_of: null, ...messageFor(notice.notice, notice.about, choice.channel, choice.phone, language, notice.params) });
}
