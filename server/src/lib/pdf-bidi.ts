// Right-to-left and mixed text in the server's PDFs (docs/decisions/033-right-to-left-pdfs.md). PDFKit alone lays a
// line out word by word, left to right, and fontkit reverses each Arabic-script word on its own, so "بلال احمد" would
// read "احمدبلال". A document made by `openPdf` draws any text with right-to-left characters here instead: the lines are
// wrapped here, each line is ordered by the Unicode bidirectional algorithm (bidi-js), and its runs are drawn in visual
// order, each in one go — Arabic-script runs in the Urdu face, which fontkit shapes (joining forms, lam-alef) as one
// right-to-left run; everything else (Latin names, figures, CNICs, codes) in the document's own face. Text without
// right-to-left characters goes to PDFKit untouched, so English PDFs are drawn exactly as before.
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';

// bidi-js is CommonJS whose types declare an ES default export: required, its export is the factory its types describe.
const bidi = (createRequire(import.meta.url)('bidi-js') as () => Bidi)();

/** Letters, marks, digits, punctuation and presentation forms of the Arabic script, and the joiners that shape them. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u200C\u200D]/;
/** What makes a text need ordering: right-to-left letters (Hebrew to Arabic Extended, presentation forms) or marks. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F\u202B\u202E\u2067]/;
const SPACE = /[ \u00A0]/;

/** The Urdu face that goes with each of the document's faces (by the name it was registered under). */
export interface UrduFaces {
  regular: string;
  bold: string;
  /** the document's faces drawn bold, whose Arabic-script text takes the bold Urdu face */
  boldLatin: string[];
}

type TextOptions = PDFKit.Mixins.TextOptions;
type Face = 'latin' | 'urdu';

interface Piece {
  text: string;
  face: Face;
  /** fontkit's layout takes a script tag in place of features; the run's direction follows from it */
  script?: 'arab' | 'latn';
  width: number;
}

/** PDFKit hands its `features` option to fontkit's layout, which takes a script tag in that place. */
const asFeatures = (script: Piece['script']) => script as unknown as PDFKit.Mixins.OpenTypeFeatures[] | undefined;

// PDFKit keeps the current face's metrics (per 1000 units of the font size) and the size on the document; its public
// API has only their sum, the line height.
type Current = { _font: { ascender: number; descender: number; lineGap: number }; _fontSize: number };

/**
 * Makes `doc.text` order and shape right-to-left and mixed text. Text with right-to-left characters is laid out here,
 * with the options the server's PDFs use: `width`, `align` (for a right-to-left paragraph `justify` aligns to the
 * right, unstretched), `lineGap`, `paragraphGap`, `characterSpacing` (Latin runs only: it would pull joined letters
 * apart), `link`, `lineBreak: false`, fill and decoration; not `continued`, `height`, columns or indents. PDFKit's
 * measures (`widthOfString`, `heightOfString`) still measure such text as PDFKit alone would draw it.
 */
