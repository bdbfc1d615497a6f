// WhatsApp and SMS notices: each call's access, rules and answer (decision 016). Server and API docs only; browsers
// import this file as a type.
import { contract } from 'shared-api/contract';
import { schema, trimmed } from 'shared-api/validation';
import { noticeCalls } from './calls';
import { MemberNotices, NoticeChannels, NoticeChoice, NoticesOverview } from './shapes';
import { noticeChoiceSchema } from './validation';

const memberParams = schema.object({ memberId: schema.string().trim().max(64).required() });

export const noticeContract = contract('notices', noticeCalls, {
  getNoticeChannels: {
    access: 'public',
    tags: ['profile'],
    summary: 'The channels this site sends notices on besides e-mail (WhatsApp, SMS): the ones the registration form offers',
    answer: NoticeChannels,
  },
  getNoticeChoice: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'How the member gets notices: WhatsApp, SMS or e-mail only, the number they go to, and the channels offered',
    answer: NoticeChoice,
  },
  setNoticeChoice: {
    access: 'member',
    owns: 'self',
    tags: ['profile'],
    summary: 'Choose WhatsApp, SMS or e-mail only (e-mail is always sent); the choice and its time go to the consent log',
    description: '`phone` is a Pakistani mobile number (stored as +923xxxxxxxxx), needed with WhatsApp or SMS. A channel this site does not send on is refused (422, on `channel`). Messages queued before a change that withdraws a channel are not sent.',
    body: noticeChoiceSchema,
    answer: NoticeChoice,
  },
  getMemberNotices: {
    access: 'staff',
    summary: 'A member’s notice channel, their consent log and the WhatsApp and SMS messages sent to them with their status',
    params: memberParams,
    answer: MemberNotices,
  },
  getNoticesOverview: {
    access: 'staff',
    summary: 'The notices’ templates with their approved text, and the messages sent this month per channel (they cost money)',
    answer: NoticesOverview,
  },

  // ---- The providers' calls ----------------------------------------------------------------------
  // Read whole and checked by their signature before anything is stored: a body that is not signed with the app's
  // secret (or the gateway's token) is refused (401) and changes nothing. Each status and reply is kept once by the
  // provider's id, so a replayed call changes nothing either.
  whatsAppHandshake: {
    access: 'public',
    summary: 'WhatsApp’s webhook handshake: answers `hub.challenge` when `hub.verify_token` is the site’s (text); 403 otherwise',
    query: schema.object({
      'hub.mode': trimmed().max(50),
      'hub.verify_token': trimmed().max(200),
      'hub.challenge': trimmed().max(200),
    }),
    answer: { file: 'text/plain' },
  },
  whatsAppWebhook: {
    access: 'public',
    summary: 'WhatsApp’s signed notifications (`X-Hub-Signature-256`): message statuses (sent, delivered, read, failed with its code) and the member’s replies; "STOP" opts them out (JSON)',
    description: 'A status never goes back (read, then delivered, keeps read); a status of a message the site did not send is acknowledged and ignored.',
    answer: { file: 'application/json' },
  },
  smsStatus: {
    access: 'public',
    summary: 'The SMS gateway’s signed status callback (`X-Twilio-Signature`): sent, delivered, undelivered or failed with its code (JSON)',
    answer: { file: 'application/json' },
  },
  smsInbound: {
    access: 'public',
    summary: 'A reply to the site’s SMS number, signed by the gateway; "STOP" opts the member out of SMS (TwiML)',
    answer: { file: 'text/xml' },
  },
});
