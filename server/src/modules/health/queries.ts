import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Resolves when the database answers a trivial query. */
export const pingDatabase = async (db: Kysely<Database>) => {
  await sql`select 1`.execute(db);
};

/** Resolves when the job queue's tables answer (the queue lives in the same database, in its own schema). */
export const pingJobQueue = async (db: Kysely<Database>) => {
  await sql`select 1 from pgboss.queue limit 1`.execute(db);
};

export interface SiteFigures {
  jobs: Array<{ queue: string; state: string; count: number }>;
  jobAges: Array<{ queue: string; seconds: number }>;
  outbox: { waiting: number; failing: number };
  orders: Array<{ kind: string; status: string; count: number }>;
  attempts: Array<{ gateway: string; status: string; count: number }>;
  openLatePayments: number;
  lastPaidAt: Date | null;
}

/** The figures the site's metrics show, in one reading (modules/health/site-metrics.ts). */
export async function readSiteFigures(db: Kysely<Database>): Promise<SiteFigures> {
  const jobs = await sql<{ queue: string; state: string; count: number; waited: number | null }>`
    select name as queue,
           case when state = 'created' and start_after > now() then 'scheduled' when state = 'created' then 'waiting' else state::text end as state,
           count(*)::int as count,
           extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as waited
    from pgboss.job
    where state in ('created', 'retry', 'active')
    group by 1, 2`.execute(db);
  const ages = new Map<string, number>();
  for (const row of jobs.rows) ages.set(row.queue, Math.max(ages.get(row.queue) ?? 0, row.waited ?? 0));
  const outbox = await sql<{ waiting: number; failing: number }>`
    select count(*) filter (where error is null)::int as waiting, count(*) filter (where error is not null)::int as failing
    from outbox where sent_at is null`.execute(db);
  const orders = await db.selectFrom('orders').select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy(['kind', 'status']).execute();
  const attempts = await db.selectFrom('payment_attempts').select(['gateway', 'status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy(['gateway', 'status']).execute();
  const late = await db.selectFrom('late_payments').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'open').executeTakeFirstOrThrow();
  const paid = await db.selectFrom('orders').select((eb) => eb.fn.max('paid_at').as('at')).where('status', '=', 'paid').executeTakeFirst();
  return {
    jobs: jobs.rows.map(({ queue, state, count }) => ({ queue, state, count })),
    jobAges: [...ages].map(([queue, seconds]) => ({ queue, seconds })),
    outbox: outbox.rows[0] ?? { waiting: 0, failing: 0 },
    orders: orders.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) })),
    attempts: attempts.map((row) => ({ gateway: row.gateway, status: row.status, count: Number(row.count) })),
    openLatePayments: Number(late.count),
    lastPaidAt: paid?.at ? new Date(paid.at) : null,
  };
}
