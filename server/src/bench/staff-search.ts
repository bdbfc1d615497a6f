// `npm run bench:staff-search [-- --db postgres|pglite|both --members 100000 --orders 200000 --runs 200]`
//
// How fast staff find what they have in hand in the staff lists, at an association's size: it fills a fresh database
// with the demo content, `--members` more members (complete profiles, as the directory's bench makes them) and
// `--orders` orders of theirs, then asks the real HTTP calls the staff table makes, as a staff member, `--runs` times
// for each kind of search: an order by its number, its 1Bill reference, the holder's CNIC, phone, e-mail or name, the
// member's MEMBER ID, a ticket code; bank-account requests by a member's name. Prints p50/p99 per kind and whether each meets the
// goal (p99 ≤ 50 ms on PostgreSQL), then the plan PostgreSQL chose for the slowest, so an index that is not used shows.
//
// --db postgres (the default) uses DATABASE_URL, or a throw-away cluster through tools/with-postgres.sh.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { optionsFromEnv, repoRoot } from '../config.js';
import { seedBulkMembers } from '../db/seed/bulk-members.js';
import { apiUrl } from '../http/api-paths.js';
import { ticketCode } from '../modules/events/ticket-code.js';
import { issueToken } from '../plugins/auth-tokens.js';
import { bankLeadContract } from '../../../mfe-safety-net/src/features/bank-account/contract.js';
import { staffOrdersContract } from '../../../mfe-ticketing/src/features/staff-orders/contract.js';
import { flag, numberFlag, onEachDatabase, percentile, table } from './load.js';

const args = process.argv.slice(2);
const dbChoice = flag(args, 'db', 'postgres');
const members = Math.round(numberFlag(args, 'members', 100_000));
const orders = Math.round(numberFlag(args, 'orders', 200_000));
const runs = Math.round(numberFlag(args, 'runs', 200));
const GOAL_P99_MS = 50;

if (!['both', 'pglite', 'postgres'].includes(dbChoice) || members < 1000 || orders < 1000 || runs < 10) {
  console.error('usage: npm run bench:staff-search -- [--db postgres|pglite|both] [--members 100000] [--orders 200000] [--runs 200]');
  process.exit(2);
}

