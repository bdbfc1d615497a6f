// A PDF upload is checked through to its end, not by its first bytes alone: it begins with the PDF header, ends with
// the end-of-file marker (a file cut short during upload or export has none), and has at least one page. Not a full
// reader: a careful look at the structure every PDF writer produces, which is what a press release or report needs.
import { constants, inflateSync } from 'node:zlib';

export const NOT_A_PDF = 'This file is not a PDF. Please choose a PDF file.';
export const PDF_INCOMPLETE = 'This PDF is incomplete: its end is missing. Please save or export it again and choose the new file.';
export const PDF_WITHOUT_PAGES = 'This PDF has no pages. Please choose a PDF with at least one page.';
export const PDF_LOCKED = 'This PDF is protected with a password, so its pages cannot be checked. Please choose a copy without a password.';

/** Readers look for the end-of-file marker in the last 1024 bytes (what follows it is at most a line end or padding). */
const END_WINDOW = 1024;
/**
 * How much the compressed object streams may unpack to, all together, while looking for a page: they hold
 * dictionaries, not content, so a real PDF's are far smaller; a file built to unpack forever stops here.
 */
const OBJECT_STREAMS_MAX_BYTES = 32 * 1024 * 1024;
const OBJECT_STREAM_MAX_BYTES = 4 * 1024 * 1024;

/** A page object's dictionary: `/Type /Page`, not `/Type /Pages` (the page tree). */
const PAGE = /\/Type\s*\/Page(?![A-Za-z0-9#])/;
const OBJECT_STREAM = /\/Type\s*\/ObjStm(?![A-Za-z0-9#])/g;

/**
 * Whether a page object is in the file: written plainly, or (PDF 1.5 and later) inside a compressed object stream,
 * where most writers put every dictionary. Only Flate-compressed object streams are opened, as writers make them.
 */
function hasPage(text: string, bytes: Buffer) {
  if (PAGE.test(text)) return true;
  let budget = OBJECT_STREAMS_MAX_BYTES;
  for (const match of text.matchAll(OBJECT_STREAM)) {
    // The stream's dictionary runs from its `obj` to `stream`, around `/Type /ObjStm`.
    const streamAt = text.indexOf('stream', match.index);
    if (streamAt < 0 || !/\/FlateDecode\b/.test(text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), streamAt))) continue;
    const dataAt = streamAt + 'stream'.length + (text.startsWith('\r\n', streamAt + 'stream'.length) ? 2 : 1);
    const end = text.indexOf('endstream', dataAt);
    if (end < 0 || budget <= 0) break;
    const most = Math.min(budget, OBJECT_STREAM_MAX_BYTES);
    try {
      // A stream cut short still gives what it holds so far (sync flush).
      const objects = inflateSync(bytes.subarray(dataAt, end), { maxOutputLength: most, finishFlush: constants.Z_SYNC_FLUSH });
      budget -= objects.length;
      if (PAGE.test(objects.toString('latin1'))) return true;
    } catch {
      // Too large, or not a stream this check can open (counted in full, as the work is unknown): the next may be.
      budget -= most;
    }
  }
  return false;
}

/** Why these bytes are not a PDF to keep (a message for the member), or null when they are one. */
export function pdfProblem(bytes: Buffer): string | null {
  if (!/^%PDF-\d\.\d/.test(bytes.subarray(0, 16).toString('latin1'))) return NOT_A_PDF;
  if (!bytes.subarray(-END_WINDOW).includes('%%EOF')) return PDF_INCOMPLETE;
  const text = bytes.toString('latin1');
  if (hasPage(text, bytes)) return null;
  // An encrypted PDF's compressed objects cannot be read without its password.
  return /\/Encrypt\b/.test(text) ? PDF_LOCKED : PDF_WITHOUT_PAGES;
}
