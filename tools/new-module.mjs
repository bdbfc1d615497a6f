#!/usr/bin/env node
// A new feature, as one folder in the remote that owns it (decisions 016 and 044):
//   npm run new-module -- <name> --remote <mfe-x>        e.g. npm run new-module -- field-notes --remote mfe-network
// writes <mfe-x>/src/features/<name>/: its calls (a public list and a staff write), answer shapes, rules, contract and
// the browser's calls with their cache keys and a mutation hook (api.ts), and its server half (server/: tables, queries,
// routes, a migration and a test that calls through the contract on a real database). It edits no existing file: the
// server finds the feature's routes, contract and migration by folder (server/src/features.ts), the database type takes
// the tables from the feature, and the migration takes the next number of the one sequence. Pages come from
// `npm run new-page -- <mfe-x> <path> <access> --feature <name>`.
import fs from 'node:fs';
import path from 'node:path';

class UsageError extends Error {}

const USAGE = 'Usage: npm run new-module -- <name> --remote <mfe-x>   (name: lower case words joined by -, e.g. field-notes)';

const words = (name) => name.split('-');
const camel = (name) => words(name).map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
const pascal = (name) => words(name).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const snake = (name) => words(name).join('_');

/** A migration's file name (server/src/db/migrate.ts): a three-digit number, a name, TypeScript or compiled JavaScript. */
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.(ts|js)$/;
/** The folders the server reads features from (server/src/features.ts). */
const REMOTE_FOLDER = /^mfe-[a-z-]+$/;

/** From a feature's `server/` folder to the repository's root. */
const UP = '../../../../../';

