// The tables the notices feature owns (migration 047); db/schema.ts composes every module's into `Database`.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from '../../../../../server/src/kit.js';
import type { MessageChannel, MessageStatus, NoticeChannel } from '../validation.js';

/** How notices reach a member: by e-mail only (no row, or `email`), or on WhatsApp or SMS as well, at `phone`. */
export interface NoticeChoicesTable {
  user_id: number;
  channel: NoticeChannel;
  /** +923xxxxxxxxx; null with `email` */
  phone: string | null;
  /** with WhatsApp: an SMS when a WhatsApp message fails */
  sms_fallback: Generated<boolean>;
  chosen_at: ColumnType<Date, Date | undefined, Date>;
}

/** The consent log: every choice a member (or a reply of theirs) made, with when and where. Never changed. */
export interface NoticeConsentsTable {
  id: Generated<number>;
  user_id: number;
  channel: NoticeChannel;
  phone: string | null;
  sms_fallback: boolean;
  /** the registration form, the profile, a "STOP" reply, staff */
  source: 'registration' | 'profile' | 'reply' | 'staff';
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

/** A notice sent (or to send) on WhatsApp or SMS: one per notice, member and channel (the key makes it once). */
export interface NoticeMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  notice: string;
  notice_key: string;
  channel: MessageChannel;
  recipient: string;
  template: string;
  language: 'en' | 'ur';
  params: Json<unknown>;
  /** the text the member reads, as the template's approved text fills in */
  body: string;
  /** SMS parts it costs (1 on WhatsApp) */
  segments: Generated<number>;
  status: Generated<MessageStatus>;
  /** the provider's id (a WhatsApp `wamid`, an SMS gateway's message id) once it took the message */
  provider_id: string | null;
  error_code: string | null;
  error: string | null;
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until: Date | null;
  /** the WhatsApp message this SMS stands in for */
  fallback_of: number | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  status_at: Date | null;
}

/** What a provider told us (a status, a reply), once by its own id: a replayed webhook changes nothing. */
export interface NoticeEventsTable {
  channel: MessageChannel;
  event_id: string;
  kind: string;
  created_at: CreatedAt;
}

export interface NoticeTables {
  notice_choices: NoticeChoicesTable;
  notice_consents: NoticeConsentsTable;
  notice_messages: NoticeMessagesTable;
  notice_events: NoticeEventsTable;
}

declare module '../../../../../server/src/db/schema.js' {
  interface Database extends NoticeTables {}
}