export function drawRightToLeftText(doc: PDFKit.PDFDocument, urdu: UrduFaces, initialFont = 'Helvetica') {
  let latin: PDFKit.Mixins.PDFFontSource = initialFont;
  const setFont = doc.font.bind(doc) as (src: PDFKit.Mixins.PDFFontSource, ...rest: unknown[]) => PDFKit.PDFDocument;
  const drawText = doc.text.bind(doc) as (text: string, x?: number, y?: number, options?: TextOptions) => PDFKit.PDFDocument;

  (doc as { font: unknown }).font = (src: PDFKit.Mixins.PDFFontSource, ...rest: unknown[]) => {
    latin = src;
    return setFont(src, ...rest);
  };

  const faceName = (face: Face) => (face === 'latin' ? latin : typeof latin === 'string' && urdu.boldLatin.includes(latin) ? urdu.bold : urdu.regular);
  const use = (face: Face) => setFont(faceName(face));

  const widthOf = (text: string, face: Face, script: Piece['script'], characterSpacing: number) => {
    use(face);
    const width = doc.widthOfString(text, { features: asFeatures(script), characterSpacing: face === 'latin' ? characterSpacing : 0 });
    use('latin');
    return width;
  };

  /** Ascent and descent (points, both positive) of the faces a line uses, at the current size. */
  const metricsOf = (faces: Face[]) => {
    let ascent = 0;
    let descent = 0;
    for (const face of new Set(faces)) {
      use(face);
      const { _font: font, _fontSize: size } = doc as unknown as Current;
      ascent = Math.max(ascent, (font.ascender * size) / 1000);
      descent = Math.max(descent, ((font.lineGap - font.descender) * size) / 1000);
    }
    use('latin');
    return { ascent, descent };
  };

  const rightToLeftText = (text: string, options: TextOptions) => {
    const characterSpacing = options.characterSpacing ?? 0;
    const lineGap = options.lineGap ?? 0;
    const startX = doc.x;
    // As PDFKit: a text wraps within its width, by default the rest of the line, unless it is told not to break.
    const rest = () => Math.max(doc.page.width - doc.x - doc.page.margins.right, 0);
    const width = options.width !== undefined ? Math.max(options.width, 0) : options.lineBreak === false ? undefined : rest();
    for (const paragraph of text.split('\n')) {
      const { rightToLeft, lines } = layOut(paragraph, width, (t, face, script) => widthOf(t, face, script, characterSpacing));
      const align = options.align === 'justify' ? (rightToLeft ? 'right' : 'left') : (options.align ?? 'left');
      for (const [index, pieces] of lines.entries()) {
        const { ascent, descent } = metricsOf(pieces.length ? pieces.map((piece) => piece.face) : ['latin']);
        if (width !== undefined && doc.y + ascent + descent > doc.page.maxY() && doc.y > doc.page.margins.top) doc.addPage();
        const lineTop = doc.y;
        const lineWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
        let x = width === undefined || align === 'left' ? startX : align === 'right' ? startX + width - lineWidth : startX + (width - lineWidth) / 2;
        const lineX = x;
        for (const piece of pieces) {
          use(piece.face);
          drawText(piece.text, x, lineTop + ascent, {
            lineBreak: false,
            baseline: 'alphabetic',
            features: asFeatures(piece.script),
            characterSpacing: piece.face === 'latin' ? characterSpacing : 0,
            fill: options.fill,
            stroke: options.stroke,
            underline: options.underline,
            strike: options.strike,
            oblique: options.oblique,
          });
          x += piece.width;
        }
        use('latin');
        if (options.link) doc.link(lineX, lineTop, lineWidth, ascent + descent, options.link);
        if (width === undefined) {
          // Like PDFKit's own unwrapped text: the next text follows on the same line.
          doc.x = x;
          doc.y = lineTop;
        } else {
          doc.x = startX;
          doc.y = lineTop + ascent + descent + lineGap;
          if (index === lines.length - 1) doc.y += options.paragraphGap ?? 0;
        }
      }
    }
    return doc;
  };

  (doc as { text: unknown }).text = (text: unknown, ...rest: [(number | TextOptions)?, number?, TextOptions?]) => {
    const value = text == null ? '' : `${text as string}`;
    // PDFKit tells `text(s, options)` from `text(s, x, y, options)` by the arguments it is given: pass them on as they came.
    if (!RIGHT_TO_LEFT.test(value)) return (drawText as (...args: unknown[]) => PDFKit.PDFDocument)(text, ...rest);
    const [x, y, options] = rest;
    if (typeof x === 'object') return rightToLeftText(value, x);
    if (typeof x === 'number') doc.x = x;
    if (typeof y === 'number') doc.y = y;
    return rightToLeftText(value, options ?? {});
  };
}

type Measure = (text: string, face: Face, script: Piece['script']) => number;

