// The authorization probe: for every API route, as read from the running app (see routes.ts), it proves that
//   - a visitor, a made-up token and a signed-out token get 401 from every route that is not public, and change nothing;
//   - a member gets 403 from staff routes, and staff from admin routes, and change nothing;
//   - member A, naming member B's record in the path (`config.owns`), gets exactly what a missing record gets (404),
//     while B gets their own record;
//   - member A, putting B's identifiers in any field of a member route's body (on A's own record), changes nothing of B's;
//   - no answer to A carries B's e-mail, phone, birth date or token, and routes about A's own account or one
//     member's record (`owns`) carry not even B's name or member id.
// It answers the problems it found, so that a test can also prove it catches a route built wrong.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { issueToken } from '../plugins/auth-tokens.js';
import { bearer, type Registered } from './http.js';
import { ownedRecords } from './owned-records.js';
import { plausibleBody, withParams, type ApiRoute } from './routes.js';

export interface Member extends Registered {
  name: string;
}

export interface Cast {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** the member probing */
  a: Member;
  /** the other member, whose records and details must stay out of A's reach; has a complete profile */
  b: Member;
  staff: Member;
  /** a token that was valid once and has been signed out */
  revokedToken: string;
}

/** What of B's may never reach A, and what may reach A only where a route is about many members (a directory). */
async function secretsOf(cast: Cast) {
  const { b, db } = cast;
  const user = await db.selectFrom('users').select(['email', 'phone']).where('id', '=', b.userId).executeTakeFirstOrThrow();
  const profile = await db.selectFrom('profiles').select('birthdate').where('user_id', '=', b.userId).executeTakeFirst();
  const birthdate = profile?.birthdate ? new Date(profile.birthdate as unknown as string).toISOString().slice(0, 10) : undefined;
  const never = [user.email, user.phone, b.token, birthdate].filter((s): s is string => Boolean(s));
  return { never, personal: [b.name, b.memberId] };
}

/**
 * Everything that belongs to the given accounts: their user rows and every row of every table with a `user_id`
 * column — found in the database, so the tables of the next modules are covered without a change here.
 */
