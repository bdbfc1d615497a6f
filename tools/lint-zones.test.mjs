// The lint rules that keep a remote's folders in order really fire: a feature importing a page, a page
// importing another page, an import cycle inside a remote, a feature entry of shared-api copying its client,
// the server's layers (plugins apart from modules, queries apart from HTTP), and a page refreshing the query cache
// itself instead of through its feature's mutation hooks.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const repo = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repo });
const scratch = path.join(repo, 'mfe-public', 'src', 'features', `zz-lint-${process.pid}`);
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const rulesFired = async (file, text) => (await eslint.lintText(text, { filePath: path.join(repo, file) }))[0].messages.map((m) => m.ruleId);

test('a feature never imports a page', async () => {
  const rules = await rulesFired('mfe-public/src/features/blog/Teaser.tsx', "import MembershipPage from '../../pages/membership';\nexport const Teaser = MembershipPage;\n");
  assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join());
});

test('a page never imports another page, but may import its own files and features', async () => {
  const other = await rulesFired('mfe-public/src/features/blog/pages/blog/Extra.tsx', "import Post from '../blog-post';\nexport const Extra = Post;\n");
  assert.ok(other.includes('import-x/no-restricted-paths'), other.join());
  const own = await rulesFired('mfe-public/src/features/blog/pages/blog/Extra.tsx', "import BlogPage from './index';\nimport { BlogCard } from '../../BlogCard';\nexport const Extra = [BlogPage, BlogCard];\n");
  assert.deepEqual(own.filter((r) => r?.startsWith('import-x')), []);
});

