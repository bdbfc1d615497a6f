// How a member chooses to get their notices (WhatsApp, SMS or e-mail only) and the number they go to: the rules the
// profile's form and the server run, with their messages (decision 045). The number's rule (a Pakistani mobile number,
// kept in E.164) and its messages are shared-api's, since registration checks the same number when a new member
// chooses WhatsApp or SMS there.
import { messages, oneOf, pakistaniMobile, schema, trimmed, type InferType } from 'shared-api/validation';

export { pakistaniMobile };

/** E-mail is always sent; WhatsApp or SMS come in addition, only to a member who chose one. */
export const NOTICE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
/** The channels a notice's message goes on besides e-mail. */
export type MessageChannel = Exclude<NoticeChannel, 'email'>;
/** A message's life: queued, handed to the provider (sent), delivered, read; or failed; or cancelled before it left. */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const noticeMessages = {
  channel: messages.noticeChannel,
  phoneRequired: 'Please enter the mobile number your notices go to',
  phoneInvalid: messages.mobileInvalid,
};

export const noticeChoiceSchema = schema.object({
  channel: oneOf(NOTICE_CHANNELS, noticeMessages.channel),
  phone: trimmed()
    .max(20, noticeMessages.phoneInvalid)
    .nullable()
    .when('channel', {
      is: (channel: unknown) => channel === 'whatsapp' || channel === 'sms',
      then: (rule) => rule.required(noticeMessages.phoneRequired).test('mobile', noticeMessages.phoneInvalid, (value) => !value || pakistaniMobile(value) !== null),
    }),
  sms_fallback: schema.boolean().typeError('sms_fallback must be true or false').default(false),
});
export type NoticeChoiceInput = InferType<typeof noticeChoiceSchema>;
