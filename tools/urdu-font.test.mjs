// The Urdu pages' typeface (tools/urdu-font.mjs, docs/decisions/030-urdu.md): what it cuts draws every letter of an
// Urdu sentence and every Urdu character of the catalogs, and is smaller than the package's file it is cut from.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const repo = path.resolve(import.meta.dirname, '..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'urdu-font-'));
after(() => fs.rmSync(temp, { recursive: true, force: true }));

const SENTENCE =
  'فری لانسرز ایسوسی ایشن میں خوش آمدید! ہماری رکنیت مفت ہے۔ کیا آپ نے اپنا پروفائل مکمل کر لیا؟ ' +
  'ٹکٹ، ڈائریکٹری اور بڑی تقریبات؛ ژالہ باری میں بھی ساتھ رہیں گے۔ سلسلۂ تعلیم، اعلیٰ، تقریباً، مُحَمَّد، ۲۷ نومبر ۲۰۲۶';

/** Builds the face into a folder of its own, reading the Urdu catalogs of the workspace at `root`. */
function build(root, name) {
  const out = path.join(temp, name);
  const run = spawnSync(process.execPath, [path.join(repo, 'tools/urdu-font.mjs'), '--out', out, '--root', root], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'urdu.json'), 'utf8'));
  const bytes = fs.readFileSync(path.join(out, path.basename(manifest.file)));
  return { manifest, bytes };
}

async function faceOf(bytes) {
  return new hb.Face(new hb.Blob(await fontverter.convert(bytes, 'truetype')));
}

/** The glyphs HarfBuzz shapes the text into, right to left; glyph 0 is the empty box drawn for a missing character. */
function shape(face, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(new hb.Font(face), buffer);
  return buffer.getGlyphInfos().map((info) => info.codepoint);
}

const arabicCharacters = (text) => new Set([...text].filter((char) => /\p{Script=Arabic}/u.test(char)));
const codes = (chars) => [...chars].map((char) => `U+${char.codePointAt(0).toString(16).toUpperCase()} ${char}`);

test('the face draws every letter, mark, figure and stop of an Urdu text, and is smaller than the package file', async () => {
  const { manifest, bytes } = build(repo, 'site');
  assert.match(manifest.file, /^\/fonts\/urdu\.[0-9a-f]{8}\.woff2$/);
  assert.equal(manifest.bytes, bytes.length);
  assert.equal(fontverter.detectFormat(bytes), 'woff2');

  const face = await faceOf(bytes);
  const mapped = new Set(face.collectUnicodes());
  assert.deepEqual(codes([...SENTENCE].filter((char) => !mapped.has(char.codePointAt(0)) && !/[!0-9]/.test(char))), []);
  assert.equal(manifest.characters, mapped.size);
  const glyphs = shape(face, SENTENCE.replace(/[!0-9]/g, ''));
  assert.ok(glyphs.length > 0);
  assert.equal(glyphs.filter((gid) => gid === 0).length, 0, 'a character shaped to the missing-glyph box');

  const require = createRequire(path.join(repo, 'shell/package.json'));
  const packageFile = require.resolve(`@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2`);
  assert.equal(manifest.family, 'Noto Nastaliq Urdu');
  assert.ok(bytes.length < fs.statSync(packageFile).size, `${bytes.length} bytes, not less than the package's ${fs.statSync(packageFile).size}`);
});

test("the face draws every Urdu character of the workspace's catalogs", async () => {
  const { bytes } = build(repo, 'catalogs');
  const mapped = new Set((await faceOf(bytes)).collectUnicodes());
  const catalogs = fs
    .readdirSync(repo)
    .map((name) => path.join(repo, name, 'src/locales/ur.po'))
    .filter((file) => fs.existsSync(file));
  for (const file of catalogs) {
    const missing = [...arabicCharacters(fs.readFileSync(file, 'utf8'))].filter((char) => !mapped.has(char.codePointAt(0)));
    assert.deepEqual(codes(missing), [], path.relative(repo, file));
  }
});

test("a catalog's characters beyond the Urdu alphabet are added, from every translation and none of the English", async () => {
  const root = path.join(temp, 'workspace');
  fs.mkdirSync(path.join(root, 'mfe-sindh/src/locales'), { recursive: true });
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['mfe-*'] }));
  // Sindhi letters that Urdu does not use: ڻ (U+06BB) in a one-line translation, ٺ (U+067A) on a continued line,
  // ڄ (U+0684) in a plural form; ڃ (U+0683) only in an English source text, which is not drawn.
  fs.writeFileSync(
    path.join(root, 'mfe-sindh/src/locales/ur.po'),
    [
      'msgid ""',
      'msgstr ""',
      '"Language: ur\\n"',
      '',
      '#: src/pages/home.tsx:12',
      'msgid "Welcome"',
      'msgstr "ڻ خوش آمدید"',
      '',
      'msgid "Read \\"more\\" ڃ"',
      'msgstr ""',
      '"مزید "',
      '"ٺ پڑھیں"',
      '',
      'msgid "One event"',
      'msgid_plural "{count} events"',
      'msgstr[0] "ایک تقریب"',
      'msgstr[1] "{count} ڄ تقریبات"',
      '',
    ].join('\n'),
  );
  const empty = path.join(temp, 'no-catalogs');
  fs.mkdirSync(empty);
  fs.writeFileSync(path.join(empty, 'package.json'), JSON.stringify({ workspaces: ['mfe-*'] }));
  const without = new Set((await faceOf(build(empty, 'none').bytes)).collectUnicodes());
  for (const char of 'ڻٺڄڃ') assert.ok(!without.has(char.codePointAt(0)), `${char} is not in the Urdu alphabet`);

  const { manifest, bytes } = build(root, 'sindhi');
  const mapped = new Set((await faceOf(bytes)).collectUnicodes());
  for (const char of 'ڻٺڄ') assert.ok(mapped.has(char.codePointAt(0)), `${char} of the catalog is drawn`);
  assert.ok(!mapped.has('ڃ'.codePointAt(0)), 'an English source text adds nothing');
  assert.equal(manifest.characters, without.size + 3);
});

test("the language switch's اردو has a face of its own: its four letters shaped in full, in a small file", async () => {
  const { manifest } = build(repo, 'name');
  assert.match(manifest.name.file, /^\/fonts\/urdu-name\.[0-9a-f]{8}\.woff2$/);
  const bytes = fs.readFileSync(path.join(temp, 'name', path.basename(manifest.name.file)));
  assert.equal(manifest.name.bytes, bytes.length);
  const face = await faceOf(bytes);
  assert.deepEqual([...face.collectUnicodes()].sort(), [...'اردو'].map((char) => char.codePointAt(0)).sort());
  const glyphs = shape(face, 'اردو');
  assert.equal(glyphs.length, 4);
  assert.equal(glyphs.filter((gid) => gid === 0).length, 0, 'a letter shaped to the missing-glyph box');
  assert.ok(bytes.length < 4096, `${bytes.length} bytes`);
  // The switch writes the same word.
  assert.match(fs.readFileSync(path.join(repo, 'shell/src/layout/LanguageSwitch.tsx'), 'utf8'), /ur: 'اردو'/);
});
