// The texts the site writes as plain strings (docs/decisions/030, shared-api/src/texts.ts): found in the code of
// shared-api and the server, read with TypeScript's parser, and kept by their English in shared-api's catalog.
// What counts as such a text:
// - a message given to a validation rule (`.required('Please input your email')`, `.max(100, '…')`, `.test('…', '…')`);
// - a message given to an answer or a refusal (`ok(data, '…')`, `notFound('…')`, `fieldError('email', '…')`, `new HttpError(409, '…')`);
// - a text the e-mails write (`tr(locale, '…')`);
// - the titles of the remotes' member-facing routes and the labels of their menus (`src/routes.ts`), which the shell
//   shows: a page's title and its menu entry;
// - a sentence kept in a constant named in capitals (`const BAD_CREDENTIALS = '…'`), in a fixed list or table named in
//   capitals (`WALLET_CHOICES = [{ help: '…' }]`), or in a table of messages (`messages`, `ticketMessages`);
// - every name of a list marked `// i18n-names:` on the line above it (the cities and their provinces, the skills): one
//   word or more, its keys as well as its strings, since a member chooses and reads each of them.
// A template's `${…}` parts become `{0}`, `{1}`…; yup's own `${path}` stays a placeholder by its name.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);

const VALIDATION_RULES = new Set(['required', 'max', 'min', 'matches', 'email', 'oneOf', 'notOneOf', 'test', 'typeError', 'length', 'integer', 'positive', 'url', 'lessThan', 'moreThan', 'defined', 'nonNullable', 'uuid', 'lowercase', 'truncate']);
const ANSWERS = new Set(['ok', 'created', 'badRequest', 'notFound', 'conflict', 'forbidden', 'unauthorized', 'tooManyRequests', 'unprocessable', 'fieldError', 'gone', 'payloadTooLarge', 'serviceUnavailable', 'HttpError', 'Refusal', 'refuse', 'tr']);

/**
 * Code that never writes to a member: tests, migrations, demo content, command-line tools, benchmarks, the server's
 * settings, and the staff's own tools (staff pages stay in English).
 */
const SKIPPED =
  /(^|\/)(test|tests|migrations|seed|cli|bench|simulators?)(\/|$)|\.test\.tsx?$|\.d\.ts$|^server\/src\/(env|config|app|main)\.ts$|^server\/src\/db\/|^server\/src\/modules\/(web|health|backups|staff)\/|(^|\/|-)(staff|admin)[\w-]*\.ts$|[\w-]+-admin\.ts$|refund[\w-]*\.ts$|-simulator\.ts$|personal-data-exports\.ts$|^shared-api\/src\/validation\/(content-admin|publishing)\.ts$|^mfe-(account\/src\/features\/(audit-log|member-accounts|system)|ticketing\/src\/features\/(check-in|reconciliation|staff-events))\/|^mfe-ticketing\/src\/features\/staff-orders\/(?!server\/mails\.ts$)/;

/** A text a person reads: letters and a space, not code, a path or a key. */
const isSentence = (text) =>
  /[A-Za-z]{2}/.test(text) && /\s/.test(text.trim()) && !/^(select|insert|update|delete|with|create|alter)\b/i.test(text.trim()) && !/max-age=|no-cache|no-store|^-|^[\w.-]+\/[\w./-]*$|<[a-z]|;\s*[\w-]+:|^[\w-]+:[^ ]|charset=|-src /.test(text);

function filesUnder(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** A string literal or template as a catalog text: `${…}` parts become numbered placeholders. */
function textOf(node) {
  // yup writes its own `${path}` into a message: a placeholder by its name.
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text.replace(/\$\{(\w+)\}/g, '{$1}');
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    node.templateSpans.forEach((span, index) => {
      text += `{${index}}${span.literal.text}`;
    });
    return text;
  }
  return null;
}

const calleeName = (node) => (ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : null);

/**
 * The features whose calls the server serves (decision 044): each remote's `src/features/<feature>/` with a contract or
 * a server half. Their rules, answers and e-mails are texts like the server's; their pages are their app's catalog's.
 */
export function featureRoots(repo) {
  return fs
    .readdirSync(repo, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^mfe-[a-z-]+$/.test(entry.name))
    .flatMap((remote) => {
      const dir = path.join(repo, remote.name, 'src', 'features');
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((f) => f.isDirectory() && (fs.existsSync(path.join(dir, f.name, 'contract.ts')) || fs.existsSync(path.join(dir, f.name, 'server'))))
        .map((f) => `${remote.name}/src/features/${f.name}`);
    })
    .sort();
}

/**
 * A feature's browser code (its pages, its components wherever they are, the parts of its staff pages in `staff/`): its
 * app's catalog, not this one, or English (the staff's).
 */
