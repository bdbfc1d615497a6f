// WhatsApp and SMS notices (decision 045): the member's choice of channel, and what staff see of the messages sent.
// The calls' one written path (decision 016).
import { calls } from 'shared-api/contract';

export const noticeCalls = calls({
  getNoticeChannels: 'GET /notices/channels',
  getNoticeChoice: 'GET /user/notices',
  setNoticeChoice: 'POST /user/notices',
  getMemberNotices: 'GET /staff/members/:memberId/notices',
  getNoticesOverview: 'GET /staff/notices',
  // The providers' calls to the site: WhatsApp's webhook (its handshake, then signed statuses and replies) and the SMS
  // gateway's signed status callback and replies.
  whatsAppHandshake: 'GET /notices/whatsapp/webhook (file)',
  whatsAppWebhook: 'POST /notices/whatsapp/webhook (file)',
  smsStatus: 'POST /notices/sms/status (file)',
  smsInbound: 'POST /notices/sms/inbound (file)',
});
