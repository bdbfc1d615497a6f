#!/usr/bin/env node
// The Urdu pages' typeface (docs/decisions/030-urdu.md): the face from its npm package, cut down to the Urdu alphabet
// and every character the Urdu catalogs use, so that a phone downloads only what the pages can show. Latin letters and
// figures stay in the system font. The shell's build runs it after webpack (which empties shell/dist):
//   node tools/urdu-font.mjs [--out <dir>] [--root <workspace>] [--source <fontsource package>]
// It writes <out>/urdu.<content hash>.woff2 and <out>/urdu.json, { file, family, bytes, characters, name }, from which
// the server preloads and declares the face on Urdu pages. `name` ({ file, bytes }) is a second cut holding only the
// letters of Urdu's own name, اردو, which every English page shows in its language switch: drawn from the whole face,
// that one word cost an English page the whole face (108 KB on a phone's slow link, beside the page's script). --root reads the catalogs of another workspace (the tests use it),
// --source cuts another face (the typeface benchmark, tools/urdu-font-bench.mjs, uses it).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const valueOf = (flag) => (args.indexOf(flag) >= 0 ? args[args.indexOf(flag) + 1] : undefined);
const out = path.resolve(valueOf('--out') ?? path.join(repo, 'shell/dist/fonts'));
const root = path.resolve(valueOf('--root') ?? repo);
const source = valueOf('--source') ?? '@fontsource/noto-nastaliq-urdu';

// The Urdu alphabet, with the forms of he, ye and hamza Urdu writes (ۂ ۃ ۓ ئ ؤ أ), the marks a careful text carries
// (zabar, zer, pesh, shadda, jazm, do-zabar as in تقریباً, khari zabar as in اعلیٰ, hamza above), the Urdu full stop and
// comma, semicolon and question mark, the percent and number separators, Urdu (Eastern) and Arabic-Indic digits,
// the space and no-break space, and the joiners: zero-width non-joiner, joiner and the left-to-right mark.
const URDU =
  'ءآأؤئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھیےۂۃۓ' +
  '\u064E\u0650\u064F\u0651\u0652\u064B\u0670\u0654' +
  '۔،؛؟٪٫٬' +
  '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩' +
  ' \u00A0\u200C\u200D\u200E';

// Urdu's name as the English pages' language switch writes it (shell/src/layout/LanguageSwitch.tsx).
const URDU_NAME = 'اردو';

/** The workspace's packages, from the root package.json's `workspaces` (a name, or a prefix ending in `*`). */
function workspacePackages(dir) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return [...new Set(workspaces.flatMap((pattern) => (pattern.endsWith('*') ? folders.filter((name) => name.startsWith(pattern.slice(0, -1))) : [pattern])))];
}

/** A PO string's text: its escapes read (\" \\ \n \t). */
const unquote = (quoted) => quoted.slice(1, -1).replace(/\\(.)/g, (_, c) => ({ n: '\n', t: '\t' })[c] ?? c);

/** Every translation in a PO catalog: the msgstr (and msgstr[n]) of each entry but the header. */
function poTranslations(text) {
  const translations = [];
  let entry = {};
  let field = null;
  const close = () => {
    if (entry.msgid !== undefined && entry.msgid !== '') translations.push(...Object.entries(entry).filter(([key]) => key.startsWith('msgstr')).map(([, value]) => value));
    entry = {};
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      if ((keyword[1] === 'msgid' || keyword[1] === 'msgctxt') && Object.keys(entry).some((key) => key.startsWith('msgstr'))) close();
      field = keyword[1];
      entry[field] = unquote(keyword[2]);
    } else if (line.startsWith('"') && field) {
      entry[field] += unquote(line);
    } else if (line === '' || line.startsWith('#')) {
      if (line === '') close();
      field = null;
    }
  }
  close();
  return translations;
}

/** The Urdu catalogs of the workspace's packages (`<package>/src/locales/ur.po`), by path; none yet is no catalog. */
function urduCatalogs(dir) {
  return workspacePackages(dir)
    .map((name) => path.join(dir, name, 'src/locales/ur.po'))
    .filter((file) => fs.existsSync(file));
}

/** The code points a font maps to glyphs. */
async function fontCharacters(bytes) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(bytes, 'truetype')));
  return new Set(face.collectUnicodes());
}

const isLatinLetter = (char) => /\p{Script=Latin}/u.test(char);
const hex = (code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

const require = createRequire(path.join(repo, 'shell/package.json'));
const { family } = JSON.parse(fs.readFileSync(require.resolve(`${source}/metadata.json`), 'utf8'));
const fontFile = require.resolve(`${source}/files/${path.basename(source)}-arabic-400-normal.woff2`);
const original = fs.readFileSync(fontFile);
const inFont = await fontCharacters(original);

const catalogs = urduCatalogs(root);
const catalogText = catalogs.flatMap((file) => poTranslations(fs.readFileSync(file, 'utf8'))).join('');
const wanted = new Set([...URDU, ...catalogText].filter((char) => !isLatinLetter(char)).map((char) => char.codePointAt(0)));
const kept = [...wanted].filter((code) => inFont.has(code)).sort((a, b) => a - b);
// A catalog's Arabic-script character the face cannot draw would be drawn in another font, in the middle of a word.
const undrawable = [...wanted].filter((code) => !inFont.has(code) && /\p{Script=Arabic}/u.test(String.fromCodePoint(code)));
if (undrawable.length) console.warn(`${family} has no glyph for ${undrawable.map(hex).join(' ')}: the system font draws them`);

/** Writes a cut as <out>/<prefix>.<content hash>.woff2, removing the earlier ones of that prefix; its file name. */
function write(prefix, bytes) {
  const name = `${prefix}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2`;
  fs.mkdirSync(out, { recursive: true });
  for (const old of fs.readdirSync(out)) if (new RegExp(`^${prefix}\\.[0-9a-f]{8}\\.woff2$`).test(old) && old !== name) fs.rmSync(path.join(out, old));
  fs.writeFileSync(path.join(out, name), bytes);
  return name;
}

const subset = await subsetFont(original, String.fromCodePoint(...kept), { targetFormat: 'woff2' });
const name = write('urdu', subset);
const nameCut = await subsetFont(original, URDU_NAME, { targetFormat: 'woff2' });
const nameFile = write('urdu-name', nameCut);
const manifest = { file: `/fonts/${name}`, family, bytes: subset.length, characters: kept.length, name: { file: `/fonts/${nameFile}`, bytes: nameCut.length } };
fs.writeFileSync(path.join(out, 'urdu.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${family}: ${kept.length} characters (${catalogs.length} Urdu catalog${catalogs.length === 1 ? '' : 's'}), ` +
    `${subset.length.toLocaleString('en-US')} bytes, from ${original.length.toLocaleString('en-US')} → ${path.relative(process.cwd(), path.join(out, name))}; ` +
    `${URDU_NAME}: ${nameCut.length.toLocaleString('en-US')} bytes → ${nameFile}`,
);
