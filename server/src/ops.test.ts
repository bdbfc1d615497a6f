// The pieces an operator deploys with (ops/): the systemd units load as systemd reads them, the reverse proxy's
// configuration is one Caddy accepts, and the example settings name only variables the server knows, with values its
// own check accepts. `.ci/run` installs systemd and caddy for it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from './config.js';
import { checkEnv, envSchema } from './env.js';

const ops = path.join(repoRoot, 'ops');
/** The variables the server reads: those its check knows, and those its configuration reads itself. */
const known = new Set([
  ...Object.keys(envSchema.fields),
  ...['config.ts', 'modules/backups/settings.ts'].flatMap((file) => [...fs.readFileSync(path.join(repoRoot, 'server/src', file), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1])),
]);
const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8', timeout: 30_000 });

describe('the deployment pieces in ops/', () => {
  test('each systemd unit loads without a warning (the web unit as the instance for port 3001)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fa-units-'));
    try {
      const units = fs.readdirSync(path.join(ops, 'systemd')).filter((name) => name.endsWith('.service'));
      assert.deepEqual(units.sort(), ['pafla-web@.service', 'pafla-worker.service', 'pafla.service']);
      for (const unit of units) {
        const file = path.join(dir, unit.replace('@.service', '@3001.service'));
        fs.copyFileSync(path.join(ops, 'systemd', unit), file);
        const verified = run('systemd-analyze', ['verify', '--man=no', file]);
        assert.equal(verified.error, undefined, 'systemd-analyze (Debian: systemd) is needed');
        assert.equal(`${verified.stdout}${verified.stderr}`.trim(), '', unit);
        assert.equal(verified.status, 0, unit);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the Caddyfile is valid, and sends requests only to instances that say they are ready', () => {
    const validated = run('caddy', ['validate', '--config', path.join(ops, 'Caddyfile'), '--adapter', 'caddyfile']);
    assert.equal(validated.error, undefined, 'caddy (Debian: caddy) is needed');
    assert.equal(validated.status, 0, validated.stderr);
    assert.match(fs.readFileSync(path.join(ops, 'Caddyfile'), 'utf8'), /health_uri \/api\/health\/ready/);
  });

  test('the example settings name only variables the server knows, and the server accepts their values', () => {
    const lines = fs.readFileSync(path.join(ops, 'pafla.env.example'), 'utf8').split('\n');
    // Commented settings too: they are there to be filled in.
    const settings = lines.map((line) => /^#?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim())).filter((match) => match !== null);
    assert.ok(settings.length >= 10);
    const unknown = settings.map(([, name]) => name).filter((name) => !known.has(name));
    assert.deepEqual(unknown, []);
    const given = Object.fromEntries(settings.filter(([line, , value]) => !line.startsWith('#') && value !== '').map(([, name, value]) => [name, value]));
    assert.equal(given.NODE_ENV, 'production');
    assert.doesNotThrow(() => checkEnv(given));
    // The units' own settings are the server's too.
    for (const unit of fs.readdirSync(path.join(ops, 'systemd'))) {
      for (const [, name] of fs.readFileSync(path.join(ops, 'systemd', unit), 'utf8').matchAll(/^Environment=([A-Z_]+)=/gm)) {
        if (name !== 'PATH') assert.ok(known.has(name), `${unit}: ${name}`);
      }
    }
  });
});
