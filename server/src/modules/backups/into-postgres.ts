// A backup of the embedded database brought into an empty PostgreSQL database, for an association that outgrows one
// process. The backup holds the embedded database's folder, which only PGlite opens: it is opened in a scratch folder,
// both databases are brought to this release's schema by what the site runs when it starts (the migrations and the
// job queue's set-up), and every row of every table is copied, in one transaction, as JSON made by the database itself
// (each value in PostgreSQL's own text form, so nothing is rounded or moved to another time zone). Sequences go on
// where the site left them; the foreign keys are checked again over the whole copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely, type Transaction } from 'kysely';
import { PgBoss } from 'pg-boss';
import { connectPostgres, wrapPglite, type DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { poolDb } from '../../plugins/jobs.js';
import { BackupError } from './archive.js';
import { isEmptyPostgres } from './database.js';

/** Rows copied per statement: a few megabytes of JSON at most for the site's widest tables. */
const BATCH_ROWS = 1000;

interface Column {
  name: string;
  type: string;
  /** a generated column: PostgreSQL computes it again from the others */
  generated: boolean;
}

interface Table {
  schema: string;
  name: string;
  /** r: a table with rows; p: a partitioned table, whose rows are in its partitions */
  kind: 'r' | 'p';
  /** for a partition: its parent (schema.name) and the values it holds */
  parent: string | null;
  bound: string | null;
  triggers: boolean;
  columns: Column[];
}

const qualified = (table: Pick<Table, 'schema' | 'name'>) => `${table.schema}.${table.name}`;
const ref = (table: Pick<Table, 'schema' | 'name'>) => sql.table(qualified(table));

/** Every table of the site's schemas and the job queue's, with its columns. */
async function tablesOf(db: Kysely<Database>): Promise<Table[]> {
  const { rows } = await sql<Table>`
    select n.nspname as schema, c.relname as name, c.relkind::text as kind, pg_get_expr(c.relpartbound, c.oid) as bound,
      (select pn.nspname || '.' || p.relname from pg_inherits i join pg_class p on p.oid = i.inhparent
         join pg_namespace pn on pn.oid = p.relnamespace where i.inhrelid = c.oid and c.relispartition) as parent,
      exists (select 1 from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal) as triggers,
      (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'generated', a.attgenerated <> '') order by a.attname)
         from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    order by 1, 2`.execute(db);
  return rows;
}

/** The database brought to this release: its migrations and the job queue's tables, as a starting site does. */
async function bringToThisRelease(handle: DatabaseHandle, what: string) {
  await migrateToLatest(handle.db, {
    onAhead: (ahead) => {
      throw new BackupError(`${what} has migrations this release does not know (${ahead.join(', ')}): restore it with the release that made it`);
    },
  });
  const boss = new PgBoss({ db: poolDb(handle.pool), backend: handle.kind, schedule: false, supervise: false, registerInstance: false });
  let failure: unknown = null;
  boss.on('error', (error) => (failure ??= error));
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  if (failure) throw failure;
}

/** What keeps the two schemas from taking the same rows, or nothing when they match. */
function differences(source: Table[], target: Table[]) {
  const byName = new Map(target.map((t) => [qualified(t), t]));
  const columns = (t: Table) => t.columns.map((c) => `${c.name} ${c.type}${c.generated ? ' generated' : ''}`).join(', ');
  const problems: string[] = [];
  for (const table of source) {
    // A partition the site made as it ran (a day's queue statistics) is made in PostgreSQL too, like its parent.
    const match = byName.get(qualified(table)) ?? (table.parent ? byName.get(table.parent) : undefined);
    if (!match) problems.push(`${qualified(table)} is not in PostgreSQL`);
    else if (columns(match) !== columns(table)) problems.push(`${qualified(table)} has the columns ${columns(table)}, in PostgreSQL ${columns(match)}`);
  }
  const names = new Set(source.map(qualified));
  for (const table of target) if (!table.parent && !names.has(qualified(table))) problems.push(`${qualified(table)} is not in the backup`);
  return problems;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** Every foreign key of the schemas, where it is declared (a partition's copies of its parent's come with it). */
async function foreignKeys(trx: Transaction<Database>) {
  const { rows } = await sql<ForeignKey>`
    select format('%I.%I', n.nspname, c.relname) as table, quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and k.conparentid = 0 and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    order by 1, 2`.execute(trx);
  return rows;
}

/** Every row of the source's tables into the target's, which hold only what their migrations put there. */
async function copyRows(source: Kysely<Database>, target: Transaction<Database>, tables: Table[], present: Table[]) {
  const keys = await foreignKeys(target);
  for (const key of keys) await sql`alter table ${sql.raw(key.table)} drop constraint ${sql.raw(key.name)}`.execute(target);
  // The site's own triggers (counts kept up to date) stay off: their results are copied with the rows.
  const triggered = present.filter((t) => t.triggers);
  for (const table of triggered) await sql`alter table ${ref(table)} disable trigger user`.execute(target);
  for (const table of present.filter((t) => t.kind === 'r')) await sql`delete from ${ref(table)}`.execute(target);
  const names = new Set(present.map(qualified));
  for (const table of tables.filter((t) => t.parent && !names.has(qualified(t))))
    await sql`create table ${ref(table)} partition of ${sql.table(table.parent!)} ${sql.raw(table.bound!)}`.execute(target);

  let rows = 0;
  for (const table of tables.filter((t) => t.kind === 'r')) {
    const columns = sql.join(table.columns.filter((c) => !c.generated).map((c) => sql.id(c.name)));
    let after = '(0,0)';
    for (;;) {
      const batch = await sql<{ at: string; row: string }>`
        select t.ctid::text as at, row_to_json(t)::text as row from ${ref(table)} as t
        where t.ctid > ${after}::tid order by t.ctid limit ${BATCH_ROWS}`.execute(source);
      if (!batch.rows.length) break;
      const json = `[${batch.rows.map((r) => r.row).join(',')}]`;
      await sql`
        insert into ${ref(table)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${ref(table)}, ${json}::json)`.execute(target);
      rows += batch.rows.length;
      after = batch.rows[batch.rows.length - 1].at;
    }
  }

  const sequences = await sql<{ name: string }>`
    select format('%I.%I', schemaname, sequencename) as name from pg_sequences
    where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%' order by 1`.execute(source);
  for (const { name } of sequences.rows) {
    const { rows: state } = await sql<{ last_value: number; is_called: boolean }>`select last_value, is_called from ${sql.raw(name)}`.execute(source);
    await sql`select setval(${name}::regclass, ${state[0].last_value}, ${state[0].is_called})`.execute(target);
  }

  // Added again, each checks every row it covers: a copy that broke a reference fails here, and nothing is kept.
  for (const key of keys) await sql`alter table ${sql.raw(key.table)} add constraint ${sql.raw(key.name)} ${sql.raw(key.definition)}`.execute(target);
  for (const table of triggered) await sql`alter table ${ref(table)} enable trigger user`.execute(target);
  return rows;
}

/**
 * Brings the embedded database's folder in `file` (as a backup holds it) into the empty PostgreSQL database at
 * `databaseUrl`. The backup's database is checked before PostgreSQL is touched; if the copy then fails, PostgreSQL is
 * left with this release's empty tables, and the message says to make the database anew.
 */
export async function restorePgliteIntoPostgres(file: string, databaseUrl: string): Promise<{ tables: number; rows: number }> {
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'fa-into-postgres-'));
  let source: DatabaseHandle | null = null;
  let target: DatabaseHandle | null = null;
  try {
    const pglite = await PGlite.create(path.join(scratch, 'pglite'), { loadDataDir: new Blob([await fs.promises.readFile(file)], { type: 'application/x-tar' }) });
    source = wrapPglite(pglite);
    await bringToThisRelease(source, 'The backup’s database');
    const tables = await tablesOf(source.db);

    const postgres = (target = connectPostgres(databaseUrl, 1));
    try {
      await bringToThisRelease(postgres, 'The PostgreSQL database');
      const present = await tablesOf(postgres.db);
      const problems = differences(tables, present);
      if (problems.length) throw new BackupError(`The backup’s tables do not match this release’s in PostgreSQL: ${problems.slice(0, 5).join('; ')}`);
      const sourceDb = source.db;
      const rows = await postgres.db.transaction().execute((trx) => copyRows(sourceDb, trx, tables, present));
      return { tables: tables.filter((t) => t.kind === 'r').length, rows };
    } catch (error) {
      if (await isEmptyPostgres(postgres).catch(() => true)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(`${reason.replace(/\.$/, '')}. The PostgreSQL database now has this release’s tables, empty: drop it and create it again before the next restore`);
    }
  } finally {
    await target?.close();
    await source?.close();
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}
