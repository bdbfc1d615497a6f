// `npm run soak [-- --seconds 600 --rps 200 --members 40 --concurrency 256]`
//
// Starts the production server (server/src/bench/server.ts: `npm run serve`'s configuration, API only) on 127.0.0.1
// against PostgreSQL — DATABASE_URL, or a throw-away cluster from tools/with-postgres.sh when none is given — with
// the demo content seeded, and sends it a realistic mix at a fixed rate for a fixed time: public reads, sign-ins,
// profile saves (with an avatar each member uploaded before the run) and publication requests.
//
// The server's rate limits are raised for the run (AppOptions.rateLimits, see server.ts): every request comes from one
// address, and the production limits (20 sign-ins a minute, 10 publication requests in 10 minutes per address) would
// turn almost every write into a 429 instead of a measurement.
//
// The schedule is open-loop: request i is due at i / rps seconds whatever the answers do; at most --concurrency are
// in flight, and a request that has to wait for a free slot keeps its due time, so latencies are measured from when
// it was due (a slow server is not hidden by sending less). Answers are read in full and not decoded.
//
// At the end it prints requests sent, throughput, latency percentiles per kind and overall, failures by status, and
// checks that no acknowledged write was lost, reading the database directly: every sign-in token answered is stored,
// every publication request answered 201 is stored with its mail in the outbox, and every member's profile holds the
// last save that was answered 200 (each save carries a distinct hourly rate). Exits 1 on a lost write or any 5xx.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Endpoint } from '../../../shared-api/src/contract.js';
import { accountContract } from '../../../shared-api/src/contracts/account.js';
import { conferenceContract } from '../../../mfe-public/src/features/conferences/contract.js';
import { homeContentContract } from '../../../mfe-public/src/features/home-content/contract.js';
import { blogContract } from '../../../mfe-public/src/features/blog/contract.js';
import { pressContract } from '../../../mfe-public/src/features/press/contract.js';
import { healthContract } from '../../../shared-api/src/contracts/health.js';
import { placeContract } from '../../../shared-api/src/contracts/places.js';
import { profileFormContract } from '../../../mfe-account/src/features/profile/contract.js';
import { publicationContract } from '../../../mfe-public/src/features/publications/contract.js';
import { skillContract } from '../../../shared-api/src/contracts/skills.js';
import { uploadContract } from '../../../shared-api/src/contracts/uploads.js';
import { repoRoot } from '../config.js';
import { connectPostgres } from '../db/database.js';
import { placeholderPortrait } from '../db/seed/avatar.js';
import { apiRoute, apiUrl } from '../http/api-paths.js';
import { ascending, BROWSER_HEADERS, freePort, keepAliveAgent, ms, numberFlag, percentile, send, table } from './load.js';

const args = process.argv.slice(2);
const seconds = numberFlag(args, 'seconds', 600);
const rps = numberFlag(args, 'rps', 200);
const memberCount = Math.round(numberFlag(args, 'members', 40));
const maxInFlight = Math.round(numberFlag(args, 'concurrency', 256));
if (seconds > 3600 || rps > 5000) {
  console.error('The soak is bounded: at most 3600 seconds and 5000 requests per second.');
  process.exit(2);
}

