// A member's choice of how notices reach them, and the consent log every choice is written to (decision 045).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Deps } from '../../../../../server/src/kit.js';
import type { NoticeChannel } from '../validation.js';
import { offers } from './send.js';
import type { NoticeConsentsTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The refusal of a channel this site does not send on, at registration and on the profile alike. */
export const NOT_OFFERED = { whatsapp: 'WhatsApp notices are not available at the moment. Please choose another way.', sms: 'SMS notices are not available at the moment. Please choose another way.' };

export interface Choice {
  channel: NoticeChannel;
  /** +923xxxxxxxxx, or null with e-mail only */
  phone: string | null;
  sms_fallback: boolean;
}

/** Where a choice was made, and from what browser. */
export interface ChoiceSource {
  source: NoticeConsentsTable['source'];
  ip?: string | null;
  userAgent?: string | null;
}

/** The channels this site sends notices on besides e-mail. */
export const offeredChannels = (config: Deps['config']) => ({ whatsapp: offers(config, 'whatsapp'), sms: offers(config, 'sms') });

/** The member's choice as their profile shows it (e-mail only until they choose). */
export async function readChoice(db: Db, config: Deps['config'], userId: number) {
  const row = await db.selectFrom('notice_choices').select(['channel', 'phone', 'sms_fallback', 'chosen_at']).where('user_id', '=', userId).executeTakeFirst();
  const user = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    channel: row?.channel ?? ('email' as const),
    phone: row?.phone ?? null,
    sms_fallback: row?.sms_fallback ?? false,
    chosen_at: row?.chosen_at ?? null,
    account_phone: user.phone,
    offered: offeredChannels(config),
  };
}

/**
 * Keeps a member's choice and writes it to the consent log with its time and source, in one transaction. A choice
 * that withdraws a channel stops its messages still queued: the sender checks the choice again before each one.
 */
export async function saveChoice(trx: Transaction<Database>, userId: number, choice: Choice, from: ChoiceSource) {
  const values = { channel: choice.channel, phone: choice.channel === 'email' ? null : choice.phone, sms_fallback: choice.channel === 'whatsapp' && choice.sms_fallback };
  await trx
    .insertInto('notice_choices')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, chosen_at: sql<Date>`now()` }))
    .execute();
  await trx
    .insertInto('notice_consents')
    .values({ user_id: userId, ...values, source: from.source, ip: from.ip ?? null, user_agent: from.userAgent?.slice(0, 500) ?? null })
    .execute();
}
