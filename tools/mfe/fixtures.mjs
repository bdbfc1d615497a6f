// Deployment folders for the release tool's tests, shaped like real build output.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function sandbox() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-test-'));
  const env = { DEPLOY_DIR: path.join(root, 'deploy'), SHELL_DIR: path.join(root, 'shell'), MFE_SOURCE_ROOT: path.join(root, 'src') };
  fs.mkdirSync(env.DEPLOY_DIR, { recursive: true });
  return { root, env, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

const shared = (name, version, requiredVersion = `^${version}`) => ({ id: name, name, version, singleton: true, requiredVersion });

export const SHELL_SHARED = [
  shared('react', '19.3.1'),
  shared('react-dom', '19.3.1'),
  shared('shared-api', '0.1.0'),
  shared('shared-ui', '0.1.0'),
  shared('shared-ui/forms', '0.1.0'),
];

export function writeShell(env, { pluginVersion = '2.9.2', sharedModules = SHELL_SHARED } = {}) {
  fs.mkdirSync(env.SHELL_DIR, { recursive: true });
  fs.writeFileSync(path.join(env.SHELL_DIR, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: { pluginVersion }, shared: sharedModules, exposes: [] }));
}

/** A remote build in `out` with its federation manifest, an entry and its route table. */
export function remoteBuild(out, remote, version, { routes, needs = ['react', 'shared-ui'], sharedUi = '0.1.0', pluginVersion = '2.9.2', entry = `entry of ${remote}@${version}`, serverBundle = true } = {}) {
  fs.mkdirSync(out, { recursive: true });
  const table = routes ?? [{ path: `/${remote}`, page: 'home', access: 'public', title: remote }];
  const versions = { react: '19.3.1', 'react-dom': '19.3.1', 'shared-api': '0.1.0', 'shared-ui': sharedUi, 'shared-ui/forms': sharedUi };
  const manifest = {
    name: remote.replace(/-/g, '_'),
    metaData: { pluginVersion },
    shared: needs.map((n) => shared(n, versions[n])),
    exposes: [...new Set(table.map((r) => r.page))].map((page) => ({ name: page, path: `./${page}` })),
  };
  fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(out, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(out, 'routes.json'), JSON.stringify({ name: remote, version, routes: table }));
  // A build's server bundle (docs/decisions/025); a version built before them has none.
  if (serverBundle) {
    fs.mkdirSync(path.join(out, 'server'), { recursive: true });
    fs.writeFileSync(path.join(out, 'server', 'pages.js'), `exports.pages = {}; // ${remote}@${version}`);
  }
  return out;
}

/** A built remote in the source tree, ready for `publish`. */
export function sourceBuild(env, remote, version, options) {
  fs.mkdirSync(path.join(env.MFE_SOURCE_ROOT, remote), { recursive: true });
  fs.writeFileSync(path.join(env.MFE_SOURCE_ROOT, remote, 'package.json'), JSON.stringify({ name: remote, version }));
  return remoteBuild(path.join(env.MFE_SOURCE_ROOT, remote, 'dist', version), remote, version, options);
}

export const publish = (env, remote, version, options) => remoteBuild(path.join(env.DEPLOY_DIR, remote, version), remote, version, options);

/**
 * The two places pins live, for tests that run against both: `setup(t)` gives a sandbox's environment (with its own
 * PostgreSQL database for the database store), `read(env)` its pins and history. The database store's tests need
 * DATABASE_URL (a server where databases may be created): `bash tools/with-postgres.sh npm run test:tools`.
 */
export const PIN_STORES = [
  {
    name: 'file',
    async setup(t) {
      const box = sandbox();
      t.after(box.cleanup);
      // Under with-postgres.sh DATABASE_URL is set for every test: these pins stay in the file all the same.
      return { ...box.env, DATABASE_URL: '' };
    },
    async read(env) {
      const file = path.join(env.DEPLOY_DIR, 'manifest.json');
      return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { pins: {}, history: [] };
    },
    /** Takes the writers' lock as a pin would; `release()` hands it back. */
    async holdWriters(env) {
      const lock = path.join(env.DEPLOY_DIR, '.manifest.lock');
      fs.mkdirSync(lock);
      return async () => fs.rmSync(lock, { recursive: true, force: true });
    },
  },
  {
    name: 'database',
    skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set: run `bash tools/with-postgres.sh npm run test:tools` to test pins in PostgreSQL',
    async setup(t) {
      const box = sandbox();
      t.after(box.cleanup);
      const url = await freshDatabase(t);
      return { ...box.env, DATABASE_URL: url };
    },
    async read(env) {
      const { databasePinStore } = await import('./pins-db.mjs');
      const store = databasePinStore(env.DATABASE_URL);
      try {
        return await store.readTables();
      } finally {
        await store.close();
      }
    },
    /**
     * Takes the writers' lock as a pin would; `release(waiters)` first waits until that many writers queue behind it
     * (PostgreSQL shows them), so they are known to have run at once.
     */
    async holdWriters(env) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query('begin');
      await client.query('lock table remote_pins, remote_pin_history in exclusive mode');
      return async (waiters = 0) => {
        const waiting = async () =>
          (await client.query(`select count(*)::int as n from pg_locks where relation = 'remote_pins'::regclass and not granted`)).rows[0].n;
        for (let i = 0; i < 1500 && (await waiting()) < waiters; i++) await new Promise((resolve) => setTimeout(resolve, 20));
        await client.query('commit');
        await client.end();
      };
    },
  },
];

let template;

/**
 * A new database with the server's schema, dropped after the test. The schema is migrated once into a template (the
 * way the release tool migrates a database the server never opened) and copied for each test.
 */
export async function freshDatabase(t) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const urlOf = (name) => {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  template ??= (async () => {
    const name = `mfe_template_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const { databasePinStore } = await import('./pins-db.mjs');
    const store = databasePinStore(urlOf(name));
    await store.read();
    await store.close();
    process.once('beforeExit', async () => {
      const last = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await last.connect();
      await last.query(`drop database if exists ${name} with (force)`);
      await last.end();
    });
    return name;
  })();
  const name = `mfe_test_${Math.random().toString(36).slice(2, 10)}`;
  const source = await template;
  // The template's last connection may still be closing on the server's side.
  for (let i = 0; ; i++) {
    try {
      await admin.query(`create database ${name} template ${source}`);
      break;
    } catch (error) {
      if (error.code !== '55006' || i > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await admin.end();
  t.after(async () => {
    const end = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await end.connect();
    await end.query(`drop database if exists ${name} with (force)`);
    await end.end();
  });
  return urlOf(name);
}