const BROWSER_CODE = /^mfe-[a-z-]+\/src\/features\/[^/]+\/(pages\/|staff\/|(?!server\/)(?:[^/]+\/)*[^/]+\.tsx$|api\.ts$|schema\.ts$|fixtures\.ts$)/;

/** Every text of the code under `roots` (relative to `repo`), with where each is written. */
export function extractTexts(repo, roots = ['shared-api/src', 'server/src', ...featureRoots(repo)]) {
  const found = new Map();
  // A text given to `tr` is a text by being given to it, even one word ('Hello,').
  let lines = [];
  const add = (text, file, line, marked = false) => {
    if (text === null || !(isSentence(text) || (marked && /[A-Za-z]{2}/.test(text)))) return;
    // A text that is not for translating says so on its line or the one above: `// i18n-english: a name`.
    if (/i18n-english:/.test(`${lines[line - 2] ?? ''}\n${lines[line - 1] ?? ''}`)) return;
    const where = `${path.relative(repo, file)}:${line}`;
    if (!found.has(text)) found.set(text, []);
    found.get(text).push(where);
  };
  for (const root of roots) {
    for (const file of filesUnder(path.join(repo, root))) {
      const relative = path.relative(repo, file).split(path.sep).join('/');
      if (SKIPPED.test(relative) || BROWSER_CODE.test(relative)) continue;
      const code = fs.readFileSync(file, 'utf8');
      lines = code.split('\n');
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
      const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const visit = (node, inTable) => {
        if (ts.isTaggedTemplateExpression(node)) return; // sql`…` and the like
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
          const name = calleeName(node.expression);
          if (name && (VALIDATION_RULES.has(name) || ANSWERS.has(name))) for (const arg of node.arguments ?? []) add(textOf(arg), file, lineOf(arg), name === 'tr');
        }
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && /i18n-names:/.test(lines[lineOf(node) - 2] ?? '')) {
          const names = (child) => {
            if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) add(child.text, file, lineOf(child), true);
            if (ts.isPropertyAssignment(child) && (ts.isIdentifier(child.name) || ts.isStringLiteral(child.name))) add(child.name.text, file, lineOf(child), true);
            ts.forEachChild(child, names);
          };
          names(node.initializer);
          return;
        }
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
          const name = node.name.text;
          // `{ … } as const` and `satisfies` are the table itself.
          let value = node.initializer;
          while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression;
          if (/^[A-Z][A-Z0-9_]+$/.test(name)) add(textOf(value), file, lineOf(node));
          // A `messages` table, or a fixed list in capitals (`WALLET_CHOICES = [{ …, help: '…' }]`): its sentences.
          if ((/^(\w*[mM]essages|[A-Z0-9_]*MESSAGES?)$/.test(name) && ts.isObjectLiteralExpression(value)) || (/^[A-Z][A-Z0-9_]+$/.test(name) && (ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value)))) {
            // A table of labels (`…_LABELS`) holds single words too: each is a button or a name a person reads.
            visit(value, /LABELS$/.test(name) ? 'labels' : true);
            return;
          }
        }
        if (inTable && ts.isPropertyAssignment(node)) add(textOf(node.initializer), file, lineOf(node), inTable === 'labels');
        // A table's kind (`'labels'`) reaches its entries; a call or a function inside it is not the table.
        ts.forEachChild(node, (child) => visit(child, inTable && !ts.isCallExpression(node) && !ts.isArrowFunction(node) && !ts.isFunctionExpression(node) ? inTable : false));
      };
      visit(source, false);
    }
  }
  // The remotes' route tables: their member-facing titles and menu labels (the staff's stay English).
  const remotesFile = path.join(repo, 'remotes.json');
  if (fs.existsSync(remotesFile)) {
    const { readRoutesTable } = require('./webpack/routes-table.cjs');
    for (const remote of JSON.parse(fs.readFileSync(remotesFile, 'utf8'))) {
      const file = path.join(repo, remote, 'src', 'routes.ts');
      if (!fs.existsSync(file)) continue;
      for (const route of readRoutesTable(path.join(repo, remote))) {
        if (route.path.startsWith('/staff') || route.access === 'staff' || route.access === 'admin') continue;
        const texts = [route.title, ...(route.menu ?? []).filter((entry) => entry.menu !== 'staff').flatMap((entry) => [entry.label, entry.group])];
        for (const text of texts) if (typeof text === 'string' && /[A-Za-z]{2}/.test(text)) (found.get(text) ?? found.set(text, []).get(text)).push(`${remote}/src/routes.ts:0`);
      }
    }
  }
  return [...found.entries()].map(([english, origins]) => ({ english, origins })).sort((a, b) => a.english.localeCompare(b.english));
}
