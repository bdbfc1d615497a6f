// The previous release's database, kept for CI: the release manager runs this after each release, with the release's
// commit, and commits what it writes. The server suite then migrates a copy of it to the code under test
// (db/upgrade.test.ts), as a site upgrading from that release would be migrated.
//
//   bash tools/with-postgres.sh npm run release-database -- <commit or tag of the release>
//
// It takes the release's own server code from git (nothing in the working tree changes), lets that release create
// and seed a fresh database as a new site's first start does, and writes its pg_dump and the release's migrations (each
// with a hash of its file, since an applied migration is never edited) to server/src/test/releases/.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { repoRoot } from '../config.js';
import { connectPostgres } from '../db/database.js';
import { postgresProgram } from '../modules/backups/database.js';

export const RELEASES_DIR = path.join(repoRoot, 'server', 'src', 'test', 'releases');

async function main(args: string[]) {
  const [ref] = args;
  const databaseUrl = process.env.DATABASE_URL;
  if (!ref || args.length !== 1 || !databaseUrl) {
    console.error('usage: DATABASE_URL=postgres://… npm run release-database -- <commit or tag of the release>');
    return 2;
  }
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-release-'));
  const name = `fa_release_${randomBytes(4).toString('hex')}`;
  const admin = connectPostgres(databaseUrl, 1);
  try {
    // The release's sources (a few megabytes), with this checkout's installed packages.
    execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(work)}`], { cwd: repoRoot });
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(work, 'node_modules'));
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    // Its worker migrates and seeds the fresh database when it starts, and is stopped once it works its queues.
    const release = spawn(process.execPath, ['--import', 'tsx', path.join(work, 'server', 'src', 'main.ts'), '--role', 'worker'], {
      cwd: path.join(work, 'server'),
      env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'data'), DEPLOY_DIR: path.join(work, 'deploy'), LOG_LEVEL: 'info', NODE_ENV: 'production', DEMO_CONTENT: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      release.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        if (out.includes('Working the job queues')) resolve();
      });
      release.once('exit', (code) => reject(new Error(`The release's server stopped (exit ${code}) before it had made its database:\n${out}`)));
    });
    await new Promise((resolve) => {
      release.once('exit', resolve);
      release.kill('SIGTERM');
    });
    const migrationsDir = path.join(work, 'server', 'src', 'db', 'migrations');
    const migrations = Object.fromEntries(
      fs
        .readdirSync(migrationsDir)
        .filter((file) => /^\d{3}-[a-z0-9-]+\.ts$/.test(file))
        .sort()
        .map((file) => [file.replace(/\.ts$/, ''), createHash('sha256').update(fs.readFileSync(path.join(migrationsDir, file))).digest('hex')]),
    );
    fs.mkdirSync(RELEASES_DIR, { recursive: true });
    const dump = path.join(RELEASES_DIR, 'previous.pgdump');
    const password = decodeURIComponent(url.password);
    url.password = '';
    execFileSync(postgresProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    fs.writeFileSync(path.join(RELEASES_DIR, 'previous.json'), `${JSON.stringify({ commit, made: new Date().toISOString(), migrations }, null, 2)}\n`);
    console.log(`Wrote the database of release ${commit.slice(0, 12)} (${Object.keys(migrations).length} migrations, ${(fs.statSync(dump).size / 1024).toFixed(0)} KB) to ${path.relative(repoRoot, RELEASES_DIR)}/`);
    return 0;
  } finally {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db).catch(() => undefined);
    await admin.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main(process.argv.slice(2));