export async function ownedRowsFingerprint(db: Kysely<Database>, userIds: number[]) {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'user_id' and table_schema = current_schema() order by table_name`.execute(db);
  const parts: string[] = [];
  const ids = sql.join(userIds.map((id) => sql.lit(id)));
  const digest = async (query: ReturnType<typeof sql<{ f: string | null }>>) => (await query.execute(db)).rows[0]?.f ?? '';
  parts.push(await digest(sql<{ f: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as f from users t where id in (${ids})`));
  for (const { table_name } of tables) {
    parts.push(`${table_name}:${await digest(sql<{ f: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as f from ${sql.table(table_name)} t where user_id in (${ids})`)}`);
  }
  return parts.join(',');
}

const needsSignIn = (route: ApiRoute) => route.access !== 'public';
const hasPathRecord = (route: ApiRoute) => route.url.includes('{');

export async function probeAuthorization(cast: Cast, routes: ApiRoute[]): Promise<string[]> {
  const { app, db, a, b, staff } = cast;
  const problems: string[] = [];
  const { never, personal } = await secretsOf(cast);
  const everyoneElse = async (caller?: Member) => {
    const { rows } = await sql<{ id: number }>`select id from users`.execute(db);
    return rows.map((r) => r.id).filter((id) => id !== caller?.userId);
  };

  const send = (route: ApiRoute, pathValue: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: route.method as InjectOptions['method'], url: withParams(route.url, pathValue), headers, payload: route.method === 'GET' ? undefined : (payload ?? plausibleBody(route)) });

  /** Sends as `caller` and reports a change to any account but the caller's. */
  async function unchanged(label: string, caller: Member | undefined, request: () => ReturnType<typeof send>) {
    const ids = await everyoneElse(caller);
    const before = await ownedRowsFingerprint(db, ids);
    const res = await request();
    if ((await ownedRowsFingerprint(db, ids)) !== before) problems.push(`${label} → ${res.statusCode} changed another member's records`);
    return res;
  }

  function leaks(label: string, body: string, route: ApiRoute, sent: unknown[] = []) {
    const text = body.toLowerCase();
    const guarded = route.owns ? [...never, ...personal] : never;
    for (const secret of guarded) {
      if (sent.includes(secret)) continue;
      if (text.includes(secret.toLowerCase())) problems.push(`${label} → the answer carries B's ${secret === b.name ? 'name' : secret === b.memberId ? 'member id' : 'private detail'} (${secret.slice(0, 12)}…)`);
    }
  }

  // Some routes end the caller's sessions (a changed password or e-mail): every call gets a fresh token.
  const as = async (who: Member) => bearer((await issueToken(db, who.userId)).token);

  for (const route of routes) {
    const where = `${route.method} ${route.url}`;
    let owned: { id: string; mine: string; missing: string } | undefined;
    if (hasPathRecord(route) && route.access === 'member') {
      // 'everyone': the path names a record every member may read alike (a partner promotion); the answer must
      // still carry nothing of B's.
      const kind = route.owns && route.owns !== 'self' && route.owns !== 'everyone' ? ownedRecords[route.owns] : undefined;
      if (route.owns === 'everyone') {
        // no owner to keep out
      } else if (!route.owns || route.owns === 'self') problems.push(`${where}: a member route names a record in its path but does not say whose (config.owns)`);
      else if (!kind) problems.push(`${where}: no way to make a '${route.owns}' record for the authorization suite (test/owned-records.ts)`);
      else owned = { id: await kind.create(app, db, b), mine: await kind.create(app, db, a), missing: kind.missing };
    }
    const pathValue = owned?.id ?? '1';

    // Visitors and dead tokens.
    if (needsSignIn(route)) {
      const visitors: Array<[string, Record<string, string>]> = [
        ['a visitor', {}],
        ['a made-up token', bearer('Zx9'.repeat(14))],
        ['a signed-out token', bearer(cast.revokedToken)],
      ];
      for (const [who, headers] of visitors) {
        const res = await unchanged(`${who}: ${where}`, undefined, () => send(route, pathValue, headers));
        if (res.statusCode !== 401) problems.push(`${who}: ${where} → ${res.statusCode}, not 401`);
      }
    }

    // Roles.
    if (route.access === 'staff' || route.access === 'admin') {
      const callers: Array<[string, Member]> = [['a member', a]];
      if (route.access === 'admin') callers.push(['staff', staff]);
      for (const [who, caller] of callers) {
        const headers = await as(caller);
        const res = await unchanged(`${who}: ${where}`, caller, () => send(route, pathValue, headers));
        if (res.statusCode !== 403) problems.push(`${who}: ${where} → ${res.statusCode}, not 403`);
      }
      continue;
    }

    // Member A on routes A may call.
    if (owned) {
      const [first, second] = [await as(a), await as(a)];
      const theirs = await unchanged(`A with B's record: ${where}`, a, () => send(route, owned.id, first));
      const none = await send(route, owned.missing, second);
      if (theirs.statusCode !== 404 || none.statusCode !== 404 || theirs.json().message !== none.json().message) {
        problems.push(`A with B's record: ${where} → ${theirs.statusCode} "${theirs.json().message}", where a missing one answers ${none.statusCode} "${none.json().message}"`);
      }
      leaks(`A with B's record: ${where}`, theirs.body, route);
      const own = await send(route, owned.id, await as(b));
      if ([401, 403, 404].includes(own.statusCode)) problems.push(`B with their own record: ${where} → ${own.statusCode}; the suite's '${route.owns}' record does not fit the route`);
    } else {
      const headers = await as(a);
      const res = await unchanged(`A: ${where}`, a, () => send(route, pathValue, headers));
      leaks(`A: ${where}`, res.body, route);
    }

    // B's identifiers in every field of a member route's body.
    if (route.access === 'member' && route.method !== 'GET') {
      const identifiers = [b.memberId, b.email, String(b.userId), ...(owned ? [owned.id] : [])];
      for (const [field, property] of Object.entries(route.properties)) {
        const values = property.type === 'integer' || property.type === 'number' ? [b.userId] : identifiers;
        for (const value of values) {
          const label = `A with B's ${String(value).slice(0, 12)} in ${field}: ${where}`;
          const headers = await as(a);
          const res = await unchanged(label, a, () => send(route, owned?.mine ?? pathValue, headers, { ...plausibleBody(route), [field]: value }));
          leaks(label, res.body, route, [value]);
        }
      }
    }
  }
  return problems;
}
