// The pieces an operator deploys with (ops/, the Dockerfile and compose.yaml): the systemd units load as systemd reads
// them, the reverse proxies' configurations are ones Caddy accepts, the Dockerfile is one Docker builds and gives an
// image what serving needs, compose.yaml is a Compose file by its specification, and every setting names only
// variables the server knows, with values its own check accepts. `.ci/run` installs systemd and caddy for it.
// server/src/topology.test.ts starts what compose.yaml describes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { Ajv } from 'ajv';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from './config.js';
import { checkEnv, envSchema } from './env.js';
import { execForm, readCompose, readDockerfile, readEnvExample, serviceEnvironment, stageEnvironment, variablesIn, workdirOf, COMPOSE_FILE, type Stage } from './test/compose.js';

const ops = path.join(repoRoot, 'ops');
/** The variables the server reads: those its check knows, and those its configuration reads itself. */
const known = new Set([
  ...Object.keys(envSchema.fields),
  ...['config.ts', 'modules/backups/settings.ts'].flatMap((file) => [...fs.readFileSync(path.join(repoRoot, 'server/src', file), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1])),
]);
const run = (command: string, args: string[], env?: NodeJS.ProcessEnv) => spawnSync(command, args, { encoding: 'utf8', timeout: 30_000, env: env && { ...process.env, ...env } });

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

const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[]; scripts: Record<string, string>; engines: { node: string } };

/** The workspaces' folders, as npm finds them from package.json's `workspaces` (a folder's name, or one with `*`). */
const workspaces = rootPackage.workspaces
  .flatMap((pattern) => {
    const name = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return fs
      .readdirSync(repoRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && name.test(entry.name) && fs.existsSync(path.join(repoRoot, entry.name, 'package.json')))
      .map((entry) => entry.name);
  })
  .sort();

/**
 * Whether `.dockerignore` leaves a path of the repository out of the build context, by Docker's rules: a pattern
 * matches the path or a folder above it, `**` any number of folders, `*` and `?` within one name, and the last
 * pattern that matches decides (`!` takes a path back in).
 */
function dockerignored() {
  const rules = fs
    .readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const exclude = !line.startsWith('!');
      const pattern = path.posix.normalize((exclude ? line : line.slice(1)).trim()).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) => ({ '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' })[part] ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
        .join('');
      return { exclude, pattern: new RegExp(`^${source}$`) };
    });
  return (file: string) => {
    const parts = file.split('/');
    let excluded = false;
    for (const rule of rules) if (parts.some((_, i) => rule.pattern.test(parts.slice(0, i + 1).join('/')))) excluded = rule.exclude;
    return excluded;
  };
}

const stages = readDockerfile();
const final = stages.at(-1)!;
const stageNamed = (name: string) => stages.find((stage) => stage.name === name);
const instructionsOf = (stage: Stage, keyword: string) => stage.instructions.filter((instruction) => instruction.keyword === keyword);
const runs = (stage: Stage, command: RegExp) => instructionsOf(stage, 'RUN').some((instruction) => command.test(instruction.rest));
const copiesOf = (stage: Stage) =>
  instructionsOf(stage, 'COPY').map(({ flags, rest, line }) => {
    const words = rest.split(/\s+/);
    return { from: flags.from, sources: words.slice(0, -1), dest: words.at(-1)!, line };
  });
/** The image a stage starts from, through the stages it names. */
const baseOf = (stage: Stage): string => {
  const named = stageNamed(stage.image);
  return named ? baseOf(named) : stage.image;
};
/** The server as the image starts it. */
const imageCommand = execForm(instructionsOf(final, 'CMD').at(-1)!.rest);

