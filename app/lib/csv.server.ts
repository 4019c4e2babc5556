// The CSV downloads (the two inboxes' exports and the audit log's): one way to write them, so every
// export is as safe to open in a spreadsheet as the others (docs/security.md, "CSV exports").
import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'

// A spreadsheet splits a line on its own list separator, which is `;` in most of Europe and the
// Arab world and a tab when pasted, and a line break starts a row whatever the quoting: so a cell
// may begin after any of these, not only where this file's `,` puts one. A piece that begins with
// = + - or @ (after spaces or a quote, which some readers drop first) is read as a formula.
// Invisible direction marks and isolates (app/lib/bidi.ts wraps an Arabic name in FSI...PDI) are
// skipped like spaces: `\u2068=1+1` is a formula to a reader that drops them.
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[\s"\u200e\u200f\u2066-\u2069]*[=+\-@])/g
const FORMULA_AT_START = /^(?:[\s"\u200e\u200f\u2066-\u2069]*[=+\-@]|[\t\r\n])/

/**
 * A text cell made inert: an apostrophe (which spreadsheets read as "this is text") before every
 * piece of it that a spreadsheet could take for a formula, at its start or after a separator or a
 * line break. `hello;=1+1` becomes `hello;'=1+1`, `=SUM(1)` becomes `'=SUM(1)`.
 */
export function spreadsheetSafe(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'")
  return FORMULA_AT_START.test(inner) ? `'${inner}` : inner
}

/**
 * Rows streamed as a CSV download: UTF-8 with a BOM (so spreadsheets read the accents), RFC 4180
 * quoting by csv-stringify, every text cell passed through spreadsheetSafe, and never cached.
 */
export function csvResponse<Row>(
  filename: string,
  columns: readonly string[],
  rows: Iterable<Row>,
  cells: (row: Row) => readonly unknown[],
): Response {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    cast: { string: spreadsheetSafe },
  })
  void (async () => {
    for (const row of rows) {
      if (!csv.write(cells(row))) await new Promise((resolve) => csv.once('drain', resolve))
    }
    csv.end()
  })().catch((error: unknown) =>
    csv.destroy(error instanceof Error ? error : new Error(String(error))),
  )
  // node:stream/web's ReadableStream, declared apart from the DOM's that Response takes.
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