// A stretch of Latin letters and figures, with what joins them inside a code, an amount, an address or a phrase: a CNIC
// (35202-1234567-1), a phone, "Rs 6,000", a ticket code (T12.abc), "10 of 10". The site marks such text dir="ltr";
// here each stretch is isolated (LRI … PDI) before ordering, so that it reads left to right as one piece. Left alone,
// figures after Urdu letters are Arabic numbers to the algorithm, and a CNIC's groups would come out in reverse order.
const LEFT_TO_RIGHT_STRETCH = /[\p{Script=Latin}\p{Nd}](?:[ .,:/+\-#@_&'’]*[\p{Script=Latin}\p{Nd}])*%?/gu;
/** The bidirectional controls: they steer the ordering and are not drawn. */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * A paragraph's direction (by its first strong character) and its lines, wrapped to `width` if given, each line as the
 * pieces to draw from left to right. An empty paragraph is one empty line.
 */
export function layOut(text: string, width: number | undefined, measure: Measure): { rightToLeft: boolean; lines: Piece[][] } {
  const rightToLeft = (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1;
  const paragraph = text.replace(LEFT_TO_RIGHT_STRETCH, '\u2066$&\u2069');
  const embedding = bidi.getEmbeddingLevels(paragraph, rightToLeft ? 'rtl' : 'ltr');
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(paragraph, levels);
  const rtl = (i: number) => (levels[i] & 1) === 1;
  const control = (i: number) => BIDI_CONTROL.test(paragraph[i]);
  // A space between right-to-left words belongs to their run, so a name stays one run in one face.
  const faceAt = (i: number): Face => (ARABIC_SCRIPT.test(paragraph[i]) || (SPACE.test(paragraph[i]) && rtl(i)) ? 'urdu' : 'latin');
  /** Whether only controls stand between two characters. */
  const adjacent = (a: number, b: number) => {
    for (let i = Math.min(a, b) + 1; i < Math.max(a, b); i += 1) if (!control(i)) return false;
    return true;
  };

  /** The pieces of [start, end) in visual order (the characters of each piece in logical order). */
  const piecesOf = (start: number, end: number): Piece[] => {
    const order = Array.from({ length: end - start }, (_, k) => start + k);
    for (const [from, to] of bidi.getReorderSegments(paragraph, embedding, start, end - 1)) {
      order.splice(from - start, to - from + 1, ...order.slice(from - start, to - start + 1).reverse());
    }
    const runs: Array<{ from: number; to: number; face: Face; rtl: boolean }> = [];
    for (const i of order) {
      if (control(i)) continue;
      const last = runs[runs.length - 1];
      const backwards = rtl(i);
      const follows = last && (backwards ? i < last.from && adjacent(i, last.from) : i > last.to && adjacent(last.to, i));
      if (last && follows && last.face === faceAt(i) && last.rtl === backwards) {
        if (backwards) last.from = i;
        else last.to = i;
      } else runs.push({ from: i, to: i, face: faceAt(i), rtl: backwards });
    }
    return runs.map(({ from, to, face, rtl: backwards }) => {
      let text = '';
      for (let i = from; i <= to; i += 1) if (!control(i)) text += mirrored.get(i) ?? paragraph[i];
      // fontkit picks a run's direction from its script: an Arabic-script run is shaped and reversed as a whole; any
      // other right-to-left run (neutrals, Hebrew) is handed over already reversed, and a left-to-right run of
      // Arabic-script figures is kept from being reversed.
      if (backwards && face === 'latin') text = Array.from(text).reverse().join('');
      const script = face === 'urdu' ? (backwards ? 'arab' : 'latn') : backwards ? 'latn' : undefined;
      return { text, face, script, width: measure(text, face, script) };
    });
  };

  if (width === undefined) return { rightToLeft, lines: [piecesOf(0, paragraph.trimEnd().length)] };

  // Greedy wrapping at spaces, in logical order; a word wider than the line stands on a line of its own.
  const lines: Piece[][] = [];
  // An isolated stretch is not broken across lines.
  const words = [...paragraph.matchAll(/(?:\u2066[^\u2069]*\u2069|\S)+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  let lineStart = words[0]?.start ?? 0;
  let lineEnd = lineStart;
  let used = 0;
  for (const word of words) {
    const wordWidth = piecesOf(word.start, word.end).reduce((sum, piece) => sum + piece.width, 0);
    const gap = lineEnd > lineStart ? piecesOf(lineEnd, word.start).reduce((sum, piece) => sum + piece.width, 0) : 0;
    if (lineEnd > lineStart && used + gap + wordWidth > width) {
      lines.push(piecesOf(lineStart, lineEnd));
      lineStart = word.start;
      used = wordWidth;
    } else used += gap + wordWidth;
    lineEnd = word.end;
  }
  lines.push(piecesOf(lineStart, lineEnd));
  return { rightToLeft, lines };
}
