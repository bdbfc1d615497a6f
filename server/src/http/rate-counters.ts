// The store of per-address limits (`config: rateLimitPerIp(rule)` on a route): counters live in the database, so two
// web processes behind one proxy count the same requests against one limit, and a restart forgets none.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sha256 } from '../lib/crypto.js';
import { isRecord } from '../lib/guards.js';

/**
 * One request more for `key` in its window: a fixed window that starts with the key's first request. The count and
 * the window move in one statement (an upsert takes the row's lock), so requests at once on any instance are each
 * counted. The key names the route and its limit as well as the address: instances with the same limits share a
 * count; a changed limit starts counting afresh.
 */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number) {
  const row = await sql<{ hits: number; ttl: number }>`
    insert into rate_counters as c (key, hits, resets_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
      resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::float8 as ttl`.execute(db);
  // Now and then, rows whose window ended long ago go.
  if (Math.random() < 0.01) await db.deleteFrom('rate_counters').where('resets_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  return { current: Number(row.rows[0].hits), ttl: Number(row.rows[0].ttl) };
}

class DatabaseRateStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly prefix = '',
  ) {}

  incr(address: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
    // Addresses are not kept as they are: the key is a digest.
    countHit(this.db(), sha256(`${this.prefix}${max}/${timeWindow}:${address}`), timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  // The plugin passes its merged options with the route under `routeInfo` (its typings say the route options).
  child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
    const route: unknown = 'routeInfo' in options ? options.routeInfo : options;
    const method = isRecord(route) ? [route.method].flat().join(',') : '';
    const url = isRecord(route) && typeof route.url === 'string' ? route.url : '';
    return new DatabaseRateStore(this.db, `${this.prefix}${method} ${url}:`);
  }
}

/** The store class @fastify/rate-limit builds, reading the database when a request comes (the plugin opens it later). */
export const databaseRateStore = (db: () => Kysely<Database>): FastifyRateLimitStoreCtor =>
  class extends DatabaseRateStore {
    constructor() {
      super(db);
    }
  };
