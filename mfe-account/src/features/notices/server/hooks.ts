// What the notices feature plugs into the server's registries, imported by every process (a web process and a worker
// alike, since both send notices): every `notify` of a module becomes a WhatsApp or SMS message for a member who chose
// one, and the channel a new member chose on the registration form is kept with their account
// (server/src/lib/notices.ts).
import { messages } from 'shared-api/validation';
import { onNotice, onRegistrationChoice, unprocessable } from '../../../../../server/src/kit.js';
import { NOTICE_TEMPLATES, type NoticeName } from '../templates.js';
import { pakistaniMobile } from '../validation.js';
import { NOT_OFFERED, saveChoice } from './choices.js';
import { offers, sendNotice } from './send.js';

const isNotice = (name: string): name is NoticeName => Object.hasOwn(NOTICE_TEMPLATES, name);

onNotice((deps, trx, notice) => {
  if (!isNotice(notice.notice)) throw new Error(`No notice is named ${notice.notice}: add its template to features/notices/templates.ts`);
  if (notice.params.length !== NOTICE_TEMPLATES[notice.notice].params.length) throw new Error(`The notice ${notice.notice} takes ${NOTICE_TEMPLATES[notice.notice].params.length} parameters`);
  return sendNotice(deps, trx, { ...notice, notice: notice.notice });
});

// In the transaction that creates the account: a refusal here creates no account.
onRegistrationChoice(async (deps, trx, userId, { channel, phone }, from) => {
  if (!offers(deps.config, channel)) throw unprocessable({ notices: NOT_OFFERED[channel] });
  // The registration's rules checked the number; it is kept as +923xxxxxxxxx whichever way it was written.
  const number = pakistaniMobile(phone);
  if (!number) throw unprocessable({ phone: messages.mobileForNotices });
  await saveChoice(trx, userId, { channel, phone: number, sms_fallback: false }, { source: 'registration', ...from });
});
