// `npm run bench:directory [-- --runs 300]`: how fast the directory's queries are on the configured database
// (DATABASE_URL, or the embedded one under DATA_DIR): median and p99 of a whole page's database work (count,
// page, cards, skills) over many runs, for each kind of query, then the plan PostgreSQL chose for each, and
// whether any of them read a members table from end to end. Fill the database first with `npm run seed:members`.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Compilable } from 'kysely';
import { HOURLY_RATE_RANGES } from '../../../shared-api/src/enums.js';
import { repoRoot } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ConfigError, checkEnv } from '../env.js';
import { directoryStatements, listDirectory, nameWordsOf, type DirectoryQuery } from '../../../mfe-network/src/features/directory/server/queries.js';

// directory_counts is not one: a few dozen rows, one per visibility, primary skill and rate range.
const MEMBER_TABLES = ['directory_entries', 'users', 'profiles', 'user_skills'];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '300' }, warmup: { type: 'string', default: '30' }, plans: { type: 'boolean', default: true } }, allowNegative: true });
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  checkEnv(process.env);
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, '.data');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const { db, pool } = database;
  try {
    await migrateToLatest(db);
    const skills = await db.selectFrom('skills').select(['id', 'name']).where('parent_id', 'is', null).execute();
    const skill = (name: string) => skills.find((s) => s.name === name)!.id;
    const listed = await db.selectFrom('directory_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('visibility', '<>', 'hidden').executeTakeFirstOrThrow();
    const perPage = 12;
    const lastPage = Math.max(1, Math.ceil(Number(listed.n) / perPage));
    /** The cursor the previous page would have answered, so a deep page is asked for as the infinite scroll does. */
    const cursorFor = async (page: number) => {
      const row = await db
        .selectFrom('directory_entries')
        .select('listed_seq')
        .where('visibility', '<>', 'hidden')
        .orderBy('listed_seq', 'desc')
        .offset((page - 1) * perPage - 1)
        .limit(1)
        .executeTakeFirstOrThrow();
      return Number(row.listed_seq);
    };
    const base: DirectoryQuery = { audience: 'members', primarySkillIds: [], rateRange: null, nameWords: [], page: 1, perPage, after: null };
    const rateRange = HOURLY_RATE_RANGES.findIndex((r) => r.value === '1000,3000');
    const middle = Math.max(2, Math.floor(lastPage / 2));
    const cases: Array<[string, DirectoryQuery]> = [
      ['no filter (member directory, page 1)', base],
      ['no filter (Our Voice, page 1)', { ...base, audience: 'public' }],
      ['two skills (Software + Design)', { ...base, primarySkillIds: [skill('Software Development'), skill('Design & Creative')] }],
      ['two rare skills (Engineering + Sales)', { ...base, primarySkillIds: [skill('Engineering & Architecture'), skill('Sales & Marketing')] }],
      [`a rate range (${HOURLY_RATE_RANGES[rateRange].value})`, { ...base, rateRange }],
      ['a name search ("ayesha")', { ...base, nameWords: nameWordsOf('ayesha') }],
      ['a common name ("muhammad")', { ...base, nameWords: nameWordsOf('muhammad') }],
      ['two letters ("mu")', { ...base, nameWords: nameWordsOf('mu') }],
      ['a full name ("ayesha khan")', { ...base, nameWords: nameWordsOf('ayesha khan') }],
      ['every filter at once', { ...base, primarySkillIds: [skill('Software Development')], rateRange, nameWords: nameWordsOf('muhammad') }],
      ['page 2 by cursor', { ...base, page: 2, after: lastPage >= 2 ? await cursorFor(2) : null }],
      [`page ${middle} by cursor`, { ...base, page: middle, after: lastPage >= 2 ? await cursorFor(middle) : null }],
      [`deep page ${lastPage} by cursor`, { ...base, page: lastPage, after: lastPage >= 2 ? await cursorFor(lastPage) : null }],
      [`deep page ${lastPage} by page number only (offset)`, { ...base, page: lastPage }],
    ];

    const load = () => os.loadavg()[0].toFixed(2);
    console.log(`Directory bench on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${listed.n} listed members, ${perPage} a page (${lastPage} pages); ${runs} runs after ${warmup} warm-up runs each.`);
    // Other work on the machine shows in the p99 first: the load average says how busy it was.
    console.log(`Machine: ${os.cpus().length} cores, load average ${load()} at the start.`);
    console.log('Each run is a page\'s whole database work: the count, the page\'s entries, its cards and their skills.\n');
    const results: Array<{ name: string; median: number; p99: number; total: number }> = [];
    for (const [name, query] of cases) {
      let total = 0;
      for (let i = 0; i < warmup; i++) await listDirectory(db, query);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const page = await listDirectory(db, query);
        times.push(performance.now() - started);
        total = page.pagination.total;
      }
      times.sort((a, b) => a - b);
      results.push({ name, median: quantile(times, 0.5), p99: quantile(times, 0.99), total });
    }
    console.log(`Load average ${load()} at the end.\n`);
    const width = Math.max(...results.map((r) => r.name.length));
    console.log(`${'query'.padEnd(width)}  median ms   p99 ms   matches`);
    for (const r of results) console.log(`${r.name.padEnd(width)}  ${r.median.toFixed(2).padStart(9)}  ${r.p99.toFixed(2).padStart(7)}  ${String(r.total).padStart(8)}`);

    if (!values.plans) return 0;
    const scans: string[] = [];
    const explain = async (label: string, statement: Compilable) => {
      const { sql, parameters } = statement.compile();
      const result = await pool.query(`explain (analyze, costs off, timing off, summary off) ${sql}`, parameters as unknown[]);
      const plan = (Array.isArray(result) ? result.at(-1)! : result).rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      for (const table of MEMBER_TABLES) if (new RegExp(`Seq Scan on ${table}\\b`).test(plan)) scans.push(`${label}: Seq Scan on ${table}`);
      console.log(`\n-- ${label}\n${plan}`);
    };
    console.log('\nPlans (EXPLAIN ANALYZE, actual rows):');
    for (const [name, query] of cases) {
      const statements = directoryStatements(db, query);
      await explain(`${name}: count`, statements.count);
      await explain(`${name}: page`, statements.ids);
    }
    const cards = await listDirectory(db, base);
    const ids = (await db.selectFrom('users').select('id').where('member_id', 'in', cards.items.map((c) => c.member_id)).execute()).map((r) => r.id);
    await explain('the page\'s cards (every page)', db.selectFrom('users as u').innerJoin('profiles as p', 'p.user_id', 'u.id').select(['u.member_id', 'p.title']).where('u.id', 'in', ids.length ? ids : [0]));
    console.log(scans.length ? `\nSequential scans of a members table:\n  ${scans.join('\n  ')}` : '\nNo plan reads a members table from end to end (no Seq Scan on directory_entries, users, profiles or user_skills).');
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 2;
  } else throw error;
}
