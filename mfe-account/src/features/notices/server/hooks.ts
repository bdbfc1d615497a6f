// What the notices feature plugs into the server's registries, imported by every process (a web process and a worker
// alike, since both send notices): every `notify` of a module becomes a WhatsApp or SMS message for a member who chose
// one (server/src/lib/notices.ts).
import { onNotice } from '../../../../../server/src/kit.js';
import { NOTICE_TEMPLATES, type NoticeName } from '../templates.js';
import { sendNotice } from './send.js';

const isNotice = (name: string): name is NoticeName => Object.hasOwn(NOTICE_TEMPLATES, name);

onNotice((deps, trx, notice) => {
  if (!isNotice(notice.notice)) throw new Error(`No notice is named ${notice.notice}: add its template to features/notices/templates.ts`);
  if (notice.params.length !== NOTICE_TEMPLATES[notice.notice].params.length) throw new Error(`The notice ${notice.notice} takes ${NOTICE_TEMPLATES[notice.notice].params.length} parameters`);
  return sendNotice(deps, trx, { ...notice, notice: notice.notice });
});