/** The files of a new feature, by path from the repository's root. */
export function moduleFiles(name, remote, migrationNumber) {
  const c = camel(name);
  const P = pascal(name);
  const table = `${snake(name)}_items`;
  const migration = `${String(migrationNumber).padStart(3, '0')}-${name}`;
  const dir = `${remote}/src/features/${name}`;
  const perPage = `${snake(name).toUpperCase()}_PER_PAGE`;
  return {
    [`${dir}/calls.ts`]: `// ${P}: the calls' one written path (decision 016). Tiny, so the pages bundle it.
import { calls } from 'shared-api/contract';

export const ${c}Calls = calls({
  get${P}Items: 'GET /${name}',
  create${P}Item: 'POST /staff/${name}',
});
`,
    [`${dir}/shapes.ts`]: `// ${P}: the answers' shapes, and their types for the pages.
import { DateTime, Strict, Type, type Static } from 'shared-api/shapes';

/** One item, as every call answers it. */
export const ${P}Item = Strict({
  id: Type.Integer(),
  title: Type.String(),
  created_at: DateTime(),
});

export type ${P}Item = Static<typeof ${P}Item>;
`,
    [`${dir}/validation.ts`]: `// ${P}: the rules the staff's form and the server run, with their messages.
import { schema, trimmed, type InferType } from 'shared-api/validation';

export const ${c}ItemSchema = schema.object({
  title: trimmed().max(200, 'Please keep the title under 200 characters').required('Please enter the title'),
});
export type ${P}ItemInput = InferType<typeof ${c}ItemSchema>;
`,
    [`${dir}/contract.ts`]: `// ${P}: each call's access, rules and answer (decision 016). Server and API docs only; browsers import this file
// as a type.
import { contract } from 'shared-api/contract';
import { Paged } from 'shared-api/shapes';
import { pageQuery } from 'shared-api/validation/calls';
import { ${c}Calls } from './calls';
import { ${P}Item } from './shapes';
import { ${c}ItemSchema } from './validation';

export const ${perPage} = 20;

export const ${c}Contract = contract('${name}', ${c}Calls, {
  get${P}Items: { access: 'public', summary: 'Every ${name} item, newest first', query: pageQuery(${perPage}), answer: Paged(${P}Item) },
  create${P}Item: { access: 'staff', tags: ['staff'], summary: 'Add a ${name} item', body: ${c}ItemSchema, answer: ${P}Item, status: 201 },
});
`,
    [`${dir}/api.ts`]: `// ${P} in the browser: the calls through their contract (decision 016), the names of their reads in the query
// cache, and the write, one hook. A page changes ${name} only through the hook, whose onSuccess refreshes exactly the
// reads the change affects, by their names in ${c}Keys.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { queryClient, useMutation } from 'shared-api/query';
import { ${c}Calls } from './calls';
import type { ${c}Contract } from './contract';
import type { ${P}ItemInput } from './validation';

const ${c} = typedCalls<typeof ${c}Contract>(${c}Calls, { call });

/** The names of these reads in the query cache. */
export const ${c}Keys = {
  all: ['${name}'] as const,
  list: (page: number) => ['${name}', 'list', page] as const,
};

/** Every item, newest first. */
export const get${P}Items = (page = 1) => ${c}.get${P}Items({ query: { page } });
/** Staff: add an item. */
export const create${P}Item = (input: ${P}ItemInput) => ${c}.create${P}Item({ body: input });

// ---- Writes ----

/** A new item: every list of items is read again. */
export const useCreate${P}Item = () =>
  useMutation({
    mutationFn: (input: ${P}ItemInput) => create${P}Item(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ${c}Keys.all }),
  });
`,
    [`${dir}/server/package.json`]: `{ "type": "module" }
`,
    [`${dir}/server/tables.ts`]: `// The tables this feature owns; db/schema.ts composes every module's and feature's into \`Database\`.
import type { Generated } from 'kysely';
import type { CreatedAt } from '${UP}server/src/kit.js';

export interface ${P}ItemsTable {
  id: Generated<number>;
  title: string;
  created_at: CreatedAt;
}

/** The tables this feature owns, as Kysely sees them. */
export interface ${P}Tables {
  ${table}: ${P}ItemsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the feature keeps them.
declare module '${UP}server/src/db/schema.js' {
  interface Database extends ${P}Tables {}
}
`,
    [`${dir}/server/queries.ts`]: `// ${P}: SQL only (routes decide statuses, queries never speak HTTP).
import type { Kysely } from 'kysely';
import { paged, type Database, type PageQuery } from '${UP}server/src/kit.js';
import type { ${P}Item } from '../shapes.js';

const columns = ['id', 'title', 'created_at'] as const;

const itemOf = (row: { id: number; title: string; created_at: Date }): ${P}Item => ({ id: Number(row.id), title: row.title, created_at: row.created_at.toISOString() });

/** Every item, newest first, a page at a time. */
export const list${P}Items = (db: Kysely<Database>, query: PageQuery) =>
  paged<${P}Item>(
    query,
    async () => Number((await db.selectFrom('${table}').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await db.selectFrom('${table}').select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map(itemOf),
  );

/** A new item; answers it as stored. */
export const add${P}Item = async (db: Kysely<Database>, title: string) => itemOf(await db.insertInto('${table}').values({ title }).returning(columns).executeTakeFirstOrThrow());
`,
    [`${dir}/server/routes.ts`]: `import type { FastifyPluginAsync } from 'fastify';
import { ok, serve } from '${UP}server/src/kit.js';
import { ${c}Contract } from '../contract.js';
import { add${P}Item, list${P}Items } from './queries.js';

/** ${P}, served from its contract. */
const ${c}Routes: FastifyPluginAsync = async (app) => {
  serve(app, ${c}Contract, {
    get${P}Items: async (request) => ok(await list${P}Items(app.db, request.query)),

    create${P}Item: async (request, reply) => {
      const item = await add${P}Item(app.db, request.body.title);
      reply.code(201);
      // i18n-english: the staff's answer (staff pages stay in English)
      return ok(item, 'The item has been added.');
    },
  });
};

export default ${c}Routes;
`,
    [`${dir}/server/migrations/${migration}.ts`]: `import { sql, type Kysely } from 'kysely';

// ${P}: its items, newest first.
export async function up(db: Kysely<unknown>) {
  await sql\`create table ${table} (
    id bigint generated always as identity primary key,
    title text not null,
    created_at timestamptz not null default now()
  )\`.execute(db);
  await sql\`create index ${table}_newest on ${table} (created_at desc, id desc)\`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql\`drop table if exists ${table}\`.execute(db);
}
`,
    [`${dir}/server/${name}.test.ts`]: `import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer, registerMember, send, startTestApp, type Registered, type TestContext } from '${UP}server/src/test/kit.js';
import { ${c}Contract } from '../contract.js';

describe('${name}', () => {
  let ctx: TestContext;
  let staff: Registered;
  let member: Registered;
  const as = (who: Registered) => bearer(who.token);

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Hussain' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    member = await registerMember(ctx.app, ctx.db, { name: 'Sana Malik' });
  });
  after(() => ctx.close());

  test('staff add an item; anyone reads it, newest first; a member may not add one; a blank title changes nothing', async () => {
    const added = await send(ctx.app, ${c}Contract.create${P}Item, { body: { title: '  First  ' } }, as(staff));
    assert.equal(added.status, 201, added.body.message);
    assert.equal(added.body.data.title, 'First');
    assert.equal((await send(ctx.app, ${c}Contract.create${P}Item, { body: { title: 'Second' } }, as(staff))).status, 201);

    assert.equal((await send(ctx.app, ${c}Contract.create${P}Item, { body: { title: 'Not mine' } }, as(member))).status, 403);
    const blank = await send(ctx.app, ${c}Contract.create${P}Item, { body: { title: ' ' } }, as(staff));
    assert.equal(blank.status, 422);
    assert.equal(blank.body.data.errors?.title, 'Please enter the title');

    const list = await send(ctx.app, ${c}Contract.get${P}Items);
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.data.items.map((item) => item.title), ['Second', 'First']);
    assert.equal(list.body.data.pagination.total, 2);
  });
});
`,
  };
}

