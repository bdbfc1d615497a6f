// The checks that keep the site whole in both languages (docs/decisions/030), run by tools/i18n.test.mjs:
// - every catalog holds exactly the messages its code has now (nothing extracted is missing from it, nothing gone stays);
// - every message has its Urdu, with the same placeholders;
// - no member-facing component writes English outside a message: a JSX text, or a text attribute a person reads
//   (aria-label, title, placeholder, alt, label…), written as a plain string in a translated app's pages and features.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { extractTexts } from './i18n-texts.mjs';
import { count, linguiApps, readCatalog, remoteTexts, TEXTS, textsByCatalog } from './i18n.mjs';

const require = createRequire(import.meta.url);

/** The messages the code of each translated app has now, by Lingui's id (as `lingui extract` finds them). */
export async function extractedIds(repo) {
  const { getConfig } = await import('@lingui/conf');
  const { getCatalogs } = require('@lingui/cli/api');
  const config = getConfig({ configPath: path.join(repo, 'lingui.config.cjs'), cwd: repo });
  const byApp = {};
  for (const catalog of await getCatalogs(config)) {
    const app = path.relative(repo, catalog.path).split(path.sep)[0];
    const collected = (await catalog.collect()) ?? {};
    byApp[app] = new Set(Object.keys(collected));
  }
  return byApp;
}

/** What differs between each catalog and its code: ids in the code the catalog lacks, and ids it keeps that are gone. */
export async function staleCatalogs(repo) {
  const out = [];
  const extracted = await extractedIds(repo);
  for (const app of linguiApps) {
    const kept = new Set(readCatalog(app).filter((m) => !m.obsolete).map((m) => m.id));
    const code = extracted[app] ?? new Set();
    const lacking = [...code].filter((id) => !kept.has(id));
    const gone = [...kept].filter((id) => !code.has(id));
    if (lacking.length || gone.length) out.push({ app, lacking, gone });
  }
  // Each catalog of texts holds exactly the texts it keeps: shared-api's, and each remote's own (decision 044).
  for (const [app, owned] of textsByCatalog(extractTexts(repo), [TEXTS, ...remoteTexts])) {
    const texts = new Set(owned.map((t) => t.english));
    const keptTexts = new Set(readCatalog(app).map((m) => m.english));
    const lacking = [...texts].filter((t) => !keptTexts.has(t));
    const gone = [...keptTexts].filter((t) => !texts.has(t));
    if (lacking.length || gone.length) out.push({ app, lacking, gone });
  }
  return out;
}

/** Every message without its Urdu, or whose Urdu lost a placeholder, by app. */
export const untranslated = () => count().filter((row) => row.missing.length || row.broken.length);

/** Attributes whose text a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'helper', 'heading', 'description', 'emptyText', 'what', 'srOnly']);

/** The page folders of a remote whose every route is a staff page (`/staff/…`, access staff or admin): they stay English. */
function staffPages(repo, app) {
  if (!fs.existsSync(path.join(repo, app, 'src', 'routes.ts'))) return new Set();
  const { readRoutesTable } = require('./webpack/routes-table.cjs');
  const routes = readRoutesTable(path.join(repo, app));
  const pages = new Set(routes.map((r) => r.page));
  return new Set([...pages].filter((page) => routes.filter((r) => r.page === page).every((r) => r.path.startsWith('/staff') || r.access === 'staff' || r.access === 'admin')));
}

/**
 * A file that stays in English says so, and why, in a comment: `// i18n-english: the staff's layout`. The staff's
 * pages (by the route table), the staff's features (`staff-…` folders) and tests are skipped without one.
 */
const ENGLISH_MARK = /\/\/ i18n-english: \S/;
const isSkippedPath = (relative, staff) =>
  !/\.tsx$/.test(relative) ||
  /\.test\.tsx$/.test(relative) ||
  /(^|\/)(staff[\w-]*|testing)(\/|\.tsx$)/.test(relative) ||
  [...staff].some((page) => relative.startsWith(`src/pages/${page}/`) || new RegExp(`^src/features/[^/]+/pages/${page}/`).test(relative)) ||
  // a feature's server half answers in the texts catalog's words (tools/i18n-texts.mjs), not the app's
  /^src\/features\/[^/]+\/server\//.test(relative);

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** English a person would read: two letters in a row (not a lone symbol, figure or punctuation). */
const isWords = (text) => /[A-Za-z]{2}/.test(text) && !/^https?:\/\//.test(text.trim());

/**
 * JSX texts and read attributes written as plain English in member-facing components. A text that is not for
 * translating (a brand, a code) is written as an expression with a comment saying why: `{'PAFLA' /* a name *\/}`.
 */
export function hardCodedEnglish(repo, apps = linguiApps) {
  const found = [];
  for (const app of apps) {
    const staff = staffPages(repo, app);
    for (const file of filesUnder(path.join(repo, app, 'src'))) {
      const relative = path.relative(repo, file).split(path.sep).join('/');
      if (isSkippedPath(relative.slice(app.length + 1), staff)) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (ENGLISH_MARK.test(text)) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const at = (node) => `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const visit = (node, inMessage) => {
        if (ts.isJsxElement(node)) {
          const tag = node.openingElement.tagName.getText(source);
          // Lingui's <Trans>, <Plural>, <Select>: their text is the message.
          if (['Trans', 'Plural', 'Select', 'SelectOrdinal'].includes(tag)) inMessage = true;
        }
        if (!inMessage && ts.isJsxText(node) && isWords(node.text)) found.push({ where: at(node), text: node.text.trim() });
        if (!inMessage && ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer && ts.isStringLiteral(node.initializer) && isWords(node.initializer.text)) {
          found.push({ where: at(node), text: node.initializer.text });
        }
        ts.forEachChild(node, (child) => visit(child, inMessage));
      };
      visit(source, false);
    }
  }
  return found;
}
