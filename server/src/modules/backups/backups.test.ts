// A restore that has been done: a seeded site (members, orders, uploads, certificates, audit entries) is backed up
// while it runs, through `npm run backup`'s own command, restored into a new, empty database and storage by `npm run
// restore`'s, and the two are compared: every table's rows and every stored file, by count and content hash. On
// PostgreSQL (DATABASE_URL, as CI runs the server suite) through pg_dump and pg_restore; on the embedded PGlite (as
// `npm run test:server:pglite` runs it) through the running site's socket.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { sql, type Kysely } from 'kysely';
import { learningContract } from '../../../../mfe-learning/src/features/learning/contract.js';
import { healthContract } from '../../../../shared-api/src/contracts/health.js';
import { memberAccountContract } from '../../../../mfe-account/src/features/member-accounts/contract.js';
import { buildApp } from '../../app.js';
import { repoRoot } from '../../config.js';
import { ConfigError, checkEnv } from '../../env.js';
import { connectPostgres, wrapPglite, type DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { S3Storage } from '../../plugins/s3-storage.js';
import { DiskStorage } from '../../plugins/storage.js';
import { send } from '../../test/api.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { openTestDatabase } from '../../test/database.js';
import { bookThroughApi, createEvent } from '../../test/events.js';
import { bearer, registerMember } from '../../test/http.js';
import { createCourse, enrolThroughApi, submitQuizThroughApi } from '../../test/learning.js';
import { memberWithProfile } from '../../test/profile.js';
import { pngBytes, uploadImage } from '../../test/upload.js';
import { newBackupKey } from './archive.js';
import { backupCommand, restoreCommand } from './commands.js';
import { isEmptyPostgres, pgliteFolder } from './database.js';
import { nightlyBackup } from './jobs.js';
import { backupSettingsFromEnv } from './settings.js';
import { backupName, backupTime, expired } from './targets.js';

const postgresUrl = process.env.DATABASE_URL;
const run = promisify(execFile);

/** When the newest backup was made, as the app's metrics say (Unix time; 0 if none). */
const backupGauge = async (app: FastifyInstance) => Number(/^backup_last_success_timestamp_seconds (\S+)$/m.exec(await app.metrics.registry.metrics())?.[1]);
const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

// The job queue's own bookkeeping (when it last did its maintenance, its queues' statistics) changes by itself while a
// site runs: compared by its row count. Its jobs are compared whole, as every table of the site is.
const BOOKKEEPING = /^pgboss\.(version|queue|instance|queue_stats\w*|bam|warning)$/;

/** Every table of every schema the site has (its own and the job queue's): its row count and a hash of its rows. */
async function tableHashes(db: Kysely<Database>) {
  const { rows: tables } = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`.execute(db);
  const hashes: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const table = sql.table(`${schema}.${name}`);
    const { rows } = await sql<{ n: number; hash: string | null }>`
      select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as hash from ${table} as t`.execute(db);
    hashes[`${schema}.${name}`] = BOOKKEEPING.test(`${schema}.${name}`) ? `${rows[0].n} rows` : `${rows[0].n} rows ${rows[0].hash ?? '-'}`;
  }
  return hashes;
}

/** Every stored file, by its key: its size and a hash of its bytes. */
async function fileHashes(root: string) {
  const storage = new DiskStorage(root);
  const hashes: Record<string, string> = {};
  for (const key of (await storage.list('')).sort()) {
    const bytes = await fs.promises.readFile(path.join(root, key));
    hashes[key] = `${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}`;
  }
  return hashes;
}

interface Site {
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
  /** the environment `npm run backup` would have on this site's machine */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

/**
 * The seeded demo site, running. On PostgreSQL: a database of its own from the test template. On PGlite: the
 * template's database written as DATA_DIR's folder and opened by the site, as `npm start` opens it.
 */
async function startSite(root: string): Promise<Site> {
  const template = await openTestDatabase();
  const dataDir = path.join(root, 'site');
  fs.mkdirSync(dataDir, { recursive: true });
  if (template.seededFiles) fs.cpSync(template.seededFiles, path.join(dataDir, 'storage'), { recursive: true });
  // Its members sign up from one address: more than the limit per address allows.
  const common = { dataDir, deployDir: path.join(dataDir, 'deploy'), roles: ['web' as const], serverRender: false, publicUrl: 'http://site.test', rateLimits: { registerPerIp: { max: 1000, windowMs: 60_000 } } };
  if (postgresUrl) {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(template.db);
    const app = buildApp({ ...common, database: template });
    await app.ready();
    return {
      app,
      db: template.db,
      dataDir,
      env: { DATABASE_URL: withDatabase(postgresUrl, rows[0].name), DATA_DIR: dataDir },
      async close() {
        await app.close();
        await template.close();
      },
    };
  }
  const copy = path.join(dataDir, 'template.tar');
  await template.dump!(copy);
  await PGlite.create(pgliteFolder(dataDir), { loadDataDir: new Blob([fs.readFileSync(copy)]) }).then((pglite) => pglite.close());
  fs.rmSync(copy);
  await template.close();
  const app = buildApp(common);
  await app.ready();
  return { app, db: app.db, dataDir, env: { DATA_DIR: dataDir }, close: () => app.close() };
}

/** What a year of use leaves besides the seed: members, a paid order, an upload, a course certificate, an audit entry. */
async function useTheSite(site: Site) {
  const { app, db } = site;
  const member = await memberWithProfile(app, db);
  const event = await createEvent(db, { price: 0, title: 'Karachi Freelancers Meetup' });
  await bookThroughApi(app, member.token, event);
  assert.equal((await uploadImage(app, member.token, pngBytes())).status, 200);
  const course = await createCourse(db);
  await enrolThroughApi(app, db, member.token, course);
  const attempt = await submitQuizThroughApi(app, db, member.token, course.courseId, 3);
  assert.equal((await send(app, learningContract.getQuizCertificate, { params: { attemptId: attempt } }, bearer(member.token))).status, 200);
  const staff = await registerMember(app, db);
  await db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
  const target = await registerMember(app, db);
  assert.equal((await send(app, memberAccountContract.disableMember, { params: { memberId: target.memberId }, body: { reason: 'Asked to close the account' } }, bearer(staff.token))).status, 200);
  for (const table of ['users', 'orders', 'uploads', 'course_certificates', 'audit_log'] as const) {
    const { n } = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.ok(Number(n) > 0, `the site has ${table}`);
  }
}

describe('backup and restore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-backups-'));
  const key = newBackupKey();
  const backups = path.join(root, 'backups');
  const printed: string[] = [];
  const print = (line: string) => printed.push(line);
  let site: Site;
  let sourceTables: Record<string, string>;
  let sourceFiles: Record<string, string>;
  let backupFile = '';
  let restoredEnv: NodeJS.ProcessEnv = {};
  const databases: string[] = [];

  /** An empty site to restore into: a new data folder and, on PostgreSQL, a new database. */
  async function emptySite(label: string): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
    const env = { DATA_DIR: path.join(root, label) };
    if (!postgresUrl) return env;
    const name = `fa_restored_${label.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
    const admin = connectPostgres(postgresUrl, 1);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    await admin.close();
    databases.push(name);
    return { ...env, DATABASE_URL: withDatabase(postgresUrl, name) };
  }
  const openRestored = async (env: NodeJS.ProcessEnv): Promise<DatabaseHandle> =>
    env.DATABASE_URL ? connectPostgres(env.DATABASE_URL, 2) : wrapPglite(await PGlite.create(pgliteFolder(env.DATA_DIR!)));

  before(async () => {
    site = await startSite(root);
    await useTheSite(site);
  });
  after(async () => {
    await site?.close();
    if (postgresUrl) {
      const admin = connectPostgres(postgresUrl, 1);
      for (const name of databases) await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('npm run backup writes one encrypted, compressed, timestamped file of the running site', async () => {
    // A file that is no upload, left in the storage folder by hand: not backed up, and said so.
    fs.writeFileSync(path.join(site.dataDir, 'storage', 'notes.txt'), 'the logo’s source is on the shared drive');
    sourceTables = await tableHashes(site.db);
    sourceFiles = await fileHashes(path.join(site.dataDir, 'storage'));
    const started = performance.now();
    assert.equal(await backupCommand([], { ...site.env, BACKUP_KEY: key, BACKUP_DIR: backups }, print), 0);
    const took = (performance.now() - started) / 1000;
    // The site went on answering, and nothing changed meanwhile.
    assert.equal((await site.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode, 200);
    assert.deepEqual(await tableHashes(site.db), sourceTables);
    const files = fs.readdirSync(backups);
    assert.equal(files.length, 1);
    assert.match(files[0], /^backup-\d{4}-\d\d-\d\dT\d{9}Z\.tgz\.enc$/);
    backupFile = path.join(backups, files[0]);
    assert.equal(fs.statSync(backupFile).mode & 0o777, 0o600, 'readable by its owner only');
    const bytes = fs.readFileSync(backupFile);
    // Encrypted: none of the members' e-mails or the stored files' bytes can be read in it.
    assert.ok(!bytes.includes(Buffer.from('@example.org')));
    assert.ok(!bytes.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'no PNG file as it is');
    assert.ok(!bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b])), 'not a plain gzip');
    assert.match(printed.join('\n'), new RegExp(`${Object.keys(sourceFiles).length} stored files`));
    assert.ok(printed.includes(`Not in the backup: 1 file in ${path.join(site.dataDir, 'storage')} that is not an upload (notes.txt)`), printed.join('\n'));
    console.log(`backup of the seeded site (${postgresUrl ? 'PostgreSQL' : 'PGlite'}): ${took.toFixed(2)} s, ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
  });

  test('the metrics’ backup time follows a backup that npm run backup made in another process', async () => {
    // The site's backups go where its environment says (here `backups` in its data folder, the default), as the command's do.
    assert.equal(await backupGauge(site.app), 0, 'no backup there yet');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/backup.ts')], {
      env: { ...process.env, DATABASE_URL: '', ...site.env, BACKUP_KEY: key },
    });
    assert.match(stdout, /^Backed up the /);
    const [name] = fs.readdirSync(path.join(site.dataDir, 'backups'));
    const at = await backupGauge(site.app);
    assert.equal(at * 1000, backupTime(name)!.getTime(), 'the newest backup’s time, from its name');
    assert.ok(Math.abs(at * 1000 - Date.now()) < 120_000, `the last backup at ${at}`);
  });

  test('npm run restore brings it back into an empty database and storage, every table and every file the same', async () => {
    const env = { ...(await emptySite('restored')), BACKUP_KEY: key, BACKUP_DIR: backups };
    restoredEnv = env;
    const started = performance.now();
    assert.equal(await restoreCommand(['latest'], env, print), 0);
    const took = (performance.now() - started) / 1000;
    console.log(`restore of the seeded site (${postgresUrl ? 'PostgreSQL' : 'PGlite'}): ${took.toFixed(2)} s`);

    const restored = await openRestored(env);
    try {
      assert.deepEqual(await tableHashes(restored.db), sourceTables);
      assert.ok(Object.keys(sourceTables).length > 50, 'every table was compared');
    } finally {
      await restored.close();
    }
    assert.deepEqual(await fileHashes(path.join(env.DATA_DIR, 'storage')), sourceFiles);
    assert.ok(Object.keys(sourceFiles).length > 40, 'every file was compared');

    // Once restored, a second restore over it is refused: a restore never mixes two sites.
    await assert.rejects(restoreCommand(['latest'], env, print), /is not empty/);
  });

  test('a backup that was changed, or that another key made, is refused before anything is restored', async () => {
    // Into the site restored above: the backup's own checks refuse it before the restore would find it not empty.
    const env = restoredEnv;
    const tampered = path.join(root, 'tampered.tgz.enc');
    // One bit changed anywhere: wherever the damage first shows (a tar header, the compression, an archive that seems
    // to end early, or only the seal at the very end), the backup is called damaged.
    const original = fs.readFileSync(backupFile);
    for (const at of [0.02, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999]) {
      const bytes = Buffer.from(original);
      bytes[Math.floor(bytes.length * at)] ^= 1;
      fs.writeFileSync(tampered, bytes);
      await assert.rejects(restoreCommand([tampered], env, print), /damaged or was changed/, `a bit changed ${Math.round(at * 100)} % into the file`);
    }
    await assert.rejects(restoreCommand([backupFile], { ...env, BACKUP_KEY: newBackupKey() }, print), /made with another key \(fingerprint [0-9a-f]{16}\)/);
    // A fingerprint damaged in the header is not taken for another key: the key that decrypts it says so.
    const damaged = path.join(root, 'damaged-fingerprint.tgz.enc');
    const header = fs.readFileSync(backupFile);
    header[10] ^= 0xff;
    fs.writeFileSync(damaged, header);
    await assert.rejects(restoreCommand([damaged], env, print), (error: Error) => {
      assert.match(error.message, /is damaged: the key fingerprint in its header \([0-9a-f]{16}\) was changed, yet the key of fingerprint [0-9a-f]{16} decrypts it/);
      assert.doesNotMatch(error.message, /another key/);
      return true;
    });
    // With another key only, the same file is another key's as far as anyone can tell.
    await assert.rejects(restoreCommand([damaged], { ...env, BACKUP_KEY: newBackupKey() }, print), /made with another key/);
    // A file cut short inside its header cannot even say which key made it.
    const cut = path.join(root, 'cut.tgz.enc');
    fs.writeFileSync(cut, header.subarray(0, 14));
    await assert.rejects(restoreCommand([cut], env, print), /is cut short \(14 bytes\): it ends before its header does/);
    // After a key is rotated, the old one still opens the older backups (it gets as far as the target's check).
    await assert.rejects(restoreCommand([backupFile], { ...env, BACKUP_KEY: newBackupKey(), BACKUP_OLD_KEYS: key }, print), /not empty/);
  });

  test('npm run restore -- --decrypt writes the plain archive to a file of its owner, never over another', async () => {
    const plain = path.join(root, 'backup.tar.gz');
    assert.equal(await restoreCommand(['--decrypt', backupFile, plain], { BACKUP_KEY: key, DATA_DIR: path.join(root, 'unused') }, print), 0);
    assert.equal(fs.statSync(plain).mode & 0o777, 0o600);
    const tar = gunzipSync(fs.readFileSync(plain));
    assert.ok(tar.includes(Buffer.from('manifest.json')), 'the manifest is in it');
    assert.ok(tar.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'the stored pictures are in it as they are');
    await assert.rejects(restoreCommand(['--decrypt', backupFile, plain], { BACKUP_KEY: key }, print), /exists already/);
    assert.deepEqual(gunzipSync(fs.readFileSync(plain)), tar, 'the file already there is left as it was');
  });

  test('npm run backup -- --fingerprint prints each key’s fingerprint, and with a backup the key it was made with', async () => {
    const old = newBackupKey();
    const lines: string[] = [];
    const env = { DATA_DIR: path.join(root, 'unused') };
    assert.equal(await backupCommand(['--fingerprint'], { ...env, BACKUP_KEY: key, BACKUP_OLD_KEYS: old }, (line) => lines.push(line)), 0);
    assert.equal(lines.length, 2);
    assert.match(lines[0], /^BACKUP_KEY: [0-9a-f]{16}$/);
    assert.match(lines[1], /^BACKUP_OLD_KEYS #1: [0-9a-f]{16}$/);
    assert.ok(!lines.join('\n').includes(key) && !lines.join('\n').includes(old), 'never a key itself');
    // The fingerprint a refused restore names is the one printed for the key that made the backup.
    const fingerprint = lines[0].slice(-16);
    await assert.rejects(restoreCommand([backupFile], { ...restoredEnv, BACKUP_KEY: newBackupKey() }, print), new RegExp(`another key \\(fingerprint ${fingerprint}\\)`));
    lines.length = 0;
    assert.equal(await backupCommand(['--fingerprint', backupFile], { ...env, BACKUP_KEY: old, BACKUP_OLD_KEYS: key }, (line) => lines.push(line)), 0);
    assert.deepEqual(lines, [`${path.basename(backupFile)} was made with the key of fingerprint ${fingerprint}: BACKUP_OLD_KEYS #1`]);
    await assert.rejects(backupCommand(['--fingerprint', backupFile], { ...env, BACKUP_KEY: old }, print), /made with another key/);
    await assert.rejects(backupCommand(['--fingerprint'], env, print), /BACKUP_KEY is not set/);
  });

  test('a storage folder that holds anything, uploads or not, is not empty: the restore names what it found and writes nothing', async () => {
    const env = { ...(await emptySite('foreign-files')), BACKUP_KEY: key, BACKUP_DIR: backups };
    const storage = path.join(env.DATA_DIR, 'storage');
    fs.mkdirSync(path.join(storage, 'old-site', 'logos'), { recursive: true });
    fs.writeFileSync(path.join(storage, 'old-site', 'logos', 'pafla.png'), pngBytes());
    fs.writeFileSync(path.join(storage, 'README.txt'), 'files of the old site');
    fs.mkdirSync(path.join(storage, 'empty'));
    await assert.rejects(restoreCommand(['latest'], env, print), (error: Error) => {
      assert.equal(
        error.message,
        `The storage is not empty: the folder ${storage} holds 3 entries (README.txt, empty/, old-site/logos/pafla.png). A backup is restored only into an empty storage (an empty folder, or an empty bucket)`,
      );
      return true;
    });
    if (env.DATABASE_URL) {
      const restored = connectPostgres(env.DATABASE_URL, 1);
      try {
        assert.ok(await isEmptyPostgres(restored), 'the database was left empty');
      } finally {
        await restored.close();
      }
    } else assert.ok(!fs.existsSync(pgliteFolder(env.DATA_DIR)), 'no database was written');
    assert.deepEqual(fs.readdirSync(storage).sort(), ['README.txt', 'empty', 'old-site'], 'the folder is as it was');
  });

  test('a backup goes to a bucket as well, and comes back from it into a site whose files are in a bucket', async () => {
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(root, 's3'), configureBuckets: ['site-backups', 'restored-files'].map((name) => ({ name, configs: [] })) });
    const { port } = await s3.run();
    // The S3 client reads its credentials from the environment, as on a server (s3rver's own pair).
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
    const bucket = { BACKUP_KEY: key, BACKUP_S3_BUCKET: 'site-backups', STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`, STORAGE_S3_FORCE_PATH_STYLE: '1' };
    try {
      assert.equal(await backupCommand([], { ...site.env, ...bucket }, print), 0);
      const listed: string[] = [];
      assert.equal(await restoreCommand(['--list'], { ...site.env, ...bucket }, (line) => listed.push(line)), 0);
      assert.match(listed[0], /^1 backups in s3:\/\/site-backups\/backups\/, oldest first:$/);

      const env = { ...(await emptySite('from-bucket')), ...bucket, STORAGE_S3_BUCKET: 'restored-files' };
      assert.equal(await restoreCommand(['latest'], env, print), 0);
      const files = new S3Storage({ bucket: 'restored-files', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true });
      try {
        const restored: Record<string, string> = {};
        for (const storageKey of (await files.list('')).sort()) {
          const chunks: Buffer[] = [];
          for await (const chunk of (await files.get(storageKey))!.stream) chunks.push(chunk as Buffer);
          const bytes = Buffer.concat(chunks);
          restored[storageKey] = `${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}`;
        }
        assert.deepEqual(restored, sourceFiles);
      } finally {
        files.close();
      }
    } finally {
      await s3.close();
    }
  });

  test('a backup made while members sign up holds the site as it was at one moment', async () => {
    const busy = path.join(root, 'busy');
    const users = async (db: Kysely<Database>) => (await db.selectFrom('users').select(['id', 'email']).orderBy('id').execute()).map((u) => `${u.id} ${u.email}`);
    const before = await users(site.db);
    const signingUp = (async () => {
      for (let i = 0; i < 8; i++) await registerMember(site.app, site.db);
    })();
    assert.equal(await backupCommand([], { ...site.env, BACKUP_KEY: key, BACKUP_DIR: busy }, print), 0);
    await signingUp;
    const after = await users(site.db);
    const env = { ...(await emptySite('busy')), BACKUP_KEY: key, BACKUP_DIR: busy };
    assert.equal(await restoreCommand(['latest'], env, print), 0);
    const restored = await openRestored(env);
    try {
      // Every member up to some moment, and none after it: the sign-ups are there whole or not at all.
      const held = await users(restored.db);
      assert.ok(held.length >= before.length && held.length <= after.length, `${held.length} members, between ${before.length} and ${after.length}`);
      assert.deepEqual(held, after.slice(0, held.length));
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from users u where not exists (select 1 from api_tokens t where t.user_id = u.id) and u.email like '%@example.org'`.execute(restored.db);
      const source = await sql<{ n: number }>`select count(*)::int as n from users u where not exists (select 1 from api_tokens t where t.user_id = u.id) and u.email like '%@example.org' and u.id <= ${Number(held.at(-1)!.split(' ')[0])}`.execute(site.db);
      assert.equal(rows[0].n, source.rows[0].n, 'each member restored with the session their sign-up opened');
    } finally {
      await restored.close();
    }
  });

  test('keeps the newest of each of the last N days and the first of each of the last M months', () => {
    const names = [
      '2026-01-03T21:30:00.000Z', '2026-01-20T21:30:00.000Z', '2026-02-01T21:30:00.000Z', '2026-02-14T21:30:00.000Z',
      '2026-03-01T09:00:00.000Z', '2026-03-01T21:30:00.000Z', '2026-03-02T21:30:00.000Z', '2026-03-03T21:30:00.000Z',
    ].map((at) => backupName(new Date(at)));
    assert.deepEqual(expired(names, 2, 2).map((n) => n.slice(7, 17)), ['2026-01-03', '2026-01-20', '2026-02-14', '2026-03-01']);
    assert.deepEqual(expired(names, 2, 2), [names[0], names[1], names[3], names[5]]);
    assert.deepEqual(expired(names, 0, 0), names.slice(0, -1), 'the newest always stays');
    assert.deepEqual(expired(['notes.txt', ...names.slice(-1)], 0, 0), [], 'files that are not backups are left alone');
  });
});

