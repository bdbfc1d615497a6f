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

/** How many jobs of one queue are in one state, and how long the oldest due one of them has waited (seconds). */
export interface JobQueueRow {
  queue: string;
  /** waiting (due, not taken), scheduled (due later), retry, active, or failed (gave up; kept a week) */
  state: 'waiting' | 'scheduled' | 'retry' | 'active' | 'failed';
  count: number;
  /** null when none of them is due */
  waited: number | null;
}

/**
 * The job queues' jobs by queue and state, counted where the queue keeps them, with how long each state's oldest due job
 * has waited by the database's clock. `failed` adds the jobs that gave up (the metrics leave them out; the admins'
 * system page shows them).
 */
export async function readJobQueues(db: Kysely<Database>, { failed = false } = {}): Promise<JobQueueRow[]> {
  const states = failed ? ['created', 'retry', 'active', 'failed'] : ['created', 'retry', 'active'];
  const { rows } = await sql<JobQueueRow>`
    select name as queue,
           case when state = 'created' and start_after > now() then 'scheduled' when state = 'created' then 'waiting' else state::text end as state,
           count(*)::int as count,
           extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as waited
    from pgboss.job
    where state in (${sql.join(states.map((state) => sql.lit(state)))})
    group by 1, 2`.execute(db);
  return rows;
}

/** Every queue the job queue has, by name, with or without jobs. */
export async function jobQueueNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pgboss.queue order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Messages not delivered yet: waiting for a first try, or failing (tried and refused); and when the oldest waiting one
 * was written.
 */
export async function readOutbox(db: Kysely<Database>): Promise<{ waiting: number; failing: number; oldestWaitingAt: Date | null }> {
  const { rows } = await sql<{ waiting: number; failing: number; oldest_waiting: Date | null }>`
    select count(*) filter (where error is null)::int as waiting, count(*) filter (where error is not null)::int as failing,
           min(created_at) filter (where error is null) as oldest_waiting
    from outbox where sent_at is null`.execute(db);
  const row = rows[0];
  return { waiting: row?.waiting ?? 0, failing: row?.failing ?? 0, oldestWaitingAt: row?.oldest_waiting ? new Date(row.oldest_waiting) : null };
}

/** Messages the SMTP server accepted in the last 24 hours, by the database's clock. */
export async function mailSentInLastDay(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ sent: number }>`select count(*)::int as sent from outbox where sent_at > now() - interval '1 day'`.execute(db);
  return rows[0]?.sent ?? 0;
}

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
  const jobs = await readJobQueues(db);
  const ages = new Map<string, number>();
  for (const row of jobs) ages.set(row.queue, Math.max(ages.get(row.queue) ?? 0, row.waited ?? 0));
  const { waiting, failing } = await readOutbox(db);
  const orders = await db.selectFrom('orders').select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy(['kind', 'status']).execute();
  const attempts = await db.selectFrom('payment_attempts').select(['gateway', 'status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy(['gateway', 'status']).execute();
  const late = await db.selectFrom('late_payments').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'open').executeTakeFirstOrThrow();
  const paid = await db.selectFrom('orders').select((eb) => eb.fn.max('paid_at').as('at')).where('status', '=', 'paid').executeTakeFirst();
  return {
    jobs: jobs.map(({ queue, state, count }) => ({ queue, state, count })),
    jobAges: [...ages].map(([queue, seconds]) => ({ queue, seconds })),
    outbox: { waiting, failing },
    orders: orders.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) })),
    attempts: attempts.map((row) => ({ gateway: row.gateway, status: row.status, count: Number(row.count) })),
    openLatePayments: Number(late.count),
    lastPaidAt: paid?.at ? new Date(paid.at) : null,
  };
}
