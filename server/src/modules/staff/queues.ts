// The staff home: what waits for the association's staff, read from each module's tables in one query per queue.
// Each queue names the staff list that shows exactly its items (the remotes' route tables and their filters).
import { sql, type Kysely } from 'kysely';
import { PAYMENT_METHODS } from '../../../../shared-api/src/enums.js';
import type { Database } from '../../db/schema.js';

const DAY = 86_400_000;
const karachiDay = (at: Date) => new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);

interface Counted {
  n: number | string;
  oldest: Date | null;
}

const counted = (row: Counted | undefined) => ({ count: Number(row?.n ?? 0), oldest_at: row?.oldest ?? null });

/** The queues as `viewerId`, the staff member reading them, sees them (the refunds they may decide themselves). */
export async function staffQueues(db: Kysely<Database>, now: Date, viewerId: number) {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const [issues, bills, expiring, late, refunds, leads, volunteers, enrolments] = await Promise.all([
    db
      .selectFrom('issues')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('waiting_since').as('oldest')])
      .where('status', '=', 'Open')
      .where('waiting_since', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .where('payment_method', '=', PAYMENT_METHODS.onebill)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('expires_at').as('oldest')])
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .where('expires_at', '<=', new Date(now.getTime() + DAY))
      .executeTakeFirst(),
    db
      .selectFrom('late_payments')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'open')
      .executeTakeFirst(),
    // Refunds one staff member asked for, waiting for a second; the reader decides those they neither asked for nor
    // are the order's member (refund_requests_open keeps one per order).
    db
      .selectFrom('refund_requests as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('r.created_at').as('oldest'),
        sql<number>`count(*) filter (where r.requested_by is distinct from ${viewerId} and o.user_id <> ${viewerId})`.as('decidable'),
      ])
      .where('r.status', '=', 'requested')
      .executeTakeFirst(),
    db
      .selectFrom('bank_account_leads')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('sent_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('volunteer_applications')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('created_at', '>=', weekAgo)
      .executeTakeFirst(),
    db
      .selectFrom('course_enrolments')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  const queues = [
    { key: 'issues' as const, label: 'Issues waiting for staff', path: '/staff/issues?view=waiting', ...counted(issues) },
    { key: 'bill-payments' as const, label: 'Bill payments waiting', path: `/staff/orders?status=pending&method=${PAYMENT_METHODS.onebill}`, ...counted(bills) },
    { key: 'expiring-holds' as const, label: 'Holds expiring within 24 hours', path: '/staff/orders?view=expiring', ...counted(expiring) },
    { key: 'late-payments' as const, label: 'Card payments approved late', path: '/staff/orders?view=late', ...counted(late) },
    { key: 'refunds' as const, label: 'Refunds waiting for approval', path: '/staff/orders?view=refunds', ...counted(refunds), you_may_decide: Number(refunds?.decidable ?? 0) },
    { key: 'bank-requests' as const, label: 'Bank-account requests not sent', path: '/staff/leads?sent=no', ...counted(leads) },
    { key: 'volunteers' as const, label: 'New volunteers (7 days)', path: `/staff/volunteers?from=${karachiDay(weekAgo)}`, ...counted(volunteers) },
    { key: 'enrolments' as const, label: 'Course enrolments waiting for a decision', path: '/staff/learning/enrolments?status=pending', ...counted(enrolments) },
  ];
  const events = await db
    .selectFrom('events as e')
    .select(['e.id', 'e.title', 'e.start_date'])
    .select([
      sql<number>`(select count(*) from tickets t join orders o on o.ticket_id = t.id and o.status = 'paid' where t.event_id = e.id)`.as('sold'),
      sql<number>`(select count(*) from check_ins c join tickets t on t.id = c.ticket_id where t.event_id = e.id)`.as('checked_in'),
    ])
    .where('e.end_date', '>=', now)
    .where('e.start_date', '<', new Date(now.getTime() + 7 * DAY))
    .orderBy('e.start_date')
    .limit(20)
    .execute();
  return {
    queues,
    events: events.map((e) => ({ id: e.id, title: e.title, start_date: e.start_date, sold: Number(e.sold), checked_in: Number(e.checked_in), path: `/staff/check-in?event=${e.id}` })),
  };
}