if (!process.env.DATABASE_URL) {
  // A throw-away PostgreSQL on a free loopback port (not the tests' default port, which a test run may hold).
  if (!fs.existsSync('/usr/lib/postgresql')) {
    console.error('No DATABASE_URL and no PostgreSQL installed: `apt-get install -y postgresql`, or set DATABASE_URL.');
    process.exit(2);
  }
  const port = await freePort();
  const child = spawn('bash', [path.join(repoRoot, 'tools/with-postgres.sh'), process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), ...args], {
    stdio: 'inherit',
    env: { ...process.env, PGPORT_TEST: String(port) },
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  process.exit(await soak(process.env.DATABASE_URL));
}

// ---- the run ---------------------------------------------------------------------------------------------------

type Kind = string;

/** A call's kind as the tables print it: 'GET /api/blogs/{id}'. */
const kindOf = (endpoint: Pick<Endpoint, 'method' | 'path'>): Kind => `${endpoint.method} ${apiRoute(endpoint).replace(/:(\w+)/g, '{$1}')}`;

interface Tally {
  latencies: number[];
  statuses: Map<string, number>;
}

async function soak(databaseUrl: string): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  console.log(`soak: ${rps} requests/s for ${seconds} s (${Math.round(rps * seconds)} requests), at most ${maxInFlight} in flight, ${memberCount} members`);
  console.log(`server: ${base}, database ${redact(databaseUrl)}, log ${logFile}`);

  const server = startServer(port, base, dataDir, databaseUrl, logFile);
  let exitCode = 1;
  const handle = connectPostgres(databaseUrl, 2);
  const db = handle.db;
  try {
    await waitForHealth(base, server);
    const agent = keepAliveAgent(maxInFlight);
    const api = async (method: string, url: string, body?: object | Buffer, headers: Record<string, string> = {}) => {
      const answer = await send(agent, new URL(url, base), {
        method,
        headers: { accept: 'application/json', ...(body && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
      });
      const json = answer.body.length ? JSON.parse(answer.body.toString('utf8')) : null;
      if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${json?.message ?? ''}`);
      return json.data;
    };

    // What the reads and writes refer to: the seeded content, as the API lists it.
    const blogIds = ((await api('GET', `${apiUrl(blogContract.getBlogs)}?per_page=50`)).items as Array<{ id: number }>).map((b) => b.id);
    const blogPages = (await api('GET', apiUrl(blogContract.getBlogs))).pagination.last_page as number;
    const publicationIds = ((await api('GET', `${apiUrl(publicationContract.getPublications)}?per_page=50`)).items as Array<{ id: number }>).map((p) => p.id);
    const slugs = (await db.selectFrom('conferences').select('slug').orderBy('id').execute()).map((c) => c.slug);
    const cities = (await api('GET', apiUrl(placeContract.getCities))) as Array<{ name: string; province: string }>;
    const primary = ((await api('GET', apiUrl(skillContract.getPrimarySkills))) as Array<{ id: number }>)[0].id;
    const secondary = ((await api('GET', `${apiUrl(skillContract.getSecondarySkills)}?parent_id=${primary}`)) as Array<{ id: number }>)[0].id;
    if (!blogIds.length || !publicationIds.length || !slugs.length) throw new Error('the database has no demo content (blogs, publications, conferences)');

    // Members registered and given a picture before the clock starts.
    const runId = randomBytes(3).toString('hex');
    const setupStart = performance.now();
    const members = await inBatches(memberCount, 4, async (i) => {
      const email = `soak-${runId}-${i}@example.org`;
      const password = `Soak#${runId}-member-${i}`;
      const registered = await api('POST', apiUrl(accountContract.registerMember), { name: `Soak Member ${i}`, email, phone: '+92 300 1234567', password });
      const token = registered.api_token as string;
      const avatar = (await uploadAvatar(api, token, i)) as string;
      return { i, email, password, token, avatar, userId: 0, busy: false, chain: Promise.resolve(), lastAcked: 0, unknownSince: [] as number[] };
    });
    const ids = await db.selectFrom('users').select(['id', 'email']).where('email', 'like', `soak-${runId}-%`).execute();
    for (const m of members) m.userId = ids.find((row) => row.email === m.email)!.id;
    const tokensBefore = await countTokens(db, members.map((m) => m.userId));
    console.log(`setup: ${members.length} members registered with a picture in ${((performance.now() - setupStart) / 1000).toFixed(1)} s; ${blogIds.length} blogs, ${publicationIds.length} publications, ${slugs.length} conferences`);

    // The mix, per 100 requests: 80 public reads, 5 sign-ins, 10 profile saves, 5 publication requests.
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    const reads: Array<[Kind, number, () => string]> = [
      [kindOf(blogContract.getBlogs), 12, () => `${apiUrl(blogContract.getBlogs)}?page=${1 + Math.floor(Math.random() * blogPages)}`],
      [kindOf(blogContract.getBlog), 12, () => apiUrl(blogContract.getBlog, { id: pick(blogIds) })],
      [kindOf(pressContract.getPressReleases), 6, () => apiUrl(pressContract.getPressReleases)],
      [kindOf(pressContract.getFeaturedPressReleases), 4, () => apiUrl(pressContract.getFeaturedPressReleases)],
      [kindOf(homeContentContract.getDirectors), 6, () => apiUrl(homeContentContract.getDirectors)],
      [kindOf(homeContentContract.getHighlights), 6, () => apiUrl(homeContentContract.getHighlights)],
      [kindOf(homeContentContract.getPartners), 4, () => apiUrl(homeContentContract.getPartners)],
      [kindOf(conferenceContract.getConference), 8, () => apiUrl(conferenceContract.getConference, { slug: pick(slugs) })],
      [kindOf(publicationContract.getPublications), 8, () => apiUrl(publicationContract.getPublications)],
      [kindOf(skillContract.getPrimarySkills), 7, () => apiUrl(skillContract.getPrimarySkills)],
      [kindOf(placeContract.getCities), 7, () => apiUrl(placeContract.getCities)],
    ];
    const LOGIN = kindOf(accountContract.signIn);
    const PROFILE = kindOf(profileFormContract.saveProfile);
    const PUBLICATION = kindOf(publicationContract.requestPublication);
    const slots: Kind[] = shuffle([...reads.flatMap(([kind, weight]) => Array<Kind>(weight).fill(kind)), ...Array<Kind>(5).fill(LOGIN), ...Array<Kind>(10).fill(PROFILE), ...Array<Kind>(5).fill(PUBLICATION)]);
    const readUrl = new Map(reads.map(([kind, , url]) => [kind, url]));

    const tallies = new Map<Kind, Tally>();
    const tally = (kind: Kind) => tallies.get(kind) ?? tallies.set(kind, { latencies: [], statuses: new Map() }).get(kind)!;
    const count = (kind: Kind, status: string) => {
      const t = tally(kind);
      t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);
    };
    const issuedTokens: string[] = [];
    let loginsUnknown = 0;
    const publicationsAcked: string[] = [];
    const publicationsUnknown: string[] = [];
    let saveSeq = 0;
    let savesAcked = 0;
    let memberCursor = 0;
    /** answers of the current progress window (10 s) */
    let windowLatencies: number[] = [];

    /** Sends one request of `kind`; resolves with its status ('error: …' when no answer came). */
    const perform = async (kind: Kind, due: number) => {
      const finish = (status: string) => {
        const took = performance.now() - due;
        tally(kind).latencies.push(took);
        windowLatencies.push(took);
        count(kind, status);
        return status;
      };
      const read = readUrl.get(kind);
      try {
        if (read) {
          const answer = await send(agent, new URL(read(), base), { headers: BROWSER_HEADERS });
          return finish(String(answer.status));
        }
        if (kind === LOGIN) {
          const m = pick(members);
          try {
            const answer = await send(agent, new URL(apiUrl(accountContract.signIn), base), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email: m.email, password: m.password }) });
            if (answer.status === 200) issuedTokens.push(JSON.parse(answer.body.toString('utf8')).data.token);
            else if (answer.status >= 500) loginsUnknown++;
            return finish(String(answer.status));
          } catch (error) {
            loginsUnknown++;
            throw error;
          }
        }
        if (kind === PUBLICATION) {
          const email = `soak-${runId}-pub-${++saveSeq}@example.org`;
          try {
            const answer = await send(agent, new URL(apiUrl(publicationContract.requestPublication), base), {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify({ name: 'Soak Reader', email, phone: '+92 321 7654321', organization: 'Soak Test Ltd', designation: 'Analyst', publication_id: pick(publicationIds) }),
            });
            if (answer.status === 201) publicationsAcked.push(email);
            else if (answer.status >= 500) publicationsUnknown.push(email);
            return finish(String(answer.status));
          } catch (error) {
            publicationsUnknown.push(email);
            throw error;
          }
        }
        // A profile save: one at a time per member (a member saves one form at a time), so the last save answered
        // is the one the database must hold. An idle member is chosen; when all are busy, the save waits its turn.
        let m = members[memberCursor++ % members.length];
        for (let tries = 0; m.busy && tries < members.length; tries++) m = members[memberCursor++ % members.length];
        const seq = ++saveSeq;
        const save = async () => {
          m.busy = true;
          try {
            const city = pick(cities);
            const answer = await send(agent, new URL(apiUrl(profileFormContract.saveProfile), base), {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${m.token}` },
              body: JSON.stringify(profileBody(m.avatar, city, primary, secondary, seq)),
            });
            if (answer.status === 200) {
              m.lastAcked = seq;
              m.unknownSince = [];
              savesAcked++;
            } else if (answer.status >= 500) m.unknownSince.push(seq);
            return answer.status;
          } catch (error) {
            m.unknownSince.push(seq);
            throw error;
          } finally {
            m.busy = false;
          }
        };
        const turn = m.chain.then(save);
        m.chain = turn.then(
          () => undefined,
          () => undefined,
        );
        return finish(String(await turn));
      } catch (error) {
        return finish(`error: ${(error as Error).message}`);
      }
    };

    // The open-loop schedule.
    const total = Math.round(seconds * rps);
    const interval = 1000 / rps;
    let dispatched = 0;
    let inFlight = 0;
    let completed = 0;
    let late = 0;
    const waiting: Array<() => void> = [];
    const start = performance.now();
    let peakInFlight = 0;
    let windowPeak = 0;
    const launch = (kind: Kind, due: number) => {
      inFlight++;
      peakInFlight = Math.max(peakInFlight, inFlight);
      windowPeak = Math.max(windowPeak, inFlight);
      if (performance.now() - due > 100) late++;
      perform(kind, due).finally(() => {
        inFlight--;
        completed++;
        waiting.shift()?.();
      });
    };
    let windowStart = start;
    let window5xx = 0;
    let serverCpu = cpuMs(server.pid);
    // This process's own event-loop delay: when the machine starves the client too, its latencies are inflated as well.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    // Every 10 s: this window's answers, latency and failures, with the machine's load and the server's CPU, so a slow
    // stretch can be told apart from a busy machine.
    const progress = setInterval(() => {
      const now = performance.now();
      const fresh = ascending(windowLatencies);
      windowLatencies = [];
      const fives = [...tallies.values()].reduce((n, t) => n + [...t.statuses].filter(([s]) => s.startsWith('5') || s.startsWith('error')).reduce((a, [, c]) => a + c, 0), 0);
      const used = cpuMs(server.pid);
      const cpu = used !== null && serverCpu !== null ? `${Math.round(((used - serverCpu) * 100) / (now - windowStart))}%` : '-';
      serverCpu = used;
      console.log(
        `  ${((now - start) / 1000).toFixed(0).padStart(4)} s  sent ${String(dispatched).padStart(6)}  answered ${String(fresh.length).padStart(4)} (${((fresh.length * 1000) / (now - windowStart)).toFixed(1)}/s)  ` +
          `p50 ${ms(percentile(fresh, 50))}  p99 ${ms(percentile(fresh, 99))}  max ${ms(fresh[fresh.length - 1])} ms  in flight ≤ ${windowPeak}  5xx/errors +${fives - window5xx}  ` +
          `server CPU ${cpu}  client loop delay ≤ ${ms(loopDelay.max / 1e6)} ms  load ${os.loadavg()[0].toFixed(1)}`,
      );
      windowStart = now;
      window5xx = fives;
      windowPeak = inFlight;
      loopDelay.reset();
    }, 10_000);

    await new Promise<void>((done) => {
      const tick = () => {
        const now = performance.now();
        while (dispatched < total && start + dispatched * interval <= now) {
          const due = start + dispatched * interval;
          const kind = slots[dispatched % slots.length];
          dispatched++;
          if (inFlight < maxInFlight) launch(kind, due);
          else waiting.push(() => launch(kind, due));
        }
        if (dispatched >= total) return done();
        setTimeout(tick, Math.max(0, Math.min(5, start + dispatched * interval - now)));
      };
      tick();
    });
    const sendingEnded = performance.now();
    const drainUntil = Date.now() + 60_000;
    while ((inFlight > 0 || waiting.length) && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
    const ended = performance.now();
    clearInterval(progress);
    agent.destroy();

    // Stop the server the way production does (SIGTERM: finish what is in flight, close the database).
    const serverExit = await stopServer(server);

    // ---- figures ----
    const kinds = [...tallies.keys()].sort((a, b) => (readUrl.has(a) === readUrl.has(b) ? a.localeCompare(b) : readUrl.has(a) ? -1 : 1));
    const row = (name: string, latencies: number[], sent: number): Array<string | number> => {
      const sorted = ascending(latencies);
      return [name, sent, ms(percentile(sorted, 50)), ms(percentile(sorted, 90)), ms(percentile(sorted, 99)), ms(sorted[sorted.length - 1])];
    };
    const readLatencies = kinds.filter((k) => readUrl.has(k)).flatMap((k) => tallies.get(k)!.latencies);
    const allLatencies = kinds.flatMap((k) => tallies.get(k)!.latencies);
    console.log('');
    console.log(`sent ${dispatched} requests in ${((sendingEnded - start) / 1000).toFixed(1)} s (target ${rps}/s: sent at ${(dispatched / ((sendingEnded - start) / 1000)).toFixed(1)}/s); all answered after ${((ended - start) / 1000).toFixed(1)} s`);
    console.log(`throughput: ${(completed / ((ended - start) / 1000)).toFixed(1)} answers/s; at most ${peakInFlight} in flight; ${late} requests started more than 100 ms after they were due; ${inFlight} never answered`);
    console.log('');
    console.log('latency in ms, from when each request was due:');
    console.log(
      table(['kind', 'requests', 'p50', 'p90', 'p99', 'max'], [
        ...kinds.map((k) => row(k, tallies.get(k)!.latencies, tallies.get(k)!.latencies.length)),
        row('all reads', readLatencies, readLatencies.length),
        row('overall', allLatencies, allLatencies.length),
      ]),
    );
    console.log('');
    const statusRows = kinds.flatMap((k) => [...tallies.get(k)!.statuses].sort().map(([status, n]) => [k, status, n] as Array<string | number>));
    const failures = statusRows.filter(([, status]) => !/^2\d\d$/.test(String(status)));
    console.log('answers by status:');
    console.log(table(['kind', 'status', 'count'], statusRows));
    const serverErrors = failures.filter(([, status]) => /^5\d\d$/.test(String(status))).reduce((n, [, , c]) => n + Number(c), 0);
    const noAnswer = failures.filter(([, status]) => String(status).startsWith('error')).reduce((n, [, , c]) => n + Number(c), 0);
    console.log(failures.length ? `failures: ${failures.reduce((n, [, , c]) => n + Number(c), 0)} (5xx: ${serverErrors}, no answer: ${noAnswer})` : 'failures: none');

    // ---- no write lost ----
    console.log('');
    console.log('no write lost (the database read directly after the server stopped):');
    const hashes = issuedTokens.map((t) => createHash('sha256').update(t).digest('hex'));
    const storedHashes = new Set<string>();
    for (let i = 0; i < hashes.length; i += 1000) {
      const rows = await db.selectFrom('api_tokens').select('token_hash').where('token_hash', 'in', hashes.slice(i, i + 1000)).execute();
      for (const r of rows) storedHashes.add(r.token_hash);
    }
    const tokensAfter = await countTokens(db, members.map((m) => m.userId));
    const lostTokens = hashes.filter((h) => !storedHashes.has(h)).length;
    const newTokens = tokensAfter - tokensBefore;
    const tokensOk = lostTokens === 0 && newTokens >= issuedTokens.length && newTokens <= issuedTokens.length + loginsUnknown;
    console.log(
      `  sign-ins: ${issuedTokens.length} answered with a token, ${storedHashes.size} of those tokens stored; ${newTokens} new tokens for the soak's members (${loginsUnknown} sign-ins without a clear answer) ${tokensOk ? 'OK' : 'LOST OR EXTRA'}`,
    );

    const storedRequests = await db
      .selectFrom('publication_requests')
      .leftJoin('outbox', 'outbox.id', 'publication_requests.outbox_id')
      .select(['publication_requests.email', 'outbox.to'])
      .where('publication_requests.email', 'like', `soak-${runId}-pub-%`)
      .execute();
    const storedEmails = new Map(storedRequests.map((r) => [r.email, r.to]));
    const acked = new Set(publicationsAcked);
    const unclear = new Set(publicationsUnknown);
    const lostRequests = publicationsAcked.filter((e) => !storedEmails.has(e)).length;
    const withoutMail = publicationsAcked.filter((e) => storedEmails.has(e) && storedEmails.get(e) !== e).length;
    const extraRequests = storedRequests.filter((r) => !acked.has(r.email) && !unclear.has(r.email)).length;
    const requestsOk = lostRequests === 0 && withoutMail === 0 && extraRequests === 0;
    console.log(
      `  publication requests: ${publicationsAcked.length} answered 201, ${publicationsAcked.length - lostRequests} of them stored, ${withoutMail} without their mail in the outbox; ${storedRequests.length} rows for this run (${publicationsUnknown.length} requests without a clear answer) ${requestsOk ? 'OK' : 'LOST OR EXTRA'}`,
    );

    const profiles = await db
      .selectFrom('profiles')
      .select(['user_id', 'hourly_rate', 'bio', 'avatar', 'is_profile_completed'])
      .where('user_id', 'in', members.map((m) => m.userId))
      .execute();
    const skills = await db
      .selectFrom('user_skills')
      .select(['user_id', sql<number>`count(*)::int`.as('n')])
      .where('user_id', 'in', members.map((m) => m.userId))
      .groupBy('user_id')
      .execute();
    let profilesOk = 0;
    const wrong: string[] = [];
    for (const m of members) {
      const p = profiles.find((r) => r.user_id === m.userId);
      const stored = p?.hourly_rate ?? 0;
      const expected = [m.lastAcked, ...m.unknownSince];
      const holds = m.lastAcked === 0 && !m.unknownSince.length ? !p?.is_profile_completed : expected.includes(stored) && p?.bio?.includes(`#${stored}.`) && p.avatar === m.avatar;
      const skillRows = skills.find((s) => s.user_id === m.userId)?.n ?? 0;
      if (holds && (m.lastAcked === 0 || skillRows === 2)) profilesOk++;
      else wrong.push(`${m.email}: stored save #${stored}, last answered #${m.lastAcked}, ${skillRows} skill rows`);
    }
    console.log(`  profile saves: ${savesAcked} answered 200 (each a distinct hourly rate); ${profilesOk} of ${members.length} members' stored profiles are their last answered save ${wrong.length ? 'LOST' : 'OK'}`);
    for (const w of wrong.slice(0, 10)) console.log(`    ${w}`);

    // ---- the server's own account ----
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : [];
    const logErrors = log.filter((line) => {
      try {
        return JSON.parse(line).level >= 50;
      } catch {
        return true;
      }
    });
    console.log('');
    console.log(`server: stopped ${serverExit}; ${logErrors.length} error lines in its log${logErrors.length ? ` (${logFile}), first:\n  ${logErrors.slice(0, 3).join('\n  ')}` : ''}`);

    const writesOk = tokensOk && requestsOk && wrong.length === 0;
    exitCode = writesOk && serverErrors === 0 && serverExit === 'cleanly' ? 0 : 1;
    console.log('');
    console.log(exitCode === 0 ? 'RESULT: OK — no 5xx, no write lost' : `RESULT: FAILED — ${[!writesOk && 'a write was lost', serverErrors && `${serverErrors} answers 5xx`, serverExit !== 'cleanly' && `server ${serverExit}`].filter(Boolean).join(', ')}`);
  } catch (error) {
    console.error(`soak: ${(error as Error).stack ?? error}`);
    if (fs.existsSync(logFile)) console.error(`server log (${logFile}):\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  } finally {
    if (server.exitCode === null && server.signalCode === null) await stopServer(server);
    await handle.close();
    if (exitCode === 0) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.error(`kept for a look: ${dataDir} (the server's log and files)`);
  }
  return exitCode;
}

// ---- helpers ---------------------------------------------------------------------------------------------------

function startServer(port: number, base: string, dataDir: string, databaseUrl: string, logFile: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DEMO_CONTENT: '1', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  // The outbox keeps every mail; none is sent anywhere during a soak.
  delete env.SMTP_URL;
  const log = fs.openSync(logFile, 'a');
  // The IPC channel only tells the server when this process is gone, however it ends (server.ts then shuts down).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/bench/server.ts')], { env, stdio: ['ignore', log, log, 'ipc'] });
  fs.closeSync(log);
  return child;
}

async function waitForHealth(base: string, server: ChildProcess) {
  const until = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} while starting`);
    try {
      if ((await fetch(base + apiUrl(healthContract.getHealth))).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the server did not answer ${apiUrl(healthContract.getHealth)} within 3 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** SIGTERM, then waits (at most 30 s, then SIGKILL); answers how it went. */
function stopServer(server: ChildProcess): Promise<string> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve(`before the end (exit ${server.exitCode ?? server.signalCode})`);
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 ? 'cleanly' : `with ${code ?? signal}`);
    });
    server.kill('SIGTERM');
  });
}

/** The process's CPU time so far (user + system) in ms, from /proc (Linux counts it in 1/100 s); null where there is no /proc. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

type Api = (method: string, url: string, body?: object | Buffer, headers?: Record<string, string>) => Promise<unknown>;

async function uploadAvatar(api: Api, token: string, i: number) {
  const boundary = `----soak${randomBytes(8).toString('hex')}`;
  const hue = (i * 47) % 360;
  const png = placeholderPortrait(`hsl(${hue}, 40%, 85%)`, `hsl(${hue}, 50%, 35%)`, 64);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api('POST', apiUrl(uploadContract.uploadImage), body, { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` });
}

function profileBody(avatar: string, city: { name: string; province: string }, primary: number, secondary: number, seq: number) {
  return {
    avatar,
    organisation: 'Self-employed',
    designation: 'Developer',
    gender: seq % 2 ? 'Female' : 'Male',
    city: city.name,
    state: city.province,
    country: 'Pakistan',
    birthdate: '1994-03-17',
    degree: 'graduate',
    field_of_study: 'Computer Science',
    institute: 'FAST-NUCES Lahore',
    title: 'Web developer',
    website: 'https://portfolio.example.org',
    linkedin: 'https://www.linkedin.com/in/member',
    primary_skill: primary,
    secondary_skill: secondary,
    years_experience: 'Between 1-10 years',
    // The save's own number: the database must end up holding the member's last answered one.
    hourly_rate: seq,
    availability: 'Part time',
    experience_level: 'intermediate',
    bio: `Save #${seq}. I build fast, accessible websites for small businesses and for clients abroad, and I hand over clean documentation with every project.`,
    platforms: ['fiverr'],
    fiverr: 'https://www.fiverr.com/member',
  };
}

async function countTokens(db: ReturnType<typeof connectPostgres>['db'], userIds: number[]) {
  const { n } = await db.selectFrom('api_tokens').select(sql<number>`count(*)::int`.as('n')).where('user_id', 'in', userIds).executeTakeFirstOrThrow();
  return n;
}

async function inBatches<T>(count: number, parallel: number, make: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += parallel) out.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, (_, j) => make(i + j)))));
  return out;
}

function shuffle<T>(list: T[]) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

