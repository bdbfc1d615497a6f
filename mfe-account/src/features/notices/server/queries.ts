// What staff read of the notices: a member's channel, consent log and messages, and the month's messages per channel.
import { sql, type Kysely } from 'kysely';
import type { Database, Deps } from '../../../../../server/src/kit.js';
import { NOTICE_TEMPLATES } from '../templates.js';
import { offers } from './send.js';

const MESSAGES_SHOWN = 50;

/** A member's notices as staff see them; undefined for no such member. */
export async function memberNotices(db: Kysely<Database>, memberId: string) {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('notice_choices as c', 'c.user_id', 'u.id')
    .select(['u.id', 'c.channel', 'c.phone'])
    .where('u.member_id', '=', memberId)
    .executeTakeFirst();
  if (!user) return undefined;
  const consents = await db
    .selectFrom('notice_consents')
    .select(['channel', 'phone', 'sms_fallback', 'source', 'created_at'])
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .limit(MESSAGES_SHOWN)
    .execute();
  const messages = await db
    .selectFrom('notice_messages')
    .select(['id', 'notice', 'channel', 'recipient', 'template', 'language', 'body', 'segments', 'status', 'error', 'created_at', 'sent_at', 'status_at'])
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .limit(MESSAGES_SHOWN)
    .execute();
  return { channel: user.channel ?? ('email' as const), phone: user.phone ?? null, consents, messages };
}

/** The first moment of this month in Karachi. */
const monthStart = sql<Date>`(date_trunc('month', now() at time zone 'Asia/Karachi') at time zone 'Asia/Karachi')`;

/** The templates with their text, the channels offered, this month's messages per channel, and who chose each. */
export async function noticesOverview(db: Kysely<Database>, config: Deps['config']) {
  const month = await db
    .selectFrom('notice_messages')
    .select([
      sql<number>`count(*) filter (where channel = 'whatsapp' and sent_at is not null)::int`.as('whatsapp'),
      sql<number>`count(*) filter (where channel = 'sms' and sent_at is not null)::int`.as('sms'),
      sql<number>`coalesce(sum(segments) filter (where channel = 'sms' and sent_at is not null), 0)::int`.as('sms_segments'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
    ])
    .where('created_at', '>=', monthStart)
    .executeTakeFirstOrThrow();
  const chosen = await db
    .selectFrom('notice_choices')
    .select([sql<number>`count(*) filter (where channel = 'whatsapp')::int`.as('whatsapp'), sql<number>`count(*) filter (where channel = 'sms')::int`.as('sms')])
    .executeTakeFirstOrThrow();
  return {
    templates: Object.entries(NOTICE_TEMPLATES).map(([notice, t]) => ({ notice, name: t.name, params: [...t.params], en: t.text.en, ur: t.text.ur })),
    offered: { whatsapp: offers(config, 'whatsapp'), sms: offers(config, 'sms') },
    this_month: month,
    members: chosen,
  };
}
