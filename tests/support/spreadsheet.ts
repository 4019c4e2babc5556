// How a spreadsheet might read a CSV file's bytes: split on `,` (this file's separator), on `;` (the
// list separator of most of Europe and the Arab world) or on tabs, each with the quotes honoured
// (where the file can be parsed that way) and with them taken as plain characters, and, most
// pessimistically, on every separator and line break at once. The cells of any reading that would
// run as a formula: those that start with = + - or @ once the spaces and quotes a reader may drop
// are gone.
import { parse } from 'csv-parse/sync'

const FORMULA = /^[\s"]*[=+\-@]/

function read(text: string, delimiter: string, quote: boolean): string[] {
  try {
    const options = { delimiter, relax_quotes: true, relax_column_count: true, quote }
    return (parse(text, options) as string[][]).flat()
  } catch {
    // A `;` reading of a `,` file may leave a quote open: such a reader falls back to no quoting,
    // which the quote-less reading covers.
    return []
  }
}

export function formulaCells(bytes: Buffer | string): string[] {
  const text = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  const cells = [',', ';', '\t'].flatMap((d) => [...read(text, d, true), ...read(text, d, false)])
  cells.push(...text.split(/[,;\t\r\n]/))
  return [...new Set(cells.filter((cell) => FORMULA.test(cell)))]
}
