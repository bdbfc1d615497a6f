// The notices a member can get on WhatsApp or SMS, in one place (decision 045): each WhatsApp template's name as it is
// approved in Meta's WhatsApp Manager (category Utility, in English `en` and Urdu `ur`), its parameters in order, and
// its approved text, which is also the SMS's text. Staff read this list on the notices page to see what a member
// receives; a template's text changed here must be submitted to Meta again under the same name before it is sent.

export type Language = 'en' | 'ur';

export interface NoticeTemplate {
  /** the WhatsApp template's name */
  name: string;
  /** what each {{n}} stands for, in order */
  params: readonly string[];
  /** the approved text, with {{1}}, {{2}}… */
  text: Record<Language, string>;
}

export const NOTICE_TEMPLATES = {
  'ticket-confirmed': {
    name: 'pafla_ticket_confirmed',
    params: ['member name', 'event', 'ticket link'],
    text: {
      // i18n-english: the approved English; its approved Urdu is the next line
      en: 'Hello {{1}}, your ticket for {{2}} is confirmed. Your ticket: {{3}}',
      ur: 'السلام علیکم {{1}}، {{2}} کے لیے آپ کا ٹکٹ کنفرم ہو گیا ہے۔ آپ کا ٹکٹ: {{3}}',
    },
  },
  'event-reminder': {
    name: 'pafla_event_reminder',
    params: ['event', 'date and time', 'place', 'tickets link'],
    text: {
      // i18n-english: the approved English; its approved Urdu is the next line
      en: 'Reminder: {{1}} is tomorrow, {{2}}, at {{3}}. Your ticket: {{4}}',
      ur: 'یاد دہانی: {{1}} کل، {{2}}، {{3}} میں ہے۔ آپ کا ٹکٹ: {{4}}',
    },
  },
  'payment-received': {
    name: 'pafla_payment_received',
    params: ['amount', 'order number', 'order link'],
    text: {
      // i18n-english: the approved English; its approved Urdu is the next line
      en: 'We received your payment of {{1}} for order {{2}}. Thank you. Your order: {{3}}',
      ur: 'ہمیں آرڈر {{2}} کے لیے آپ کی {{1}} کی ادائیگی موصول ہو گئی ہے۔ شکریہ۔ آپ کا آرڈر: {{3}}',
    },
  },
  'membership-renewal': {
    name: 'pafla_membership_renewal',
    params: ['plan', 'end date', 'membership link'],
    text: {
      // i18n-english: the approved English; its approved Urdu is the next line
      en: 'Your {{1}} membership ends on {{2}}. Renew it here: {{3}}',
      ur: 'آپ کی {{1}} رکنیت {{2}} کو ختم ہو رہی ہے۔ یہاں تجدید کریں: {{3}}',
    },
  },
  'issue-answered': {
    name: 'pafla_issue_answered',
    params: ['issue subject', 'issue link'],
    text: {
      // i18n-english: the approved English; its approved Urdu is the next line
      en: 'Your issue "{{1}}" has a new reply from the association. Read it here: {{2}}',
      ur: 'آپ کے مسئلے "{{1}}" پر ایسوسی ایشن کا نیا جواب آیا ہے۔ یہاں پڑھیں: {{2}}',
    },
  },
  'order-refunded': {
    name: 'pafla_order_refunded',
    params: ['order number', 'amount', 'order link'],
    text: {
      // i18n-english: the approved English; its approved Urdu is the next line
      en: 'Your order {{1}} is refunded: {{2}} goes back to you. Details: {{3}}',
      ur: 'آپ کا آرڈر {{1}} ریفنڈ کر دیا گیا ہے: {{2}} آپ کو واپس مل جائیں گے۔ تفصیل: {{3}}',
    },
  },
} as const satisfies Record<string, NoticeTemplate>;

export type NoticeName = keyof typeof NOTICE_TEMPLATES;

/** What a member reads: the template's approved text in their language with its parameters filled in. */
export function noticeText(notice: NoticeName, language: Language, params: readonly string[]): string {
  return NOTICE_TEMPLATES[notice].text[language].replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}

/** The answer to a "STOP" reply (or «بند»): the member is opted out at once, and told so in their language. */
export const STOP_ANSWER: Record<'whatsapp' | 'sms', Record<Language, string>> = {
  whatsapp: {
    // i18n-english: the approved English; its approved Urdu is the next line
    en: 'You will get no more WhatsApp notices from the Pakistan Freelancers Association. E-mails still come. You can turn WhatsApp on again in your profile.',
    ur: 'اب آپ کو پاکستان فری لانسرز ایسوسی ایشن کی طرف سے واٹس ایپ پر اطلاعات نہیں ملیں گی۔ ای میلز آتی رہیں گی۔ آپ اپنی پروفائل میں واٹس ایپ دوبارہ شروع کر سکتے ہیں۔',
  },
  sms: {
    // i18n-english: the approved English; its approved Urdu is the next line
    en: 'You will get no more SMS notices from the Pakistan Freelancers Association. E-mails still come.',
    ur: 'اب آپ کو پاکستان فری لانسرز ایسوسی ایشن کی طرف سے ایس ایم ایس پر اطلاعات نہیں ملیں گی۔ ای میلز آتی رہیں گی۔',
  },
};

/** A reply that opts out: STOP (any case), or «بند» / «بند کریں». */
export const isStopReply = (text: string) => /^\s*(stop|unsubscribe|بند|بند کریں|بند کرو)\s*[.!۔]?\s*$/iu.test(text);