describe('an embedded site moved to PostgreSQL', { skip: postgresUrl ? false : 'needs PostgreSQL (DATABASE_URL, as CI runs the server suite)' }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-move-'));
  const key = newBackupKey();
  const backups = path.join(root, 'backups');
  const name = `fa_moved_${Date.now().toString(36)}`;
  let site: Site;
  after(async () => {
    await site?.close();
    const admin = connectPostgres(postgresUrl!, 1);
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await admin.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('its backup restores into an empty PostgreSQL database: every table and every file the same, and the site runs on it', async () => {
    // The embedded demo site as `npm start` makes it (its own folder, migrated and seeded), then a year of use.
    const dataDir = path.join(root, 'embedded');
    const app = buildApp({ dataDir, deployDir: path.join(dataDir, 'deploy'), roles: ['web'], serverRender: false, publicUrl: 'http://site.test', rateLimits: { registerPerIp: { max: 1000, windowMs: 60_000 } } });
    await app.ready();
    site = { app, db: app.db, dataDir, env: { DATA_DIR: dataDir }, close: () => app.close() };
    await useTheSite(site);
    const sourceTables = await tableHashes(site.db);
    const sourceFiles = await fileHashes(path.join(dataDir, 'storage'));
    const printed: string[] = [];
    assert.equal(await backupCommand([], { ...site.env, BACKUP_KEY: key, BACKUP_DIR: backups }, (line) => printed.push(line)), 0);
    assert.match(printed[0], /^Backed up the embedded database/);

    const admin = connectPostgres(postgresUrl!, 1);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    await admin.close();
    const env = { DATABASE_URL: withDatabase(postgresUrl!, name), DATA_DIR: path.join(root, 'moved'), BACKUP_KEY: key, BACKUP_DIR: backups };
    const started = performance.now();
    assert.equal(await restoreCommand(['latest'], env, (line) => printed.push(line)), 0);
    console.log(`embedded site restored into PostgreSQL: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    assert.match(printed.join('\n'), /the embedded database, into PostgreSQL, and \d+ stored files/);

    const moved = connectPostgres(env.DATABASE_URL, 2);
    try {
      assert.deepEqual(await tableHashes(moved.db), sourceTables);
      assert.ok(Object.keys(sourceTables).length > 50, 'every table was compared');
      // Each sequence goes on after the rows it numbered: the next member gets a new id.
      const { rows } = await sql<{ next: number; top: number }>`select nextval('users_id_seq')::int as next, (select max(id) from users)::int as top`.execute(moved.db);
      assert.equal(rows[0].next, rows[0].top + 1);
    } finally {
      await moved.close();
    }
    assert.deepEqual(await fileHashes(path.join(env.DATA_DIR, 'storage')), sourceFiles);
    // A second restore over it is refused, as into any database that is not empty.
    await assert.rejects(restoreCommand(['latest'], env, () => undefined), /is not empty/);

    // The site starts on it, and a demo member signs in.
    const onPostgres = buildApp({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, deployDir: path.join(env.DATA_DIR, 'deploy'), roles: ['web'], serverRender: false });
    try {
      await onPostgres.ready();
      const login = await onPostgres.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'hira.baloch@example.com', password: 'Demo@12345' } });
      assert.equal(login.statusCode, 200, login.body);
      assert.equal((await send(onPostgres, healthContract.getReadiness)).status, 200);
    } finally {
      await onPostgres.close();
    }
  });
});

describe('nightly backups', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-nightly-'));
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp({ roles: ['web'] })));
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('a worker backs the site up once a night, however many workers there are, and queues the next night’s', async () => {
    const settings = backupSettingsFromEnv({ BACKUP_KEY: newBackupKey(), BACKUP_DIR: path.join(root, 'backups') }, ctx.dataDir);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.db);
    const databaseUrl = postgresUrl ? withDatabase(postgresUrl, rows[0].name) : undefined;
    // Two workers start at once, each queueing the night's run.
    const workers = await Promise.all([1, 2].map(() => ctx.another({ roles: ['worker'], backups: settings, databaseUrl })));
    for (let i = 0; i < 200; i++) {
      const run = await ctx.db.selectFrom('backup_runs').selectAll().executeTakeFirst();
      if (run?.finished_at) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const worker of workers) await worker.jobs.idle();
    const runs = await ctx.db.selectFrom('backup_runs').selectAll().execute();
    assert.equal(runs.length, 1);
    assert.equal(runs[0].error, null);
    assert.deepEqual(fs.readdirSync(path.join(root, 'backups')), [runs[0].name]);
    // The next night's run waits for 02:30 Karachi time (21:30 UTC).
    const next = await sql<{ start_after: Date }>`select start_after from pgboss.job where name = ${nightlyBackup.name} and state = 'created'`.execute(ctx.db);
    assert.equal(next.rows.length, 1);
    assert.equal(next.rows[0].start_after.toISOString().slice(11, 16), '21:30');
    assert.ok(next.rows[0].start_after.getTime() - Date.now() <= 24 * 3600_000);
    // The metrics of a web process with the same settings say when, for an alert on a backup over a day old.
    const web = await ctx.another({ roles: ['web'], backups: settings });
    const at = await backupGauge(web);
    assert.equal(at * 1000, backupTime(runs[0].name!)!.getTime());
    assert.ok(Math.abs(at * 1000 - Date.now()) < 60_000, `the last backup at ${at}`);
  });
});

describe('backup settings', () => {
  const problemsOf = (env: NodeJS.ProcessEnv) => {
    try {
      checkEnv(env);
      return [];
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems;
    }
  };

  test('come from the environment: a folder by default, the bucket when named, the policy, and nightly runs with a key', () => {
    const key = newBackupKey();
    const folder = backupSettingsFromEnv({ BACKUP_KEY: key }, '/srv/pafla/data');
    assert.deepEqual(folder.target, { kind: 'folder', dir: '/srv/pafla/data/backups' });
    assert.equal(folder.key?.toString('base64'), key);
    assert.deepEqual([folder.keepDaily, folder.keepMonthly, folder.nightly], [7, 12, true]);
    const bucket = backupSettingsFromEnv({ BACKUP_S3_BUCKET: 'pafla-backups', STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000', STORAGE_S3_FORCE_PATH_STYLE: '1', BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_MONTHLY: '0' }, '/data');
    assert.deepEqual(bucket.target, { kind: 'bucket', s3: { bucket: 'pafla-backups', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true } });
    assert.deepEqual([bucket.keepDaily, bucket.keepMonthly, bucket.nightly], [3, 0, false], 'no key, no nightly backup');
    assert.equal(backupSettingsFromEnv({ BACKUP_KEY: key, BACKUP_NIGHTLY: '0' }, '/data').nightly, false);
  });

  test('a wrong key or policy is refused before anything starts, and a key is never printed', () => {
    assert.deepEqual(problemsOf({ BACKUP_KEY: newBackupKey(), BACKUP_OLD_KEYS: `${newBackupKey()},${'a'.repeat(64)}`, BACKUP_KEEP_DAILY: '30', SHUTDOWN_DELAY_SECONDS: '15' }), []);
    const problems = problemsOf({ BACKUP_KEY: 'not-a-key-but-a-secret', BACKUP_OLD_KEYS: 'short', BACKUP_KEEP_DAILY: '-1', BACKUP_KEEP_MONTHLY: '1000', BACKUP_NIGHTLY: 'yes', SHUTDOWN_DELAY_SECONDS: '600' });
    assert.equal(problems.length, 6);
    assert.ok(problems.some((p) => p === 'BACKUP_KEY=(hidden) must be 32 bytes, as 64 hex digits or in base64: make one with `npm run backup -- --new-key`'));
    assert.ok(problems.some((p) => p.startsWith('BACKUP_OLD_KEYS=(hidden) must be keys separated by commas')));
    assert.ok(problems.some((p) => p === 'BACKUP_KEEP_DAILY="-1" must be a number of days from 0 to 366'));
    assert.ok(problems.some((p) => p === 'SHUTDOWN_DELAY_SECONDS="600" must be a number of seconds from 0 to 120'));
    assert.ok(!problems.join('\n').includes('not-a-key-but-a-secret'));
    // A backup bucket is reached like the storage's: its endpoint settings need one of the two buckets.
    assert.deepEqual(problemsOf({ BACKUP_S3_BUCKET: 'pafla-backups', STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' }), []);
  });
});
