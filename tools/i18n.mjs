#!/usr/bin/env node
// The site's message catalogs (docs/decisions/030, lingui.config.cjs).
//   npm run i18n -- extract        the messages of the code into each app's catalogs (`src/locales/ur.po`), then the count
//   npm run i18n -- count          how many messages each app has, and how many have their Urdu (fails on a missing one)
//   npm run i18n -- fill <app> <file.json>   writes Urdu texts ({ "English": "اردو" }) into the app's catalog
//   npm run i18n -- compile [app]  each catalog's Urdu as the JSON its app loads (`src/locales/ur.json`, not kept in git)
// A remote's texts (its route titles and menu labels, its features' answers and rules; decision 044) are its own
// catalog, `<remote>/src/locales/texts.ur.po`, named `<remote>:texts` here (e.g. `fill mfe-network:texts file.json`).
// The apps' builds compile their own catalog (tools/webpack/preset.cjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { createItem, createPoFile, parsePo, stringifyPo } from 'pofile-ts';
import { extractTexts } from './i18n-texts.mjs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** The apps whose member-facing text is translated (lingui.config.cjs). */
export const linguiApps = require('../lingui.config.cjs').translated;
/**
 * shared-api's catalog holds the texts the site writes as plain strings (validation messages, the server's answers and
 * e-mails; tools/i18n-texts.mjs), kept by their English: the server reads it, and a form's messages are looked up in it.
 */
export const TEXTS = 'shared-api';
/** The remotes, each of which keeps its own texts (`<remote>:texts`): what it writes as plain strings, kept by their English. */
const REMOTES = JSON.parse(fs.readFileSync(path.join(repo, 'remotes.json'), 'utf8'));
export const remoteTexts = REMOTES.map((remote) => `${remote}:texts`);
export const translatedApps = [...linguiApps, TEXTS, ...remoteTexts];
/** Whether a catalog is kept by English (shared-api's texts, a remote's texts) rather than by Lingui's ids. */
const byEnglish = (app) => app === TEXTS || app.endsWith(':texts');

export const catalogFile = (app, locale = 'ur') =>
  app.endsWith(':texts') ? path.join(repo, app.slice(0, -':texts'.length), 'src', 'locales', `texts.${locale}.po`) : path.join(repo, app, 'src', 'locales', `${locale}.po`);
const compiledFile = (app) => catalogFile(app).replace(/\.po$/, '.json');

/** The messages of an app's catalog: id (Lingui's, from the English and its context), English, Urdu, and whether the code still has it. */
export function readCatalog(app, locale = 'ur') {
  const file = catalogFile(app, locale);
  if (!fs.existsSync(file)) return [];
  return parsePo(fs.readFileSync(file, 'utf8'))
    .items.filter((item) => item.msgid)
    .map((item) => {
      const explicit = item.flags?.['js-lingui-explicit-id'] || item.extractedComments.some((c) => c.includes('js-lingui-explicit-id'));
      return {
        id: explicit || byEnglish(app) ? item.msgid : generateMessageId(item.msgid, item.msgctxt ?? ''),
        english: item.msgid,
        translation: (item.msgstr ?? []).join(''),
        obsolete: Boolean(item.obsolete),
        origins: item.references ?? [],
      };
    });
}

/** The placeholders and tags of a message: an Urdu text must keep every one of its English's. */
export function placeholdersOf(message) {
  const found = new Set();
  for (const match of message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)) found.add(`{${match[1]}}`);
  for (const match of message.matchAll(/\$\{(\w+)\}/g)) found.add(`\${${match[1]}}`);
  for (const match of message.matchAll(/<(\d+)\/?>/g)) found.add(`<${match[1]}>`);
  return [...found].sort();
}

