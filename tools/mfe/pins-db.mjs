// The pins in PostgreSQL (DATABASE_URL): `remote_pins`, one row per pinned remote, and `remote_pin_history`, append-only.
// The tables are the server's (migration 016); every server instance reads them on each request (see
// server/src/modules/remotes/manifest.ts), so a pin is live on the next page load everywhere.
//
// Until the pins of DEPLOY_DIR/manifest.json are copied in (`npm run mfe -- import-pins`, an explicit step), the
// tables are empty and the servers keep reading the file; writes are refused meanwhile, so that no pin made here
// hides the others.
import pg from 'pg';
import { CliError, pinsFile, readPins, updatePins } from './deploy.mjs';

/** host, port and database, for `status` (never the password) */
export function describeUrl(url) {
  try {
    const u = new URL(url);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

const iso = (value) => (value instanceof Date ? value.toISOString() : String(value));
const withServerBundle = (value) => (value === null || value === undefined ? {} : { serverBundle: value });
// A pin's serverBundle is its bundle's digest (text), false when it has none, or true for a pin made before digests.
const bundleOf = (row) => withServerBundle(row.server_bundle_digest ?? row.server_bundle);
const withFirstViews = (row) => (row.first_views ? { firstViews: row.first_views } : {});
const toPin = (row) => ({ version: row.version, pinnedAt: iso(row.pinned_at), reason: row.reason, earlier: row.earlier, ...bundleOf(row), ...withFirstViews(row) });
const toEntry = (row) => ({ remote: row.remote, action: row.action, version: row.version, previous: row.previous, at: iso(row.at), reason: row.reason, ...bundleOf(row), ...withFirstViews(row) });
const hasBundle = (serverBundle) => (serverBundle === undefined || serverBundle === null ? null : Boolean(serverBundle));
const digestOf = (serverBundle) => (typeof serverBundle === 'string' ? serverBundle : null);

/**
 * The server's own migrations, run when the tables are missing: a database the server never opened yet (a first
 * `npm run build` or pin against a new PostgreSQL) gets the schema the server would give it. Migrations take their own
 * lock, so a server starting at the same time is no problem.
 */
async function migrate(connectionString) {
  const [{ tsImport }, { Kysely, PostgresDialect }] = await Promise.all([import('tsx/esm/api'), import('kysely')]);
  const { migrateToLatest } = await tsImport('../../server/src/db/migrate.ts', import.meta.url);
  const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 1 }) }) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

async function write(client, { pins, entries }) {
  for (const [remote, pin] of Object.entries(pins)) {
    await client.query(
      `insert into remote_pins (remote, version, pinned_at, reason, earlier, server_bundle, server_bundle_digest, first_views) values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (remote) do update set version = excluded.version, pinned_at = excluded.pinned_at, reason = excluded.reason, earlier = excluded.earlier,
         server_bundle = excluded.server_bundle, server_bundle_digest = excluded.server_bundle_digest, first_views = excluded.first_views`,
      [remote, pin.version, pin.pinnedAt, pin.reason ?? '', pin.earlier ?? [], hasBundle(pin.serverBundle), digestOf(pin.serverBundle), pin.firstViews ?? null],
    );
  }
  // Ids are taken under the table lock, so they become visible in the order they were given: a server that has seen
  // id n has seen every change up to n.
  for (const e of entries) {
    await client.query(
      'insert into remote_pin_history (remote, action, version, previous, at, reason, server_bundle, server_bundle_digest, first_views) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [e.remote, e.action, e.version, e.previous ?? null, e.at, e.reason ?? '', hasBundle(e.serverBundle), digestOf(e.serverBundle), e.firstViews ?? null],
    );
  }
}

const readTables = async (q) => ({
  pins: Object.fromEntries((await q.query('select * from remote_pins order by remote')).rows.map((row) => [row.remote, toPin(row)])),
  history: (await q.query('select * from remote_pin_history order by id')).rows.map(toEntry),
});

/** Has anything ever been written here? (Every write adds to the history.) */
const holdsPins = async (q) => (await q.query('select exists (select 1 from remote_pin_history) or exists (select 1 from remote_pins) as any')).rows[0].any;