describe('the Dockerfile', () => {
  test('is one Docker builds: its validator reports no problem at all', () => {
    const problems = validateDockerfile(fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'));
    assert.deepEqual(
      problems.map((problem) => `line ${problem.range.start.line + 1}: ${problem.message}`),
      [],
    );
  });

  test('builds in one stage on the official Node image of the version package.json asks for, and runs in another on the same base', () => {
    assert.ok(stages.length > 1, 'more than one stage');
    const build = stages.find((stage) => runs(stage, /\bnpm run build\b/));
    assert.ok(build, 'a stage runs `npm run build`');
    assert.ok(runs(build, /\bnpm ci\b(?!.*--omit)/), 'after installing every dependency from the lockfile (npm ci)');
    assert.notEqual(build, final);
    const major = /(\d+)/.exec(rootPackage.engines.node)![1];
    assert.equal(baseOf(build), `node:${major}-bookworm-slim`);
    assert.equal(baseOf(final), baseOf(build));
  });

  test('runs the compiled server as a user that is not root, in production mode, its data in a volume, its readiness checked by Node', () => {
    const user = instructionsOf(final, 'USER').at(-1)?.rest;
    assert.ok(user, 'the final stage names its USER');
    assert.doesNotMatch(user, /^(root|0)(:|$)/);
    const env = stageEnvironment(final);
    assert.equal(env.NODE_ENV, 'production');
    assert.deepEqual(Object.keys(env).filter((name) => !known.has(name)), []);
    assert.doesNotThrow(() => checkEnv(env));
    assert.ok(instructionsOf(final, 'VOLUME').some((volume) => volume.rest === env.DATA_DIR), 'DATA_DIR is a volume');
    assert.deepEqual(
      instructionsOf(final, 'EXPOSE').map((expose) => expose.rest),
      [env.PORT],
    );
    const healthchecks = instructionsOf(final, 'HEALTHCHECK');
    assert.equal(healthchecks.length, 1);
    const [program, ...args] = execForm(healthchecks[0].rest.replace(/^CMD\s+/, ''));
    // The slim image has no curl: Node itself asks.
    assert.equal(program, 'node');
    assert.match(args.join(' '), /\/api\/health\/ready/);
    // The compiled server, as `npm run serve` starts it; compose.yaml adds --role.
    assert.deepEqual(imageCommand, ['node', 'server/serve.mjs']);
    assert.match(rootPackage.scripts.serve, /\bnode server\/serve\.mjs$/);
  });

  test('takes from the build context only what the repository holds and .dockerignore lets through', () => {
    const ignored = dockerignored();
    for (const stage of stages) {
      for (const copy of copiesOf(stage).filter((c) => !c.from)) {
        for (const source of copy.sources.filter((s) => s !== '.')) {
          const file = path.posix.normalize(source).replace(/\/$/, '');
          assert.ok(fs.existsSync(path.join(repoRoot, file)), `line ${copy.line}: ${source} is not in the repository`);
          assert.equal(ignored(file), false, `line ${copy.line}: .dockerignore leaves ${source} out`);
        }
      }
    }
    // The context never carries this machine's packages, build output, data, secrets or history.
    for (const file of ['node_modules', 'server/node_modules', 'server/dist', 'shell/dist', 'mfe-public/dist', 'deploy', '.data', '.env', '.git']) assert.equal(ignored(file), true, file);
  });

  test('installs from the lockfile with every workspace npm knows, the runtime stage’s without the development ones', () => {
    const installing = stages.filter((stage) => runs(stage, /\bnpm ci\b/));
    assert.equal(installing.length, 2);
    for (const stage of installing) {
      const copied = new Set(copiesOf(stage).flatMap((copy) => (copy.from ? [] : copy.sources)));
      for (const file of ['package.json', 'package-lock.json', ...workspaces.map((workspace) => `${workspace}/package.json`)]) assert.ok(copied.has(file), `${stage.name}: ${file}`);
    }
    assert.ok(installing.some((stage) => runs(stage, /\bnpm ci\b.*--omit=dev.*--workspace=server/)));
  });

  test('installs every package the server and the release tool import among the production ones', () => {
    // What `npm ci --omit=dev --workspace=server` installs, by name: the server's dependencies and theirs, from the lockfile.
    type Locked = { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; peerDependencies?: Record<string, string>; link?: boolean; resolved?: string };
    const locked = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, Locked> }).packages;
    const installed = new Set<string>();
    const visit = (entry: Locked | undefined) => {
      if (entry?.link && entry.resolved) return visit(locked[entry.resolved]);
      for (const name of Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies, ...entry?.peerDependencies })) {
        if (installed.has(name)) continue;
        installed.add(name);
        for (const [key, found] of Object.entries(locked)) if (key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`)) visit(found);
      }
    };
    visit(locked.server);
    // What they import: the server's code (not its tests or benchmarks) and the release tool the image runs.
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return ['test', 'bench'].includes(entry.name) ? [] : sources(file);
        return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.(ts|mjs)$/.test(entry.name) ? [file] : [];
      });
    const files = [...sources(path.join(repoRoot, 'server', 'src')), path.join(repoRoot, 'tools', 'mfe.mjs'), ...sources(path.join(repoRoot, 'tools', 'mfe'))];
    const missing = new Set<string>();
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, specifier] of code.matchAll(/(?:\bfrom\s+|\bimport\(\s*|\brequire\(\s*)'([^'.][^']*)'/g)) {
        if (specifier.startsWith('node:') || specifier.startsWith('#')) continue;
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        if (name !== 'shared-api' && !installed.has(name)) missing.add(`${name} (${path.relative(repoRoot, file)})`);
      }
    }
    assert.deepEqual([...missing], []);
  });

  test('gives the image what `npm run serve` reads, taking from the build stage only what `npm run build` makes or the repository holds', () => {
    // What `npm run build` makes: each workspace with a build script its dist/ (lerna runs them), and the release
    // tool the published remotes with their pins in deploy/ (tools/mfe.mjs publish-all).
    assert.match(rootPackage.scripts.build, /\blerna run build\b/);
    assert.match(rootPackage.scripts.build, /\btools\/mfe\.mjs publish-all\b/);
    const hasBuild = (workspace: string) => Boolean((JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as { scripts?: { build?: string } }).scripts?.build);
    const made = new Set(['deploy', ...workspaces.filter(hasBuild).map((workspace) => `${workspace}/dist`)]);
    const ignored = dockerignored();
    const root = workdirOf(final);
    const provided = new Set<string>();
    for (const copy of copiesOf(final)) {
      const from = copy.from === undefined ? undefined : stageNamed(copy.from);
      for (const source of copy.sources) {
        const file = from ? path.posix.relative(workdirOf(from), source) || '.' : path.posix.normalize(source).replace(/\/$/, '');
        if (from && runs(from, /\bnpm run build\b/)) {
          assert.ok(made.has(file) || (fs.existsSync(path.join(repoRoot, file)) && !ignored(file)), `line ${copy.line}: npm run build does not make ${file}, nor does the repository hold it`);
        }
        const dest = path.posix.relative(root, path.posix.resolve(root, copy.dest));
        provided.add(copy.dest.endsWith('/') && file !== '.' ? path.posix.join(dest, path.posix.basename(file)) : dest || '.');
        // A stage's whole folder: its installed packages.
        if (from && file === '.' && runs(from, /\bnpm ci\b/)) provided.add('node_modules');
      }
    }
    // serve.mjs starts server/dist; the server reads remotes.json as it starts and serves shell/dist (SHELL_DIR) and deploy/ (DEPLOY_DIR).
    for (const file of ['node_modules', 'server/serve.mjs', 'server/dist', 'shell/dist', 'deploy', 'remotes.json']) assert.ok(provided.has(file), file);
  });
});

describe('compose.yaml', () => {
  // The values an operator's .env gives, made up of the kind each variable asks for.
  const dotEnv = {
    SITE_DOMAIN: 'pafla.example.org',
    POSTGRES_PASSWORD: 'databasepassword1',
    MINIO_ROOT_USER: 'minio-root',
    MINIO_ROOT_PASSWORD: 'miniopassword1',
    SITE_S3_ACCESS_KEY: 'pafla-site',
    SITE_S3_SECRET_KEY: 'sitesecretkey1',
    SMTP_URL: 'smtp://user:password@mail.example.org:587',
  };
  const text = fs.readFileSync(COMPOSE_FILE, 'utf8');
  const written = readCompose();
  const model = readCompose(dotEnv);
  const environmentOf = (service: string) => serviceEnvironment(model.services[service]);

  test('is a Compose file by the Compose Specification’s own schema, as written and as Compose reads it', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, 'server/src/test/vendor/compose-spec.json'), 'utf8')) as { $schema: string };
    // The schema names JSON Schema draft-07 by its https address; Ajv holds the same meta-schema under its http one,
    // so it is added again under the address the schema names, and the schema itself is checked against it.
    // (strictTypes judges only how a schema is written — a type beside each keyword — not what it accepts.)
    const draft07: object = createRequire(import.meta.url)('ajv/dist/refs/json-schema-draft-07.json');
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
    ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
    const validate = ajv.compile(schema);
    assert.equal(validate(written), true, ajv.errorsText(validate.errors));
    assert.equal(validate(model), true, ajv.errorsText(validate.errors));
    // A misspelt key is refused: the schema is in force.
    assert.equal(validate({ ...written, services: { ...written.services, web: { ...written.services.web, enviroment: {} } } }), false);
    // Merge keys are Compose's YAML too: without them the file does not mean what it says.
    assert.notDeepEqual(parseYaml(text), written);
  });

  test('runs the web and the worker from the Dockerfile’s image, each with its role, once the database is healthy and the bucket made', () => {
    for (const role of ['web', 'worker']) {
      const service = model.services[role];
      assert.equal(service.build, '.', role);
      assert.equal(service.image, model.services.web.image, role);
      assert.deepEqual(service.command, [...imageCommand, '--role', role]);
      assert.equal(service.depends_on.db.condition, 'service_healthy', role);
      assert.equal(service.depends_on.bucket.condition, 'service_completed_successfully', role);
    }
    // The web processes start once the image's remotes are in the bucket (ops/compose/release.sh).
    const release = model.services.release;
    assert.equal(release.image, model.services.web.image);
    assert.deepEqual(release.command, ['sh', 'ops/compose/release.sh']);
    assert.ok(fs.existsSync(path.join(repoRoot, 'ops/compose/release.sh')));
    assert.equal(model.services.web.depends_on.release.condition, 'service_completed_successfully');
    // The worker's health check (the image's) asks its metrics port: the only HTTP it has.
    assert.ok(environmentOf('worker').METRICS_PORT);
  });

  test('keeps PostgreSQL and MinIO in named volumes, checks PostgreSQL with pg_isready, and points the site at both', () => {
    const named = (service: string) => (model.services[service].volumes as string[]).map((volume) => volume.split(':')[0]).filter((name) => name in model.volumes);
    const db = model.services.db;
    // pg_dump in the image (Debian 12's postgresql-client: 15) must be at least the server's version.
    assert.match(db.image, /^postgres:15(-|$)/);
    assert.ok(runs(final, /\bpostgresql-client\b/));
    assert.match((db.healthcheck.test as string[]).join(' '), /^CMD pg_isready\b/);
    assert.equal(named('db').length, 1);
    assert.equal(named('minio').length, 1);
    const env = environmentOf('web');
    const database = new URL(env.DATABASE_URL);
    assert.deepEqual(
      [database.hostname, database.port, decodeURIComponent(database.username), decodeURIComponent(database.password), database.pathname],
      ['db', '5432', db.environment.POSTGRES_USER, db.environment.POSTGRES_PASSWORD, `/${db.environment.POSTGRES_DB}`],
    );
    // The bucket made once, before the site starts, with the site's own key pair; the site uses that bucket and those keys.
    const bucket = model.services.bucket;
    assert.equal(bucket.restart, 'no');
    assert.equal(bucket.depends_on.minio.condition, 'service_healthy');
    assert.equal(new URL(env.STORAGE_S3_ENDPOINT).hostname, 'minio');
    assert.deepEqual(
      [bucket.environment.BUCKET, bucket.environment.SITE_S3_ACCESS_KEY, bucket.environment.SITE_S3_SECRET_KEY],
      [env.STORAGE_S3_BUCKET, env.AWS_ACCESS_KEY_ID, env.AWS_SECRET_ACCESS_KEY],
    );
    assert.notEqual(env.AWS_ACCESS_KEY_ID, model.services.minio.environment.MINIO_ROOT_USER, 'the site never holds MinIO’s root credentials');
  });

  test('gives the site’s processes only settings the server knows, with values it accepts', () => {
    const image = stageEnvironment(final);
    for (const service of ['web', 'worker', 'release']) {
      const env = environmentOf(service);
      assert.deepEqual(Object.keys(env).filter((name) => !known.has(name)), [], service);
      assert.doesNotThrow(() => checkEnv({ ...image, ...env }), service);
    }
  });

  test('writes no secret: each comes from the operator’s .env, and every value an operator must give says what it is', () => {
    const secret = /PASSWORD|SECRET|TOKEN|_KEY$|_KEY_ID$/;
    const interpolated = /^\$\{[A-Za-z_][A-Za-z0-9_]*[^}]*\}$/;
    for (const [name, service] of Object.entries(written.services as Record<string, { environment?: Record<string, unknown> }>)) {
      for (const [key, value] of Object.entries(serviceEnvironment(service))) {
        if (secret.test(key)) assert.match(value, interpolated, `${name}: ${key}`);
        // A URL's password too.
        const password = /^[a-z]+:\/\/[^:@/]*:([^@]*)@/.exec(value)?.[1];
        if (password !== undefined) assert.match(password, interpolated, `${name}: ${key}`);
      }
    }
    // Each variable has a default, or is required with a message saying what to set: none is silently empty.
    const variables = variablesIn(text);
    for (const variable of variables) {
      assert.ok([':-', '-', ':?'].includes(variable.op), `${variable.name}: a default (:-) or required (:?)`);
      if (variable.op === ':?') assert.match(variable.arg, /^set \S+ in \.env/, variable.name);
    }
    // The example .env names exactly these, the required ones left empty for the operator to fill in.
    const example = readEnvExample();
    assert.deepEqual([...new Set(example.map((setting) => setting.name))].sort(), [...new Set(variables.map((variable) => variable.name))].sort());
    for (const variable of variables.filter((v) => v.op === ':?')) assert.ok(example.some((setting) => setting.name === variable.name && !setting.commented && setting.value === ''), variable.name);
  });

  test('puts Caddy alone in front, on a network only the web processes share with it, whose addresses they trust', () => {
    const proxy = model.services.proxy;
    assert.match(proxy.image, /^caddy:/);
    assert.ok((proxy.volumes as string[]).includes('./ops/compose/Caddyfile:/etc/caddy/Caddyfile:ro'));
    const env = environmentOf('proxy');
    assert.deepEqual(env.WEB_UPSTREAMS.split(/\s+/), [`web:${stageEnvironment(final).PORT}`]);
    assert.equal(env.SITE_ADDRESS, dotEnv.SITE_DOMAIN);
    assert.equal(environmentOf('web').PUBLIC_URL, `https://${dotEnv.SITE_DOMAIN}`);
    // Only the proxy is reachable from outside.
    const published = Object.entries(model.services as Record<string, { ports?: string[] }>).filter(([, service]) => service.ports?.length);
    assert.deepEqual(
      published.map(([name]) => name),
      ['proxy'],
    );
    assert.deepEqual(proxy.ports, ['80:80', '443:443', '443:443/udp']);
    const on = (network: string) => Object.entries(model.services as Record<string, { networks?: string[] }>).filter(([, service]) => service.networks?.includes(network)).map(([name]) => name);
    assert.deepEqual(on('proxy').sort(), ['proxy', 'web']);
    assert.deepEqual(
      model.networks.proxy.ipam.config.map((c: { subnet: string }) => c.subnet),
      [environmentOf('web').TRUST_PROXY],
    );
  });

  test('its Caddyfile is valid with the proxy’s settings, and sends requests only to web processes that say they are ready', () => {
    const file = path.join(repoRoot, 'ops', 'compose', 'Caddyfile');
    const validated = run('caddy', ['validate', '--config', file, '--adapter', 'caddyfile'], environmentOf('proxy'));
    assert.equal(validated.error, undefined, 'caddy (Debian: caddy) is needed');
    assert.equal(validated.status, 0, validated.stderr);
    assert.match(fs.readFileSync(file, 'utf8'), /health_uri \/api\/health\/ready/);
  });
});