/** Writes `<app>/src/locales/ur.json` (id → Urdu; a remote's texts: `texts.ur.json`) when it would change. Returns the number of messages. */
export function compile(app) {
  const messages = Object.fromEntries(readCatalog(app).filter((m) => m.translation && !m.obsolete).map((m) => [m.id, m.translation]));
  const file = compiledFile(app);
  const text = `${JSON.stringify(messages, null, 1)}\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return Object.keys(messages).length;
}

/**
 * Which catalog keeps each text: a remote's (`<remote>:texts`) when only that remote's files write it, each of them when
 * several remotes do, shared-api's when shared-api or the server writes it (every page has that catalog).
 */
export function textsByCatalog(texts, catalogs) {
  const owned = new Map(catalogs.map((app) => [app, []]));
  for (const text of texts) {
    const remoteOf = (origin) => /^(mfe-[a-z-]+)\//.exec(origin)?.[1];
    const owners = new Set(text.origins.map((o) => (remoteOf(o) ? `${remoteOf(o)}:texts` : TEXTS)));
    for (const owner of owners.has(TEXTS) ? [TEXTS] : owners)
      // Each catalog names only its own files as origins: a remote that writes a shared text too changes no shared-api file.
      owned.get(owner)?.push({ ...text, origins: text.origins.filter((o) => (owner === TEXTS ? !remoteOf(o) : remoteOf(o) === owner.slice(0, -':texts'.length))) });
  }
  return owned;
}

/**
 * Brings the catalogs of texts up to date with the code: new texts added, gone ones dropped, Urdu kept. A text written
 * only in a remote's files (its route table, its features) is that remote's (`<remote>/src/locales/texts.ur.po`), so a
 * remote adds a page's title or a feature's message without a shared-api release; one written anywhere in shared-api
 * or the server is shared-api's, which every page has.
 */
export function extractTextsCatalog() {
  const before = new Map([TEXTS, ...remoteTexts].flatMap((app) => readCatalog(app).filter((m) => m.translation).map((m) => [m.english, m.translation])));
  for (const [app, texts] of textsByCatalog(extractTexts(repo), [TEXTS, ...remoteTexts])) {
    const file = catalogFile(app);
    if (!texts.length && app !== TEXTS) {
      fs.rmSync(file, { force: true });
      continue;
    }
    const po = createPoFile();
    po.headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Transfer-Encoding': '8bit', Language: 'ur', 'X-Generator': 'tools/i18n-texts.mjs' };
    po.items = texts.map(({ english, origins }) => {
      const item = createItem();
      item.msgid = english;
      item.msgstr = [before.get(english) ?? ''];
      item.references = [...new Set(origins.map((o) => o.replace(/:\d+$/, '')))];
      return item;
    });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const text = stringifyPo(po);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  }
}

/** Writes `translations` (English → Urdu) into an app's catalog; returns the English texts the catalog lacks. */
export function fill(app, translations) {
  const file = catalogFile(app);
  const po = parsePo(fs.readFileSync(file, 'utf8'));
  const unknown = new Set(Object.keys(translations));
  for (const item of po.items) {
    if (!item.msgid || !(item.msgid in translations)) continue;
    item.msgstr = [translations[item.msgid]];
    unknown.delete(item.msgid);
  }
  fs.writeFileSync(file, stringifyPo(po));
  return [...unknown];
}

/**
 * Each app's count of messages, with those missing their Urdu and those whose Urdu lost a placeholder. Texts are one
 * table on a page, whichever catalog brought them: a text whose Urdu differs between two catalogs of texts is broken.
 */
export function count(apps = translatedApps) {
  const urduOf = new Map();
  const differing = new Set();
  for (const app of apps.filter(byEnglish))
    for (const m of readCatalog(app).filter((m) => !m.obsolete && m.translation.trim())) {
      if (urduOf.has(m.english) && urduOf.get(m.english) !== m.translation) differing.add(m.english);
      urduOf.set(m.english, m.translation);
    }
  return apps.map((app) => {
    const current = readCatalog(app).filter((m) => !m.obsolete);
    const missing = current.filter((m) => !m.translation.trim());
    const broken = current.filter((m) => m.translation.trim() && (placeholdersOf(m.translation).join() !== placeholdersOf(m.english).join() || (byEnglish(app) && differing.has(m.english))));
    return { app, messages: current.length, translated: current.length - missing.length, missing, broken };
  });
}

function printCount() {
  // A remote that writes no text of its own has no catalog of texts.
  const rows = count().filter((row) => row.messages || !row.app.endsWith(':texts'));
  let total = 0;
  let done = 0;
  for (const row of rows) {
    total += row.messages;
    done += row.translated;
    console.log(`${row.app.padEnd(21)} ${String(row.messages).padStart(5)} messages  ${String(row.translated).padStart(5)} in Urdu  ${row.messages ? ((100 * row.translated) / row.messages).toFixed(1) : '100.0'} %`);
    for (const m of row.missing.slice(0, 15)) console.log(`  missing: ${JSON.stringify(m.english)} (${m.origins.join(', ')})`);
    if (row.missing.length > 15) console.log(`  … and ${row.missing.length - 15} more missing`);
    for (const m of row.broken) console.log(`  placeholders (or another catalog's Urdu) differ: ${JSON.stringify(m.english)} → ${JSON.stringify(m.translation)}`);
  }
  console.log(`${'all'.padEnd(21)} ${String(total).padStart(5)} messages  ${String(done).padStart(5)} in Urdu  ${total ? ((100 * done) / total).toFixed(1) : '100.0'} %`);
  return rows.every((row) => !row.missing.length && !row.broken.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...apps] = process.argv.slice(2);
  if (command === 'extract') {
    execFileSync(process.execPath, [path.join(repo, 'node_modules', '@lingui', 'cli', 'dist', 'lingui-extract.js'), '--clean', '--config', path.join(repo, 'lingui.config.cjs')], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
    extractTextsCatalog();
    process.exitCode = printCount() ? 0 : 1;
  } else if (command === 'count') {
    process.exitCode = printCount() ? 0 : 1;
  } else if (command === 'fill') {
    const [app, file] = apps;
    const unknown = fill(app, JSON.parse(fs.readFileSync(file, 'utf8')));
    for (const english of unknown) console.log(`not in ${app}'s catalog: ${JSON.stringify(english)}`);
    process.exitCode = printCount() ? 0 : 1;
  } else if (command === 'compile') {
    for (const app of apps.length ? apps : translatedApps) console.log(`${app}: ${compile(app)} Urdu messages`);
  } else {
    console.error('usage: node tools/i18n.mjs extract | count | fill <app> <file.json> | compile [app…]');
    process.exitCode = 2;
  }
}
