// The text a PDF shows, read back from the bytes the server sends, for tests of what a document prints. Not a full
// reader: enough for the PDFs PDFKit writes (Flate-compressed content streams; embedded fonts with a ToUnicode map, or
// the standard fonts with their single-byte codes). Each text block (BT … ET) is one line of `pdfText`'s answer;
// `drawnLines` and `readLine` read right-to-left and mixed lines, which are drawn as several blocks in visual order.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2];
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = match.index + match[0].indexOf(body) + streamAt + 'stream'.length + (body.startsWith('\r\n', streamAt + 'stream'.length) ? 2 : 1);
    const end = text.lastIndexOf('endstream', match.index + match[0].length);
    const raw = bytes.subarray(start, end);
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode\b/.test(dict) ? inflateSync(raw) : raw });
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** A font's ToUnicode map: code (as hex) → text. */
function unicodeMap(cmap: string) {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, to] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code.toLowerCase(), utf16(to));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const [first, last, width] = [parseInt(from, 16), parseInt(to, 16), from.length];
      const targets = target.startsWith('[') ? [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => utf16(m[1])) : null;
      for (let code = first; code <= last; code += 1) {
        const text = targets ? targets[code - first] : String.fromCodePoint(parseInt(target.slice(1, -1), 16) + code - first);
        if (text !== undefined) map.set(code.toString(16).padStart(width, '0'), text);
      }
    }
  }
  return map;
}

const literal = (s: string) => s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? (/^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : c));

interface TextBlock {
  /** which content stream (page) it is drawn in */
  stream: number;
  /** where the block starts (its first text matrix), in PDF units from the page's foot */
  x: number;
  y: number;
  /** the text of each glyph (of each byte, for the standard fonts), in the order drawn */
  glyphs: string[];
}

/** The PDF's text blocks, in the order they are drawn. */
function textBlocks(bytes: Buffer): TextBlock[] {
  const objects = objectsOf(bytes);
  // Font resource names (/F1) → their ToUnicode maps, when they have one.
  const fonts = new Map<string, Map<string, string> | null>();
  for (const { dict } of objects.values()) {
    for (const resources of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const [, name, ref] of resources[1].matchAll(/\/([^\s/<>[\]]+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '');
        const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
        fonts.set(name, cmap ? unicodeMap(cmap.toString('latin1')) : null);
      }
    }
  }
  const blocks: TextBlock[] = [];
  let stream = 0;
  for (const object of objects.values()) {
    const content = object.stream?.toString('latin1') ?? '';
    if (!/\bBT\b/.test(content)) continue;
    stream += 1;
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: Map<string, string> | null = null;
      let at: { x: number; y: number } | null = null;
      const glyphs: string[] = [];
      const parts = /([-\d.]+)\s+([-\d.]+)\s+Tm|\/([^\s/]+)\s+[\d.]+\s+Tf|(\[(?:[^\]\\]|\\.)*\]\s*TJ|(?:<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj)/g;
      for (const [, x, y, name, shown] of block[1].matchAll(parts)) {
        if (x !== undefined) {
          at ??= { x: Number(x), y: Number(y) };
          continue;
        }
        if (name) {
          font = fonts.get(name) ?? null;
          continue;
        }
        for (const [, hex, lit] of shown.matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
          if (lit !== undefined) glyphs.push(...literal(lit));
          else if (font) glyphs.push(...(hex.match(/.{4}/g) ?? []).map((code) => font!.get(code.toLowerCase()) ?? ''));
          else glyphs.push(...Buffer.from(hex, 'hex').toString('latin1'));
        }
      }
      blocks.push({ stream, x: at?.x ?? 0, y: at?.y ?? 0, glyphs });
    }
  }
  return blocks;
}

/** The PDF's text, a line per text block, in the order it is drawn. */
export const pdfText = (bytes: Buffer): string => textBlocks(bytes).map((block) => block.glyphs.join('')).join('\n');

/**
 * The PDF's lines as drawn: text blocks drawn one after another on one baseline make one line (a line of mixed or
 * right-to-left text is drawn as a block per run), put together from left to right. Each line is its glyphs' texts,
 * left to right; a ligature's text is its letters in their own (logical) order, as the font's Unicode map gives them.
 */
export function drawnLines(bytes: Buffer): string[][] {
  const lines: TextBlock[][] = [];
  for (const block of textBlocks(bytes)) {
    const last = lines[lines.length - 1];
    if (last && last[0].stream === block.stream && Math.abs(last[0].y - block.y) < 0.01) last.push(block);
    else lines.push([block]);
  }
  return lines.map((line) => line.sort((a, b) => a.x - b.x).flatMap((block) => block.glyphs));
}

const LATIN_OR_FIGURE = /^[\p{Script=Latin}\p{Nd}%]/u;
const JOINS_LATIN = /^[ .,:/+\-#@_&'’]$/u;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
const BETWEEN_WORDS = /^[\s\p{P}]$/u;

/** The glyphs with every stretch that begins and ends with a `strong` glyph, and has only `joins` between, reversed. */
function turnStretches(glyphs: string[], strong: (g: string) => boolean, joins: (g: string) => boolean) {
  const out = [...glyphs];
  for (let i = 0; i < out.length; i += 1) {
    if (!strong(out[i])) continue;
    let end = i;
    for (let j = i + 1; j < out.length && (strong(out[j]) || joins(out[j])); j += 1) if (strong(out[j])) end = j;
    out.splice(i, end - i + 1, ...out.slice(i, end + 1).reverse());
    i = end;
  }
  return out;
}

/**
 * A drawn line as a reader reads it. A right-to-left line is read from its right end, and inside it each stretch of
 * Latin letters and figures (a CNIC, "Rs 6,000", a code, with the spaces and signs that join them) from its left
 * end; a left-to-right line is read from its left end, and each run of Urdu words inside it from its right end.
 */
export function readLine(glyphs: string[], direction: 'rtl' | 'ltr'): string {
  if (direction === 'ltr') return turnStretches(glyphs, (g) => ARABIC_SCRIPT.test(g), (g) => BETWEEN_WORDS.test(g)).join('');
  return turnStretches([...glyphs].reverse(), (g) => LATIN_OR_FIGURE.test(g), (g) => JOINS_LATIN.test(g)).join('');
}

/** How many pages the PDF has (its page objects: `/Type /Page`, not the page tree's `/Type /Pages`). */
export const pageCount = (bytes: Buffer) => [...objectsOf(bytes).values()].filter((o) => /\/Type\s*\/Page(?![A-Za-z])/.test(o.dict)).length;
