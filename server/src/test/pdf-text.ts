// The text a PDF shows, read back from the bytes the server sends, for tests of what a document prints. Not a full
// reader: enough for the PDFs PDFKit writes (Flate-compressed content streams; embedded fonts with a ToUnicode map, or
// the standard fonts with their single-byte codes). Each text block (BT … ET) is one line of the answer.
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
      const targets = target.startsWith('[') ? [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => utf16(m[1])) : null;
      for (let code = first; code <= last; code += 1) {
        const text = targets ? targets[code - first] : String.fromCodePoint(parseInt(target.slice(1, -1), 16) + code - first);
        if (text !== undefined) map.set(code.toString(16).padStart(width, '0'), text);
      }
    }
  }
  return map;
}

const literal = (s: string) => s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? (/^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : c));

/** The PDF's text, a line per text block, in the order it is drawn. */
export function pdfText(bytes: Buffer): string {
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
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!/\bBT\b/.test(content)) continue;
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: Map<string, string> | null = null;
      let line = '';
      for (const [, name, shown] of block[1].matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|(\[(?:[^\]\\]|\\.)*\]\s*TJ|(?:<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj)/g)) {
        if (name) {
          font = fonts.get(name) ?? null;
          continue;
        }
        for (const [, hex, lit] of shown.matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
          if (lit !== undefined) line += literal(lit);
          else if (font) line += (hex.match(/.{4}/g) ?? []).map((code) => font!.get(code.toLowerCase()) ?? '').join('');
          else line += Buffer.from(hex, 'hex').toString('latin1');
        }
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}

/** How many pages the PDF has (its page objects: `/Type /Page`, not the page tree's `/Type /Pages`). */
export const pageCount = (bytes: Buffer) => [...objectsOf(bytes).values()].filter((o) => /\/Type\s*\/Page(?![A-Za-z])/.test(o.dict)).length;
