// CSV for spreadsheets (RFC 4180, UTF-8 with a byte-order mark so Excel reads Urdu names right). A cell that a
// spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is prefixed with an
// apostrophe, so text a member typed can never become a formula on a staff member's computer (OWASP: CSV injection).

export const CSV_BOM = '\uFEFF';

// Spaces before the sign do not stop a spreadsheet, nor do the full-width signs some keyboards type.
const formulaStart = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: string | number | null | undefined) {
  let text = value === null || value === undefined ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvRow = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

export type CsvCells = Array<string | number | null | undefined>;

