// `npm run bench:api [-- --db both|pglite|postgres --connections 10 --seconds 5 --rounds 5 --warmup 1 --encoding br|none --only blogs,cities]`
//
// What the server costs on top of its SQL, for the public reads. In one process it starts the real app (buildApp
// with `npm run serve`'s production options, API only) and a bare Fastify (no plugins, no hooks, no schemas, a plain
// JSON reply of the same envelope) whose handlers call the same query functions of the modules on the same Kysely
// handle, hence the same SQL on the same database. Both listen on 127.0.0.1. A client in a process of its own
// (load-worker.ts) loads each route on each server with the same connections for the same time (closed loop, after a
// warm-up, in slices that alternate between the two servers so a busy machine weighs on both alike) and the table
// compares them. Target: the real server keeps at least half the bare one's throughput on every
// read (ratio ≥ 0.5).
//
// Requests carry a browser's `accept-encoding` (the real server compresses, the bare one never does);
// `--encoding none` sends none, to see the rest of the cost on its own.
//
// --db both (the default) runs the embedded PGlite (a fresh data folder, seeded with the demo content) and then
// PostgreSQL (DATABASE_URL, or a throw-away cluster through tools/with-postgres.sh).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import Fastify, { type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { conferenceContract } from '../../../mfe-public/src/features/conferences/contract.js';
import { homeContentContract } from '../../../mfe-public/src/features/home-content/contract.js';
import { blogContract } from '../../../mfe-public/src/features/blog/contract.js';
import { pressContract } from '../../../mfe-public/src/features/press/contract.js';
import { healthContract } from '../../../shared-api/src/contracts/health.js';
import { placeContract } from '../../../shared-api/src/contracts/places.js';
import { publicationContract } from '../../../mfe-public/src/features/publications/contract.js';
import { skillContract } from '../../../shared-api/src/contracts/skills.js';
import { buildApp } from '../app.js';
import { optionsFromEnv, repoRoot } from '../config.js';
import type { Database } from '../db/schema.js';
import { apiRoute, apiUrl } from '../http/api-paths.js';
import { ok } from '../http/envelope.js';
import type { PageQuery } from '../http/paging.js';
import { conferencePage } from '../../../mfe-public/src/features/conferences/server/queries.js';
import { findBlog, listBlogs } from '../../../mfe-public/src/features/blog/server/queries.js';
import { directors, highlights, partners } from '../../../mfe-public/src/features/home-content/server/queries.js';
import { featuredPressReleases, findPressRelease, listPressReleases } from '../../../mfe-public/src/features/press/server/queries.js';
import { pingDatabase } from '../modules/health/queries.js';
import { listCities } from '../modules/places/queries.js';
import { listPublications } from '../../../mfe-public/src/features/publications/server/queries.js';
import { primarySkills } from '../modules/skills/queries.js';
import { BROWSER_HEADERS, combine, flag, loadClient, ms, numberFlag, onEachDatabase, table, type ClosedLoopResult } from './load.js';

