// A plan order became paid (a verified card payment, a bill payment staff received, a late payment staff honoured):
// its year is added in the same transaction, and the member is told. The orders' owner calls this for every paid
// membership order (events/confirm.ts).
import type { Transaction } from 'kysely';
import { pathIn } from '../../../../../shared-api/src/locale.js';
import { type Database, type Deps, formatRupees, mailLocale, notify } from '../../../../../server/src/kit.js';
import { endCertificateWithdrawn } from './certificate.js';
import { membershipPaidMail } from './mails.js';
import { activateOrderPeriod, removeOrderPeriod } from './periods.js';
import { formatDay, planTitle } from './plans.js';

export async function activatePaidPlanOrder(deps: Pick<Deps, 'clock' | 'config' | 'mailer' | 'jobs'>, trx: Transaction<Database>, orderId: number) {
  const period = await activateOrderPeriod(trx, orderId, deps.clock.now());
  // Nothing new when the order's year was added already: no second mail either.
  if (!period || !period.ends_at) return;
  const row = await trx
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('membership_packages as p', 'p.id', 'o.membership_package_id')
    .select(['o.id', 'o.user_id', 'o.grand_total', 'u.email', 'u.language', 'p.name', 'p.name_ur'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const locale = mailLocale(row.language);
  const mail = membershipPaidMail(
    row.email,
    { orderId: row.id, packageName: planTitle(row, locale), total: row.grand_total, startsOn: formatDay(period.starts_at, locale), endsOn: formatDay(period.ends_at, locale) },
    deps.config.publicUrl + pathIn(locale, '/dashboard/membership'),
    locale,
  );
  await deps.mailer.sendMail(mail, { kind: 'transactional', trx });
  const orderUrl = deps.config.publicUrl + pathIn(locale, `/dashboard/orders/${row.id}`);
  await notify(deps, trx, { userId: row.user_id, notice: 'payment-received', about: `order:${row.id}`, params: [formatRupees(row.grand_total, locale), `#${row.id}`, orderUrl] });
}

/** What paying a plan order did, for staff: the year it added, and until when the membership now runs. */
export async function paidPlanNote(deps: Pick<Deps, 'db' | 'clock'>, orderId: number): Promise<string> {
  const row = await deps.db
    .selectFrom('orders as o')
    .innerJoin('membership_packages as p', 'p.id', 'o.membership_package_id')
    .leftJoin('memberships as m', 'm.order_id', 'o.id')
    .select(['p.name', 'm.starts_at', 'm.ends_at'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!row.starts_at || !row.ends_at) return `The member's ${row.name} membership is active.`;
  // A renewal paid before the running year ends starts where that year ends.
  return row.starts_at > deps.clock.now()
    ? `The member's ${row.name} membership is renewed: the new year runs from ${formatDay(row.starts_at)} until ${formatDay(row.ends_at)}.`
    : `The member's ${row.name} membership is now active until ${formatDay(row.ends_at)}.`;
}

/**
 * Staff undid the payment of a plan order (mfe-ticketing's staff-orders feature), or refunded it: the year it
 * added is removed in the same transaction. The member is told by the undo's or the refund's own mail. A certificate
 * printed meanwhile stops verifying, since verification reads the periods as they are, and says it ended then: on the
 * refund's day (or the undo's), not at the end the withdrawn year would have had.
 */
export async function withdrawPlanOrderPeriod(deps: Pick<Deps, 'clock'>, trx: Transaction<Database>, orderId: number) {
  const period = await trx
    .selectFrom('memberships as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select(['m.user_id', 'm.package_id', 'o.refunded_at'])
    .where('m.order_id', '=', orderId)
    .executeTakeFirst();
  const removed = await removeOrderPeriod(trx, orderId);
  if (removed === 'later-period') return { refused: 'Another membership period of this member starts where this one ends: this payment cannot be undone here.' };
  if (removed === 'removed' && period) await endCertificateWithdrawn(trx, { userId: period.user_id, packageId: period.package_id }, period.refunded_at ?? deps.clock.now());
  return null;
}
