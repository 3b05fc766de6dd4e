export type CsvCell = string | number | boolean | null | undefined;

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula, and visitors type these fields: such a
 * cell gets a leading apostrophe (OWASP's advice), except plain numbers and phone numbers (+1 305 555 0199),
 * which hold nothing but digits and punctuation and so cannot call anything.
 */
function neutralizeFormula(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text) || /^[+-]?[\d\s().-]+$/.test(text)) return text;
  return `'${text}`;
}

/** RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvCell(value: CsvCell): string {
  const text = neutralizeFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, after a byte-order mark so spreadsheet programs read the file as UTF-8. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