const args = process.argv.slice(2);
const dbChoice = flag(args, 'db', 'both');
const connections = Math.round(numberFlag(args, 'connections', 10));
const seconds = numberFlag(args, 'seconds', 5);
const warmup = Number(flag(args, 'warmup', '1'));
const rounds = Math.round(numberFlag(args, 'rounds', 5));
const encoding = flag(args, 'encoding', 'br');
const only = flag(args, 'only', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const TARGET = 0.5;

if (!['both', 'pglite', 'postgres'].includes(dbChoice) || !['br', 'none'].includes(encoding) || !Number.isFinite(warmup) || warmup < 0) {
  console.error('usage: npm run bench:api -- [--db both|pglite|postgres] [--connections 10] [--seconds 5] [--rounds 5] [--warmup 1] [--encoding br|none] [--only blogs,cities]');
  process.exit(2);
}


interface Read {
  /** the route as the real server declares it */
  route: string;
  /** the address loaded */
  url: string;
  /** what the bare server's handler does: the module's query functions, nothing else */
  load: (db: Kysely<Database>, request: FastifyRequest) => Promise<unknown>;
}

const page = (request: FastifyRequest, perPage: number): PageQuery => {
  const query = request.query as { page?: string; per_page?: string };
  return { page: Number(query.page ?? 1), per_page: Number(query.per_page ?? perPage) };
};
const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

async function reads(db: Kysely<Database>): Promise<Read[]> {
  const blog = (await listBlogs(db, { page: 1, per_page: 1 }, new Date())).items[0];
  const press = (await listPressReleases(db, { page: 1, per_page: 1 }, new Date())).items[0];
  const conference = await db.selectFrom('conferences').select('slug').orderBy('id').executeTakeFirst();
  if (!blog || !press || !conference) throw new Error('the database has no demo content (blogs, press releases, conferences)');
  return [
    { route: apiRoute(blogContract.getBlogs), url: apiUrl(blogContract.getBlogs), load: (db, r) => listBlogs(db, page(r, 9), new Date()) },
    { route: apiRoute(blogContract.getBlog), url: apiUrl(blogContract.getBlog, { id: blog.id }), load: (db, r) => findBlog(db, idOf(r), new Date()) },
    { route: apiRoute(pressContract.getPressReleases), url: apiUrl(pressContract.getPressReleases), load: (db, r) => listPressReleases(db, page(r, 10), new Date()) },
    { route: apiRoute(pressContract.getPressRelease), url: apiUrl(pressContract.getPressRelease, { id: press.id }), load: (db, r) => findPressRelease(db, idOf(r), new Date()) },
    { route: apiRoute(pressContract.getFeaturedPressReleases), url: apiUrl(pressContract.getFeaturedPressReleases), load: (db) => featuredPressReleases(db, new Date()) },
    { route: apiRoute(homeContentContract.getDirectors), url: apiUrl(homeContentContract.getDirectors), load: (db) => directors(db, new Date()) },
    { route: apiRoute(homeContentContract.getHighlights), url: apiUrl(homeContentContract.getHighlights), load: (db) => highlights(db, new Date()) },
    { route: apiRoute(homeContentContract.getPartners), url: apiUrl(homeContentContract.getPartners), load: (db) => partners(db, false, new Date()) },
    { route: apiRoute(publicationContract.getPublications), url: apiUrl(publicationContract.getPublications), load: (db, r) => listPublications(db, page(r, 12), new Date()) },
    { route: apiRoute(skillContract.getPrimarySkills), url: apiUrl(skillContract.getPrimarySkills), load: (db) => primarySkills(db) },
    { route: apiRoute(placeContract.getCities), url: apiUrl(placeContract.getCities), load: (db) => listCities(db) },
    {
      route: apiRoute(conferenceContract.getConference),
      url: apiUrl(conferenceContract.getConference, { slug: conference.slug }),
      load: (db, r) => conferencePage(db, (r.params as { slug: string }).slug, new Date()),
    },
    { route: apiRoute(healthContract.getHealth), url: apiUrl(healthContract.getHealth), load: async (db) => (await pingDatabase(db), { status: 'ok', database: 'ok' }) },
  ];
}

async function bench(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DEMO_CONTENT: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const { port: _port, host: _host, ...production } = optionsFromEnv(env);
  const real = buildApp({ ...production, serveSite: false, dataDir, databaseUrl });
  const started = Date.now();
  await real.listen({ host: '127.0.0.1', port: 0 });
  const db = real.db;

  // The same queries, the same handle, nothing around them.
  const bare = Fastify();
  const list = (await reads(db)).filter((r) => !only.length || only.some((o) => r.route.includes(o)));
  for (const read of list) bare.get(read.route, async (request) => ok(await read.load(db, request)));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const realBase = `http://127.0.0.1:${(real.server.address() as { port: number }).port}`;
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  console.log('');
  console.log(
    `bench:api — ${kind === 'pglite' ? 'PGlite (embedded, fresh folder, demo content)' : 'PostgreSQL'}; ${os.cpus().length} cores, Node ${process.version}; ` +
      `${connections} connections, ${warmup} s warm-up then ${seconds} s per route and server in ${rounds} alternating slices; load average ${os.loadavg()[0].toFixed(1)}; accept-encoding: ${encoding === 'br' ? BROWSER_HEADERS['accept-encoding'] : 'none'}; real server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // Both must answer the same data, or the comparison means nothing.
  const differing: string[] = [];
  for (const read of list) {
    const [a, b] = await Promise.all([fetch(realBase + read.url), fetch(bareBase + read.url)]);
    if (a.status !== 200 || b.status !== 200) throw new Error(`${read.url}: real ${a.status}, bare ${b.status} ${await b.text()}`);
    if (!isDeepStrictEqual(await a.json(), await b.json())) differing.push(read.route);
  }

  const client = loadClient(connections, encoding === 'br' ? BROWSER_HEADERS : { accept: 'application/json' });
  const rows: Array<Array<string | number>> = [];
  let below = 0;
  for (const read of list) {
    // Slices alternate between the two servers, so that anything else the machine does weighs on both alike.
    for (const base of [realBase, bareBase]) if (warmup > 0) await client.run(base + read.url, warmup);
    const slices = { real: [] as ClosedLoopResult[], bare: [] as ClosedLoopResult[] };
    // This process's CPU time (its threads included: compression runs on libuv's pool) while each server is loaded:
    // what a request costs, whatever else the machine is doing.
    const cpu = { real: 0, bare: 0 };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? (['bare', 'real'] as const) : (['real', 'bare'] as const);
      for (const which of order) {
        const before = process.cpuUsage();
        slices[which].push(await client.run((which === 'real' ? realBase : bareBase) + read.url, seconds / rounds));
        const used = process.cpuUsage(before);
        cpu[which] += used.user + used.system;
      }
    }
    const r = combine(slices.real);
    const b = combine(slices.bare);
    const ratio = r.rate / b.rate;
    const failures = [...Object.entries(r.failures).map(([k, v]) => `real ${k}×${v}`), ...Object.entries(b.failures).map(([k, v]) => `bare ${k}×${v}`)];
    if (ratio < TARGET) below++;
    rows.push([
      `GET ${read.url}`,
      Math.round(r.rate),
      Math.round(b.rate),
      // Rounded down: a ratio just under the target never shows as meeting it.
      (Math.floor(ratio * 100) / 100).toFixed(2),
      ratio < TARGET ? '✗ below' : '',
      ms(r.p99),
      ms(b.p99),
      Math.round(cpu.real / r.requests),
      Math.round(cpu.bare / b.requests),
      Math.round(r.meanBytes),
      Math.round(b.meanBytes),
      failures.join(' '),
    ]);
  }
  client.close();
  console.log(table(['route', 'real req/s', 'bare req/s', 'ratio', '≥ 0.5', 'real p99 ms', 'bare p99 ms', 'real CPU µs', 'bare CPU µs', 'real bytes', 'bare bytes', 'failures'], rows));
  console.log('CPU µs: this process\'s CPU time per answer while that server was loaded; bytes: body bytes per answer on the wire');
  console.log(`target: real/bare ≥ ${TARGET} on every read — ${below ? `${below} of ${list.length} below (marked ✗)` : `met on all ${list.length}`}`);
  console.log(differing.length ? `note: the two servers' JSON differ on ${differing.join(', ')} (the real one's response schema drops or reshapes fields)` : 'both servers answer the same JSON on every route');

  await bare.close();
  await real.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await onEachDatabase(dbChoice, bench, fileURLToPath(import.meta.url), args, repoRoot);
