// A paid order's confirmation: the mail with the ticket's download link, written in the transaction that marks the
// order paid (free enrolment, a verified card payment, a bill payment staff received). Another kind of order (a
// membership plan) is delivered by the module that sells it (lib/order-kinds.ts).
import type { Transaction } from 'kysely';
import { pathIn } from '../../../../shared-api/src/locale.js';
import type { Database } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { mailLocale } from '../users/queries.js';
import { notify } from '../../lib/notices.js';
import { orderKind } from '../../lib/order-kinds.js';
import { orderConfirmationMail } from './mails.js';
import { MAIL_LINK_SECONDS, ticketDownloadPath } from './ticket-file.js';

export async function sendOrderConfirmation(deps: Pick<Deps, 'clock' | 'config' | 'mailer' | 'jobs'>, trx: Transaction<Database>, orderId: number) {
  const { kind } = await trx.selectFrom('orders').select('kind').where('id', '=', orderId).executeTakeFirstOrThrow();
  if (kind !== 'ticket') return orderKind(kind).onPaid(deps, trx, orderId);
  const row = await trx
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('events as e', 'e.id', 'o.event_id')
    .innerJoin('event_packages as p', 'p.id', 'o.package_id')
    .select(['o.id', 'o.user_id', 'o.ticket_id', 'o.grand_total', 'u.email', 'u.name as member', 'u.language', 'e.title', 'p.name'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const { publicUrl } = deps.config;
  if (row.ticket_id === null) throw new Error(`Order ${orderId} is a ticket order without a ticket.`);
  const ticketUrl = publicUrl + (await ticketDownloadPath(trx, row.ticket_id, MAIL_LINK_SECONDS));
  const locale = mailLocale(row.language);
  const orderUrl = publicUrl + pathIn(locale, `/dashboard/orders/${row.id}`);
  await deps.mailer.sendMail(orderConfirmationMail(row.email, { id: row.id, event: row.title, packageName: row.name, total: row.grand_total }, ticketUrl, orderUrl, locale), { kind: 'transactional', trx });
  await notify(deps, trx, { userId: row.user_id, notice: 'ticket-confirmed', about: `order:${row.id}`, params: [row.member, row.title, ticketUrl] });
}
