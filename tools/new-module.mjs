#!/usr/bin/env node
// A new feature of the API, in the one shape every feature has (decision 016):
//   npm run new-module -- <name>            e.g. npm run new-module -- courses
// writes the feature's calls and contract (shared-api/src/calls/, contracts/), its browser entry (shared-api/src/<name>.ts,
// exported by the package), and its server module (server/src/modules/<name>/: tables, queries, routes, a test) with
// its migration. Nothing else is edited: the server finds the module's routes and migration by their names, the
// database type takes the tables from the module, the lint rules read the package's exports.
import fs from 'node:fs';
import path from 'node:path';

class UsageError extends Error {}

const words = (name) => name.split('-');
const camel = (name) => words(name).map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
const pascal = (name) => words(name).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const snake = (name) => words(name).join('_');

/** The files of a new feature, by path from the repository's root. */
export function moduleFiles(name, migrationNumber) {
  const c = camel(name);
  const P = pascal(name);
  const table = `${snake(name)}_items`;
  const migration = `${String(migrationNumber).padStart(3, '0')}-${name}`;
  return {
    [`shared-api/src/calls/${name}.ts`]: `// ${P}: the calls' one written path (decision 016).
import { calls } from '../contract';

export const ${c}Calls = calls({
  get${P}Items: 'GET /${name}',
  create${P}Item: 'POST /staff/${name}',
});
`,
    [`shared-api/src/contracts/${name}.ts`]: `// ${P}: each call's access, rules and answer (decision 016). Server and API docs only; browsers import it as a type.
import * as yup from 'yup';
import { Type } from '@sinclair/typebox';
import { contract } from '../contract';
import { ${c}Calls } from '../calls/${name}';
import { DateTime, Paged, Strict } from '../shapes/common';
import { pageQuery } from '../validation/calls';

export const ${P}Item = Strict({ id: Type.Integer(), title: Type.String(), created_at: DateTime() });

export const ${c}ItemRules = yup.object({
  title: yup.string().trim().max(200, 'Please keep the title under 200 characters').required('Please enter a title'),
});

export const ${c}Contract = contract('${name}', ${c}Calls, {
  get${P}Items: { access: 'public', summary: 'Every ${name} item, newest first', query: pageQuery(20), answer: Paged(${P}Item) },
  create${P}Item: { access: 'staff', summary: 'Add a ${name} item', body: ${c}ItemRules, answer: ${P}Item, status: 201 },
});
`,
    [`shared-api/src/${name}.ts`]: `// ${P}: the calls browsers make, typed from the feature's contract, and the cache keys of its reads.
import { call } from 'shared-api';
import { ${c}Calls } from './calls/${name}';
import { typedCalls } from './contract-client';
import type { ${c}Contract } from './contracts/${name}';

const api = typedCalls<typeof ${c}Contract>(${c}Calls, { call });

export const get${P}Items = (page = 1) => api.get${P}Items({ query: { page } });
export const create${P}Item = (title: string) => api.create${P}Item({ body: { title } });

export const ${c}Keys = {
  all: ['${name}'] as const,
  list: (page: number) => ['${name}', 'list', page] as const,
};
`,
    [`server/src/db/migrations/${migration}.ts`]: `import { sql, type Kysely } from 'kysely';

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
    [`server/src/modules/${name}/tables.ts`]: `import type { Generated } from 'kysely';

export interface ${P}ItemsTable {
  id: Generated<number>;
  title: string;
  created_at: Generated<Date>;
}

export interface ${P}Tables {
  ${table}: ${P}ItemsTable;
}

// These tables are part of the database's type (db/schema.ts): declared here, where the module keeps them.
declare module '../../db/schema.js' {
  interface Database extends ${P}Tables {}
}
`,
    [`server/src/modules/${name}/queries.ts`]: `// ${P}: SQL only (routes decide statuses, queries never speak HTTP).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { paged, type PageQuery } from '../../http/paging.js';

const columns = ['id', 'title', 'created_at'] as const;

export const list${P}Items = (db: Kysely<Database>, query: PageQuery) =>
  paged(
    query,
    async () => Number((await db.selectFrom('${table}').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    (limit, offset) => db.selectFrom('${table}').select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );

export const add${P}Item = (db: Kysely<Database>, title: string) => db.insertInto('${table}').values({ title }).returning(columns).executeTakeFirstOrThrow();
`,
    [`server/src/modules/${name}/routes.ts`]: `import type { FastifyPluginAsync } from 'fastify';
import { ${c}Contract } from '../../../../shared-api/src/contracts/${name}.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { add${P}Item, list${P}Items } from './queries.js';

/** ${P}, served from its contract. */
const ${c}Routes: FastifyPluginAsync = async (app) => {
  serve(app, ${c}Contract, {
    get${P}Items: async (request) => ok(await list${P}Items(app.db, request.query)),
    create${P}Item: async (request, reply) => {
      const item = await add${P}Item(app.db, request.body.title);
      reply.code(201);
      return ok(item, 'Added.');
    },
  });
};

export default ${c}Routes;
`,
    [`server/src/modules/${name}/${name}.test.ts`]: `import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerMember } from '../../test/http.js';

describe('${name}', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
  });
  after(() => ctx.close());

  test('staff add an item; anyone reads it, newest first; a member may not add one; a blank title changes nothing', async () => {
    const staff = await registerMember(ctx.app, ctx.db, { name: 'Zainab Staffer', phone: '+92 333 4445566' });
    await ctx.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.userId).execute();
    const member = await registerMember(ctx.app, ctx.db, { name: 'Sana Malik', phone: '+92 300 1112233' });

    const added = await ctx.app.inject({ method: 'POST', url: '/api/staff/${name}', headers: bearer(staff.token), payload: { title: '  First  ' } });
    assert.equal(added.statusCode, 201);
    assert.equal(added.json().data.title, 'First');
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/staff/${name}', headers: bearer(member.token), payload: { title: 'No' } })).statusCode, 403);
    const blank = await ctx.app.inject({ method: 'POST', url: '/api/staff/${name}', headers: bearer(staff.token), payload: { title: ' ' } });
    assert.equal(blank.statusCode, 422);
    assert.equal(blank.json().data.errors.title, 'Please enter a title');

    const list = await ctx.app.inject({ method: 'GET', url: '/api/${name}' });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().data.items.map((i: { title: string }) => i.title), ['First']);
  });
});
`,
  };
}

/** Writes a new feature under `root` (the repository unless a test says otherwise). */
export function newModule(argv, { root = path.resolve(import.meta.dirname, '..') } = {}) {
  const [name, ...rest] = argv;
  if (!name || rest.length) throw new UsageError('Usage: npm run new-module -- <name>   (lower case words joined by -, e.g. courses)');
  if (!/^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/.test(name)) throw new UsageError(`${name}: use lower case words joined by - (e.g. member-notes)`);
  const taken = [`server/src/modules/${name}`, `shared-api/src/${name}.ts`, `shared-api/src/calls/${name}.ts`, `shared-api/src/contracts/${name}.ts`].filter((p) => fs.existsSync(path.join(root, p)));
  if (taken.length) throw new UsageError(`${name} exists already: ${taken.join(', ')}`);
  const migrations = fs.readdirSync(path.join(root, 'server/src/db/migrations')).map((f) => Number(f.slice(0, 3))).filter(Number.isInteger);
  const files = moduleFiles(name, Math.max(0, ...migrations) + 1);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  // The package's exports are its published entries: the new entry is written there (the one place that names it).
  const pkgFile = path.join(root, 'shared-api/package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  pkg.exports[`./${name}`] = `./src/${name}.ts`;
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  return Object.keys(files);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const written = newModule(process.argv.slice(2));
    console.log(`Written:\n  ${written.join('\n  ')}\nand the entry in shared-api/package.json's exports. Add the entry's surface with a minor version (npm run surface).`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
