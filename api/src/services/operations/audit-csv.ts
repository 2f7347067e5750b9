/**
 * The audit log as CSV (RFC 4180): every cell quoted when it holds a comma, a quote or a line
 * break (quotes doubled), and a cell a spreadsheet would run as a formula — starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return — prefixed with `'` so it is read as text (OWASP's CSV
 * injection advice). Lines end with CRLF.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string =>
  `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