/** The remotes' folders at `root` that the server reads features from. */
const remoteFolders = (root) => fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory() && REMOTE_FOLDER.test(entry.name)).map((entry) => entry.name);

/** The highest migration number in use: the server's own migrations and every feature's, one sequence. */
function newestMigration(root) {
  const folders = [path.join(root, 'server/src/db/migrations')];
  for (const remote of remoteFolders(root)) {
    const features = path.join(root, remote, 'src/features');
    if (!fs.existsSync(features)) continue;
    for (const feature of fs.readdirSync(features, { withFileTypes: true }).filter((entry) => entry.isDirectory())) folders.push(path.join(features, feature.name, 'server/migrations'));
  }
  const numbers = folders
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir))
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter(Boolean)
    .map(Number);
  return Math.max(0, ...numbers);
}

/** Where this name is in use already: a feature folder in any remote, a server module, or shared-api's calls and contracts. */
function takenBy(root, name) {
  const places = [`server/src/modules/${name}`, `shared-api/src/calls/${name}.ts`, `shared-api/src/contracts/${name}.ts`, ...remoteFolders(root).map((remote) => `${remote}/src/features/${name}`)];
  return places.filter((p) => fs.existsSync(path.join(root, p)));
}

function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--remote') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--remote needs a value\n${USAGE}`);
      options.remote = value;
      i++;
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}\n${USAGE}`);
    else positional.push(arg);
  }
  return { positional, options };
}

/** Writes a new feature under `root` (the repository unless a test says otherwise). Answers the files written. */
export function newModule(argv, { root = path.resolve(import.meta.dirname, '..') } = {}) {
  const { positional, options } = parseArgs(argv);
  const [name, ...rest] = positional;
  if (!name || rest.length) throw new UsageError(USAGE);
  if (!/^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/.test(name)) throw new UsageError(`${name}: use lower case words joined by - (e.g. member-notes)`);
  const remotes = JSON.parse(fs.readFileSync(path.join(root, 'remotes.json'), 'utf8'));
  if (!options.remote) throw new UsageError(`Which remote owns ${name}? Give --remote, one of ${remotes.join(', ')}\n${USAGE}`);
  if (!remotes.includes(options.remote)) throw new UsageError(`unknown remote "${options.remote}": one of ${remotes.join(', ')}`);
  const taken = takenBy(root, name);
  if (taken.length) throw new UsageError(`${name} exists already: ${taken.join(', ')}`);
  const files = moduleFiles(name, options.remote, newestMigration(root) + 1);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text, { flag: 'wx' });
  }
  return Object.keys(files);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const written = newModule(process.argv.slice(2));
    const [remote, , , name] = written[0].split('/');
    console.log(`Written:\n  ${written.join('\n  ')}`);
    console.log(`Next: its pages with npm run new-page -- ${remote} <path> <access> --feature ${name}, and its server test:`);
    console.log(`  cd server && node --import tsx --test ../${remote}/src/features/${name}/server/${name}.test.ts`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