test('an import cycle inside a remote', async () => {
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(path.join(scratch, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
  fs.writeFileSync(path.join(scratch, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
  const rules = await rulesFired(path.relative(repo, path.join(scratch, 'a.ts')), fs.readFileSync(path.join(scratch, 'a.ts'), 'utf8'));
  assert.ok(rules.includes('import-x/no-cycle'), rules.join());
});

test("a feature's calls and rules take the client and yup from the shared entries, never a copy by path", async () => {
  const byPath = await rulesFired('shared-api/src/content.ts', "import { get } from './client';\nexport const getThing = () => get('thing');\n");
  assert.ok(byPath.includes('@typescript-eslint/no-restricted-imports'), byPath.join());
  const rules = await rulesFired('shared-api/src/validation/content-admin.ts', "import { trimmed } from '../validation';\nexport const s = trimmed();\n");
  assert.ok(rules.includes('@typescript-eslint/no-restricted-imports'), rules.join());
  const byName = await rulesFired('shared-api/src/content.ts', "import { get } from 'shared-api';\nimport type { Paged } from './content-types';\nexport const getThing = () => get<Paged<number>>('thing');\n");
  assert.deepEqual(byName.filter((r) => r === '@typescript-eslint/no-restricted-imports'), []);
});

test('the server keeps its layers: a plugin never imports a module, and queries never speak HTTP', async () => {
  const plugin = await rulesFired('server/src/plugins/zz-example.ts', "import { findMember } from '../modules/users/queries.js';\nexport const f = findMember;\n");
  assert.ok(plugin.includes('no-restricted-imports'), plugin.join());
  const queries = await rulesFired('server/src/modules/events/queries.ts', "import { notFound } from '../../http/errors.js';\nexport const f = () => notFound();\n");
  assert.ok(queries.includes('no-restricted-imports'), queries.join());
  const routes = await rulesFired('server/src/modules/events/routes.ts', "import { notFound } from '../../http/errors.js';\nexport const f = () => notFound();\n");
  assert.ok(!routes.includes('no-restricted-imports'), 'routes may choose HTTP statuses');
});

test('a page names and refreshes reads through its feature key factory, never a literal key', async () => {
  const read = await rulesFired('mfe-ticketing/src/features/staff-events/pages/staff-events/Extra.tsx', "import { defineQuery } from 'shared-api';\nexport const q = defineQuery(['staff-events', 'list'], async () => 1);\nexport const W = () => <div width={36} />;\n");
  assert.equal(read.filter((r) => r === 'no-restricted-syntax').length, 2, `the key rule and the size rule both fire: ${read.join()}`);
  const refresh = await rulesFired('mfe-ticketing/src/features/staff-events/pages/staff-events/extra.ts', "export const k = { queryKey: ['ticketing', 'staff'] };\n");
  assert.ok(refresh.includes('no-restricted-syntax'), refresh.join());
  const named = await rulesFired('mfe-ticketing/src/features/staff-events/pages/staff-events/extra.ts', "import { ticketingKeys } from 'shared-api/ticketing';\nexport const k = { queryKey: ticketingKeys.staff, more: [...ticketingKeys.order(1), 'paid'] };\n");
  assert.ok(!named.includes('no-restricted-syntax'), named.join());
});

test('browsers import a contract only as a type; a calls file imports nothing but the contract helpers', async () => {
  const value = await rulesFired('shared-api/src/issues.ts', "import { issueContract } from './contracts/issues';\nexport const c = issueContract;\n");
  assert.ok(value.includes('@typescript-eslint/no-restricted-imports'), value.join());
  const page = await rulesFired('mfe-safety-net/src/pages/issues/extra.ts', "import { issueContract } from 'shared-api/contracts/issues';\nexport const c = issueContract;\n");
  assert.ok(page.includes('@typescript-eslint/no-restricted-imports'), page.join());
  const asType = await rulesFired('shared-api/src/issues.ts', "import type { issueContract } from './contracts/issues';\nexport type C = typeof issueContract;\n");
  assert.deepEqual(asType.filter((r) => r === '@typescript-eslint/no-restricted-imports'), []);
  const calls = await rulesFired('shared-api/src/calls/zz.ts', "import { calls } from '../contract';\nimport { Issue } from '../shapes/issues';\nexport const zz = calls({ a: 'GET /a' });\nexport const s = Issue;\n");
  assert.equal(calls.filter((r) => r === '@typescript-eslint/no-restricted-imports').length, 1, calls.join());
});

test("a page never refreshes the cache itself, only through its feature's mutation hook", async () => {
  const text =
    "import { queryClient } from 'shared-api/query';\nimport { issueKeys } from 'shared-api/issues';\n" +
    'export const a = () => queryClient.invalidateQueries({ queryKey: issueKeys.all });\n' +
    'export const b = () => queryClient.refetchQueries({ queryKey: issueKeys.lists });\n' +
    'export const c = () => queryClient.setQueryData(issueKeys.services, []);\n';
  const page = await rulesFired('mfe-safety-net/src/pages/issues/extra.ts', text);
  assert.equal(page.filter((r) => r === 'no-restricted-properties').length, 3, page.join());
  const destructured = await rulesFired('mfe-safety-net/src/pages/issues/extra.ts', "import { queryClient } from 'shared-api/query';\nconst { invalidateQueries } = queryClient;\nexport const d = invalidateQueries;\n");
  assert.ok(destructured.includes('no-restricted-properties'), destructured.join());
  const feature = await rulesFired('mfe-safety-net/src/features/issues/extra.ts', text);
  assert.deepEqual(feature.filter((r) => r === 'no-restricted-properties'), []);
  const test = await rulesFired('mfe-safety-net/src/pages/issues/extra.test.ts', text);
  assert.deepEqual(test.filter((r) => r === 'no-restricted-properties'), []);
});

test('shared-ui/error-summary takes Chakra and formik through shared-ui by name, never their packages', async () => {
  const direct = await rulesFired('shared-ui/src/error-summary.tsx', "import { useFormikContext } from 'formik';\nexport const F = useFormikContext;\n");
  assert.ok(direct.includes('@typescript-eslint/no-restricted-imports'), direct.join());
  const byName = await rulesFired('shared-ui/src/error-summary.tsx', "import { useFormikContext } from 'shared-ui/forms';\nexport const F = useFormikContext;\n");
  assert.deepEqual(byName.filter((r) => r === '@typescript-eslint/no-restricted-imports'), []);
});

test('shared-ui/rich-text-editor takes Chakra, formik and shared-ui by name, never their packages or a file by path', async () => {
  const direct = await rulesFired('shared-ui/src/rich-text-editor.tsx', "import { Box } from '@chakra-ui/react';\nexport const B = Box;\n");
  assert.ok(direct.includes('@typescript-eslint/no-restricted-imports'), direct.join());
  const byPath = await rulesFired('shared-ui/src/rich-text-editor.tsx', "import { Box } from './index';\nexport const B = Box;\n");
  assert.ok(byPath.includes('@typescript-eslint/no-restricted-imports'), byPath.join());
  const byName = await rulesFired('shared-ui/src/rich-text-editor.tsx', "import { Box } from 'shared-ui';\nimport { useField } from 'shared-ui/forms';\nexport const B = [Box, useField];\n");
  assert.deepEqual(byName.filter((r) => r === '@typescript-eslint/no-restricted-imports'), []);
});

test('shared-ui/image-field takes shared-ui by name, never a file of it by path', async () => {
  const byPath = await rulesFired('shared-ui/src/image-field.tsx', "import { Box } from './index';\nexport const B = Box;\n");
  assert.ok(byPath.includes('@typescript-eslint/no-restricted-imports'), byPath.join());
  const byName = await rulesFired('shared-ui/src/image-field.tsx', "import { Box } from 'shared-ui';\nexport const B = Box;\n");
  assert.deepEqual(byName.filter((r) => r === '@typescript-eslint/no-restricted-imports'), []);
});

test("a feature's pages keep the zones: a feature page never imports another page, and the feature's own code never imports its pages", async () => {
  const other = await rulesFired('mfe-safety-net/src/features/promotions/pages/promotion/Extra.tsx', "import List from '../promotions';\nexport const Extra = List;\n");
  assert.ok(other.includes('import-x/no-restricted-paths'), other.join());
  const across = await rulesFired('mfe-safety-net/src/features/promotions/pages/promotion/Extra.tsx', "import Leads from '../../../bank-account/pages/staff-leads';\nexport const Extra = Leads;\n");
  assert.ok(across.includes('import-x/no-restricted-paths'), across.join());
  const feature = await rulesFired('mfe-safety-net/src/features/promotions/parts-extra.tsx', "import Page from './pages/promotion';\nexport const Extra = Page;\n");
  assert.ok(feature.includes('import-x/no-restricted-paths'), feature.join());
  const own = await rulesFired('mfe-safety-net/src/features/promotions/pages/promotion/Extra.tsx', "import Page from './index';\nimport { promotionKeys } from '../../api';\nexport const Extra = [Page, promotionKeys];\n");
  assert.deepEqual(own.filter((r) => r?.startsWith('import-x')), []);
});

test("a feature's server half reaches the server only through its kit, and browser code never imports a server half", async () => {
  const inside = await rulesFired('mfe-safety-net/src/features/promotions/server/extra.ts', "import { notFound } from '../../../../../server/src/http/errors.js';\nexport const n = notFound;\n");
  assert.ok(inside.includes('no-restricted-imports'), inside.join());
  const kit = await rulesFired('mfe-safety-net/src/features/promotions/server/extra.ts', "import { notFound } from '../../../../../server/src/kit.js';\nexport const n = notFound;\n");
  assert.ok(!kit.includes('no-restricted-imports'), kit.join());
  const browser = await rulesFired('mfe-safety-net/src/features/promotions/extra.ts', "import { listPromotions } from './server/queries.js';\nexport const l = listPromotions;\n");
  assert.ok(browser.includes('no-restricted-imports'), browser.join());
});
