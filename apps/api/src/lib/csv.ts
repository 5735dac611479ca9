/**
 * CSV that spreadsheets open as text, never as formulas (OWASP "CSV Injection"): a cell starting with
 * = + - @, a tab or a carriage return gets a leading single quote, and every cell is quoted with its
 * quotes doubled, so commas, quotes and line breaks inside a cell stay in that cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line, CRLF-terminated as RFC 4180 says. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Lets spreadsheet programs read the file as UTF-8. */
export const CSV_BYTE_ORDER_MARK = "\uFEFF";
