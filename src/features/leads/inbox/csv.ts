/**
 * CSV for the leads export: RFC 4180 (fields with a comma, quote or line break are quoted, quotes
 * doubled, CRLF between records) and guarded against formula injection: a cell a spreadsheet would
 * read as a formula (starting with = + - @, tab or carriage return) gets a leading single quote.
 * Pure: unit-tested in csv.test.ts.
 */

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
