// The one CSV helper of the exports (app/lib/csv.server.ts): a cell that a spreadsheet could read as
// a formula, at its start or after any separator or line break, is led by an apostrophe; read with
// `,` (as written) the text is otherwise what was stored.
import { parse } from 'csv-parse/sync'
import { expect, test } from 'vitest'
import { csvResponse, spreadsheetSafe } from '#app/lib/csv.server.ts'
import { formulaCells } from '#tests/support/spreadsheet.ts'

const HOSTILE = [
  '=HYPERLINK("http://evil.example")',
  '+1 555',
  '-1',
  '@SUM(1)',
  'hello;=1+1',
  'a line\n=2+3;',
  'x;=1+1',
  'tab\t=1+1',
  'quoted;"=1+1"',
  'spaced; =1+1',
  'crlf\r\n-2+3+cmd',
  '\t=1',
  ',=1',
  ';+1',
]

test('a piece that starts like a formula, anywhere in the cell, is led by an apostrophe', () => {
  expect(spreadsheetSafe('hello;=1+1')).toBe("hello;'=1+1")
  expect(spreadsheetSafe('a line\n=2+3;')).toBe("a line\n'=2+3;")
  expect(spreadsheetSafe('=SUM(1)')).toBe("'=SUM(1)")
  expect(spreadsheetSafe(' =1')).toBe("' =1")
  expect(spreadsheetSafe('\tx')).toBe("'\tx")
  // Ordinary text keeps its dashes, signs and addresses where no cell can begin.
  for (const plain of ['a-b', 'x@example.com', '2026-11-26T09:00:00.000Z', 'C++; fine', "'=1"]) {
    expect(spreadsheetSafe(plain)).toBe(plain)
  }
})

test('no reading of an export, with `,`, `;`, tabs or every separator, finds a formula', async () => {
  const rows = HOSTILE.map((text, id) => ({ id, text }))
  const response = csvResponse('x.csv', ['id', 'text'], rows, (r) => [r.id, r.text])
  expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="x.csv"')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(formulaCells(bytes)).toEqual([])
  // Read as written, each cell is the stored text (which has no apostrophes) with apostrophes added.
  const read = parse(bytes, { bom: true, columns: true }) as { text: string }[]
  expect(read.map((r) => r.text.replaceAll("'", ''))).toEqual(HOSTILE)
})
