// The bank's CSV statement read for the daily reconciliation: RFC 4180 fields (quoted, with "" for a quote and line
// breaks inside quotes), a byte-order mark, and a header row found by its names among the first rows (banks put the
// account's details above it). Only credit lines are kept: money received. A file that cannot be read as such is
// refused whole, with the line at fault, so an import stores all of a file or none of it.
import { createHash } from 'node:crypto';
import { BILL_REFERENCE_PREFIX } from '../../../../../server/src/kit.js';
import { STATEMENT_COLUMNS, STATEMENT_MAX_LINES } from '../staff-validation.js';

export interface StatementLine {
  /** the line's number in the file, from 1 */
  line: number;
  /** YYYY-MM-DD */
  date: string;
  reference: string;
  description: string;
  amountPaisa: number;
  /** the same line in any file has the same key: an import keeps it once */
  key: string;
}

export class StatementError extends Error {}

/** The header row is looked for among this many first rows. */
const HEADER_SEARCH_ROWS = 15;

/** The file's rows of fields, each with the number of the line it starts on. */
export function csvRows(text: string): { line: number; cells: string[] }[] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') {
      if (cell.trim() !== '') throw new StatementError(`Line ${line}: a quote appears inside a field that does not start with one.`);
      cell = '';
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) throw new StatementError(`Line ${quoteLine}: a quoted field is not closed.`);
  if (cell !== '' || cells.length) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  return rows.filter((row) => row.cells.some((c) => c.trim() !== ''));
}

const heading = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.:]$/, '');
const columnOf = (cells: string[], names: readonly string[]) => {
  const headings = cells.map(heading);
  // The names in their order of preference: "credit" before "amount" when a statement has both.
  for (const name of names) {
    const at = headings.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A statement's date as YYYY-MM-DD: 2026-11-27, 27/11/2026, 27-11-2026, 27.11.2026, 27-Nov-2026, 27 Nov 2026 (a time after it is ignored); null if none. */
export function statementDate(raw: string): string | null {
  const text = raw.trim().split(/[ T](?=\d{1,2}:\d{2})/)[0].trim();
  let year: number, month: number, day: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text))) [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[ -]([A-Za-z]{3,9})[ ,-]*(\d{4})$/.exec(text))) {
    const index = MONTHS.indexOf(m[2].slice(0, 3).toLowerCase());
    if (index < 0) return null;
    [day, month, year] = [Number(m[1]), index + 1, Number(m[3])];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** An amount in paisa: 1500, 1,500.00, PKR 1,500, Rs. 1500.5; null if it is not one; 0 for an empty cell. */
export function statementAmount(raw: string): number | null {
  const text = raw.trim().replace(/^(pkr|rs\.?)\s*/i, '').replace(/\s*(cr|pkr)$/i, '');
  if (text === '' || text === '-') return 0;
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.replace(/,/g, '').split('.');
  const paisa = Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0'));
  return whole.startsWith('-') ? -paisa : paisa;
}

const lineKey = (date: string, reference: string, description: string, amountPaisa: number) =>
  createHash('sha256')
    .update([date, reference.trim().toUpperCase(), description.trim().replace(/\s+/g, ' ').toUpperCase(), amountPaisa].join('\u0000'))
    .digest('hex');

/** The credit lines of a statement; a StatementError says what is wrong with a file that cannot be read. */
export function readStatement(text: string): StatementLine[] {
  const rows = csvRows(text);
  const headerAt = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => {
    const has = (names: readonly string[]) => columnOf(row.cells, names) >= 0;
    return has(STATEMENT_COLUMNS.date) && has(STATEMENT_COLUMNS.amount) && (has(STATEMENT_COLUMNS.reference) || has(STATEMENT_COLUMNS.description));
  });
  if (headerAt < 0) throw new StatementError('No header row was found: the statement needs a date column, a reference or description (narration) column, and a credit or amount column.');
  const header = rows[headerAt].cells;
  const at = {
    date: columnOf(header, STATEMENT_COLUMNS.date),
    reference: columnOf(header, STATEMENT_COLUMNS.reference),
    description: columnOf(header, STATEMENT_COLUMNS.description),
    amount: columnOf(header, STATEMENT_COLUMNS.amount),
  };
  const body = rows.slice(headerAt + 1);
  if (body.length > STATEMENT_MAX_LINES) throw new StatementError(`The statement has ${body.length} lines: import at most ${STATEMENT_MAX_LINES} at a time.`);
  const lines: StatementLine[] = [];
  for (const row of body) {
    const cell = (index: number) => (index >= 0 ? (row.cells[index] ?? '').trim() : '');
    const rawDate = cell(at.date);
    // Lines without a date are the statement's own (opening or closing balance, totals), not transactions.
    if (!rawDate) continue;
    if (row.cells.length <= Math.max(at.date, at.amount)) throw new StatementError(`Line ${row.line}: it has ${row.cells.length} fields where the header has ${header.length}.`);
    const date = statementDate(rawDate);
    if (!date) throw new StatementError(`Line ${row.line}: “${rawDate.slice(0, 40)}” is not a date (write it as 2026-11-27, 27/11/2026 or 27-Nov-2026).`);
    const amountPaisa = statementAmount(cell(at.amount));
    if (amountPaisa === null) throw new StatementError(`Line ${row.line}: “${cell(at.amount).slice(0, 40)}” is not an amount.`);
    // A debit (money out) is no payment received.
    if (amountPaisa <= 0) continue;
    const reference = cell(at.reference).slice(0, 200);
    const description = cell(at.description).slice(0, 500);
    lines.push({ line: row.line, date, reference, description, amountPaisa, key: lineKey(date, reference, description, amountPaisa) });
  }
  if (!lines.length) throw new StatementError('The statement has no credit lines: nothing was imported.');
  return lines;
}

/** The order numbers a line names by their 1Bill reference (`10470` and the order's number), in its reference or description. */
export function billOrderIds(line: { reference: string; description: string }) {
  const ids = new Set<number>();
  for (const text of [line.reference, line.description]) {
    for (const digits of text.match(/\d+/g) ?? []) {
      if (digits.startsWith(BILL_REFERENCE_PREFIX) && digits.length > BILL_REFERENCE_PREFIX.length && digits.length <= BILL_REFERENCE_PREFIX.length + 10) {
        const id = Number(digits.slice(BILL_REFERENCE_PREFIX.length));
        if (id > 0 && id <= 2_147_483_647) ids.add(id);
      }
    }
  }
  return [...ids];
}
