// WhatsApp and SMS notices (decision 045): the answers' shapes, and their types for the pages.
import { DateTime, Nullable, Strict, StringEnum, Type, type Static } from 'shared-api/shapes';
import { MESSAGE_STATUSES, NOTICE_CHANNELS } from './validation';

/** The channels this site sends notices on besides e-mail, as the registration form offers them. */
export const NoticeChannels = Strict({ whatsapp: Type.Boolean(), sms: Type.Boolean() });
export type NoticeChannels = Static<typeof NoticeChannels>;

/** How notices reach the member, and which channels this site can send on. */
export const NoticeChoice = Strict({
  channel: StringEnum(NOTICE_CHANNELS),
  phone: Nullable(Type.String({ description: 'E.164, +923xxxxxxxxx; null with e-mail only' })),
  sms_fallback: Type.Boolean({ description: 'with WhatsApp: an SMS when a WhatsApp message fails' }),
  chosen_at: Nullable(DateTime('when the member last chose; null until they do (e-mail only)')),
  account_phone: Type.String({ description: 'the phone of the account, as the form suggests it' }),
  offered: Strict({ whatsapp: Type.Boolean(), sms: Type.Boolean() }, { description: 'the channels this site sends on' }),
});
export type NoticeChoice = Static<typeof NoticeChoice>;

/** A WhatsApp or SMS message sent to a member, as staff see it. */
export const NoticeMessage = Strict({
  id: Type.Integer(),
  notice: Type.String(),
  channel: StringEnum(['whatsapp', 'sms'] as const),
  recipient: Type.String(),
  template: Type.String(),
  language: StringEnum(['en', 'ur'] as const),
  body: Type.String({ description: 'the text the member reads' }),
  segments: Type.Integer({ description: 'SMS parts it costs (1 on WhatsApp)' }),
  status: StringEnum(MESSAGE_STATUSES),
  error: Nullable(Type.String({ description: 'why it failed or was cancelled, with the provider’s code' })),
  created_at: DateTime(),
  sent_at: Nullable(DateTime()),
  status_at: Nullable(DateTime()),
});
export type NoticeMessage = Static<typeof NoticeMessage>;

/** A member's choices over time, newest first (the consent log). */
export const NoticeConsent = Strict({
  channel: StringEnum(NOTICE_CHANNELS),
  phone: Nullable(Type.String()),
  sms_fallback: Type.Boolean(),
  source: StringEnum(['registration', 'profile', 'reply', 'staff'] as const),
  created_at: DateTime(),
});
export type NoticeConsent = Static<typeof NoticeConsent>;

/** A member's notices as staff see them on the member's page: their choice, its log, the messages sent. */
export const MemberNotices = Strict({
  channel: StringEnum(NOTICE_CHANNELS),
  phone: Nullable(Type.String()),
  consents: Type.Array(NoticeConsent),
  messages: Type.Array(NoticeMessage, { description: 'the latest 50, newest first' }),
});
export type MemberNotices = Static<typeof MemberNotices>;

/** The notices page for staff: each template with its approved text, and this month's messages per channel. */
export const NoticesOverview = Strict({
  templates: Type.Array(
    Strict({
      notice: Type.String(),
      name: Type.String(),
      params: Type.Array(Type.String()),
      en: Type.String(),
      ur: Type.String(),
    }),
  ),
  offered: Strict({ whatsapp: Type.Boolean(), sms: Type.Boolean() }),
  this_month: Strict({
    whatsapp: Type.Integer({ description: 'WhatsApp messages sent since the first of the month (Karachi time)' }),
    sms: Type.Integer({ description: 'SMS messages sent since the first of the month' }),
    sms_segments: Type.Integer({ description: 'the SMS parts those cost' }),
    failed: Type.Integer({ description: 'messages of the month that failed' }),
  }),
  members: Strict({ whatsapp: Type.Integer(), sms: Type.Integer() }, { description: 'members who chose each channel now' }),
});
export type NoticesOverview = Static<typeof NoticesOverview>;
