// Where the providers call the site, from the calls' one written path (decision 016): the simulators send there, and
// the SMS gateway is told the status callback's address with each message.
import { noticeCalls } from '../calls.js';

/** `/api/notices/…` of a call's line (`POST /notices/sms/status (file)`). */
const apiPath = (line: string) => `/api${line.split(' ')[1]}`;

export const WEBHOOK_PATHS = {
  whatsApp: apiPath(noticeCalls.whatsAppWebhook),
  smsStatus: apiPath(noticeCalls.smsStatus),
  smsInbound: apiPath(noticeCalls.smsInbound),
};