async function bench(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-bench-search-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DEMO_CONTENT: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const { port: _port, host: _host, ...production } = optionsFromEnv(env);
  const app = buildApp({ ...production, serveSite: false, dataDir, databaseUrl });
  try {
    await app.ready();
    const db = app.db;
    console.log(`\n${kind}: adding ${members} members…`);
    let started = performance.now();
    await seedBulkMembers(db, app.storage, members);
    console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);

    console.log(`${kind}: adding ${orders} orders…`);
    started = performance.now();
    const plan = await db.selectFrom('membership_packages').select('id').where('price', '>', 0).executeTakeFirstOrThrow();
    // Each member's orders, as bought over the years (paid or expired: one pending plan order per member at most),
    // holders named as their accounts are, with a CNIC and a phone written as members type them.
    const perBatch = 20_000;
    for (let done = 0; done < orders; done += perBatch) {
      const count = Math.min(perBatch, orders - done);
      await sql`
        insert into orders (user_id, kind, membership_package_id, idempotency_key, payment_method, status, subtotal, grand_total,
          first_name, last_name, email, cnic, phone_number, city, state, country, physical_address, created_at, paid_at)
        select u.id, 'membership', ${plan.id}, 'bench-' || g, case when g % 3 = 0 then 5 else 3 end,
          case when g % 7 = 0 then 'expired' else 'paid' end, 6000, 6000,
          split_part(u.name, ' ', 1), coalesce(nullif(split_part(u.name, ' ', 2), ''), 'Khan'), u.email,
          lpad((3520100000000 + g)::text, 13, '0'), '0300 ' || lpad((g % 10000000)::text, 7, '0'),
          'Lahore', 'Punjab', 'Pakistan', 'House ' || g || ', Gulberg III',
          now() - make_interval(days => (g % 900)::int), now() - make_interval(days => (g % 900)::int)
        from generate_series(${done + 1}::bigint, ${done + count}::bigint) g
        join (select id, name, email, row_number() over (order by id) - 1 as n from users) u on u.n = g % ${members}`.execute(db);
    }
    // As a running database is, after autovacuum: statistics read, visibility maps set.
    await sql`vacuum analyze`.execute(db);
    console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const staff = await db.selectFrom('users').select('id').where('role', '=', 'staff').executeTakeFirstOrThrow();
    const { token } = await issueToken(db, staff.id);
    const sample = await db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.id', 'o.cnic', 'o.phone_number', 'o.email', 'o.last_name', 'u.name', 'u.membership_id'])
      .where('o.idempotency_key', 'like', 'bench-%')
      .orderBy(sql`random()`)
      .limit(50)
      .execute();
    const pick = (i: number) => sample[i % sample.length];
    // Ticket codes of the demo content's paid tickets (what the door's QR carries).
    const tickets = await db.selectFrom('orders').select('ticket_id').where('kind', '=', 'ticket').where('status', '=', 'paid').limit(20).execute();
    const codes = await Promise.all(tickets.map((t) => ticketCode(db, t.ticket_id!)));
    const ordersUrl = apiUrl(staffOrdersContract.getStaffOrders);
    const leadsUrl = apiUrl(bankLeadContract.getBankLeads);
    const cases: Array<[string, (i: number) => string]> = [
      ['order number', (i) => `${ordersUrl}?q=${pick(i).id}`],
      ['1Bill reference', (i) => `${ordersUrl}?q=10470${pick(i).id}`],
      ['CNIC', (i) => `${ordersUrl}?q=${pick(i).cnic}`],
      ['phone, as typed', (i) => `${ordersUrl}?q=${encodeURIComponent(pick(i).phone_number)}`],
      ['e-mail start', (i) => `${ordersUrl}?q=${encodeURIComponent(pick(i).email.slice(0, 10))}`],
      ['name words', (i) => `${ordersUrl}?q=${encodeURIComponent(pick(i).name)}`],
      ['MEMBER ID', (i) => `${ordersUrl}?q=${pick(i).membership_id}`],
      ['ticket code', (i) => `${ordersUrl}?q=${encodeURIComponent(codes[i % codes.length])}`],
      ['no search, newest first', () => ordersUrl],
      ['bank requests by name', (i) => `${leadsUrl}?q=${encodeURIComponent(pick(i).last_name)}`],
    ];
    const rows: Array<Array<string | number>> = [];
    let slowest: { name: string; p99: number; url: string } | null = null;
    for (const [name, url] of cases) {
      for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(i), headers: { authorization: `Bearer ${token}` } });
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const at = performance.now();
        const res = await app.inject({ method: 'GET', url: url(i), headers: { authorization: `Bearer ${token}` } });
        times.push(performance.now() - at);
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      }
      const sorted = Float64Array.from(times).sort();
      const p99 = percentile(sorted, 99);
      rows.push([name, percentile(sorted, 50).toFixed(1), p99.toFixed(1), kind === 'postgres' ? (p99 <= GOAL_P99_MS ? 'yes' : 'NO') : '-']);
      if (!slowest || p99 > slowest.p99) slowest = { name, p99, url: url(0) };
    }
    console.log(`\n${kind}, ${members} added members and ${orders} orders, ${runs} requests each (HTTP, as a staff member):`);
    console.log(table(['search', 'p50 ms', 'p99 ms', `p99 ≤ ${GOAL_P99_MS} ms`], rows));
    if (slowest) console.log(`slowest: ${slowest.name} (${slowest.url})`);
    if (kind === 'postgres') {
      // Where the time of an unfiltered first page goes: the count of every order, and the page itself.
      for (const statement of [sql`explain (analyze, buffers) select count(*) from orders`, sql`explain (analyze, buffers) select id from orders order by id desc limit 25`]) {
        const { rows: lines } = await statement.execute(db);
        console.log(`\n${lines.map((line) => Object.values(line as Record<string, string>)[0]).join('\n')}`);
      }
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEachDatabase(dbChoice, bench, fileURLToPath(import.meta.url), args, repoRoot);
