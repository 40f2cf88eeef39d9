/**
 * CSV for the leads export: RFC 4180 (fields with a comma, quote or line break are quoted, quotes
 * doubled, CRLF between records) and guarded against formula injection: a cell a spreadsheet would
 * read as a formula (starting with = + - @, tab or carriage return) gets a leading single quote, and
 * so does such a start right after a comma or semicolon inside the cell (a spreadsheet that splits
 * on either would read it as a cell of its own; docs/product.md §17).
 * Pure: unit-tested in csv.test.ts.
 */

const FORMULA_START = /^[=+\-@\t\r]/
const FORMULA_AFTER_SEPARATOR = /([,;])(?=[=+\-@\t\r])/g

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'")
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