export function databasePinStore(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 2 });
  // A connection dropped while idle is replaced; it must not end the process.
  pool.on('error', () => undefined);
  let schema;
  const ensureSchema = () =>
    (schema ??= (async () => {
      // The newest column the release tool writes: missing on a database no server of this version has opened yet.
      const { rows } = await pool.query(`select exists (select 1 from information_schema.columns where table_name = 'remote_pins' and column_name = 'first_views') as present`);
      if (!rows[0].present) await migrate(connectionString);
    })());

  /** `work(client)` inside one transaction that holds the pins' tables against every other writer. */
  async function locked(work) {
    await ensureSchema();
    const client = await pool.connect();
    try {
      await client.query('begin');
      // As long as the lock folder waits for the file.
      await client.query(`set local lock_timeout = '60s'`);
      // Exclusive mode conflicts with itself and with every write, not with plain selects: two release managers
      // pinning at once run one after the other, the second gated against the first's pin, while servers keep reading.
      await client.query('lock table remote_pins, remote_pin_history in exclusive mode');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      if (error?.code === '55P03') throw new CliError('Timed out waiting for another pin to finish.');
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'database',
    where: describeUrl(connectionString),

    /** The tables as they are. */
    async readTables() {
      await ensureSchema();
      return readTables(pool);
    },

    /** What the servers serve: the tables, or the file while nothing was imported yet (`fromFile`). */
    async read() {
      await ensureSchema();
      if (await holdsPins(pool)) return readTables(pool);
      const { pins = {}, history = [] } = readPins();
      return { pins, history, fromFile: Object.keys(pins).length > 0 };
    },

    async change(fn) {
      return locked(async (client) => {
        if (!(await holdsPins(client)) && Object.keys(readPins().pins ?? {}).length)
          throw new CliError(
            `The pins are still in ${pinsFile()}, which the servers read until they are copied into the database: run \`npm run mfe -- import-pins\` first.`,
          );
        const { pins } = await readTables(client);
        const result = await fn({ pins });
        await write(client, result);
        return result;
      });
    },

    /** Copies manifest.json's pins and history in, once, into empty tables. */
    async importFile() {
      return locked(async (client) => {
        if (await holdsPins(client)) throw new CliError(`${describeUrl(connectionString)} already holds pins: nothing imported.`);
        const file = readPins();
        const filePins = Object.entries(file.pins ?? {});
        if (!filePins.length) throw new CliError(`${pinsFile()} holds no pins to import.`);
        const at = new Date().toISOString();
        const pins = Object.fromEntries(
          filePins.map(([remote, p]) => [
            remote,
            { version: p.version, pinnedAt: p.pinnedAt ?? at, reason: p.reason ?? '', earlier: p.earlier ?? [], ...withServerBundle(p.serverBundle), ...(p.firstViews ? { firstViews: p.firstViews } : {}) },
          ]),
        );
        const history = (file.history ?? [])
          .filter((h) => typeof h?.remote === 'string' && typeof h?.version === 'string')
          .map((h) => ({ ...h, action: h.action ?? 'pin', at: h.at ?? at }));
        // One entry per pin records the move (and tells every server the pins changed).
        const moved = filePins.map(([remote, p]) => ({ remote, action: 'import', version: p.version, previous: null, at, reason: `from ${pinsFile()}`, ...withServerBundle(p.serverBundle) }));
        await write(client, { pins, entries: [...history, ...moved] });
        return { pins: filePins.length, history: history.length, org: Boolean(file.org) };
      });
    },

    /** Writes the tables' pins and history into manifest.json (to leave PostgreSQL for the file). */
    async exportFile() {
      const { pins, history } = await locked(readTables);
      if (!Object.keys(pins).length) throw new CliError(`${describeUrl(connectionString)} holds no pins to export.`);
      await updatePins((current) => ({ ...current, pins, history }));
      return { pins: Object.keys(pins).length, history: history.length };
    },

    async close() {
      await pool.end();
    },
  };
}
