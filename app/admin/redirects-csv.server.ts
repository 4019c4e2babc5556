// Redirects in and out as CSV, in the columns of WordPress's Redirection plugin's export (source,
// target, regex, code, type, hits, title, status), so an old WordPress site's redirects come over
// as they are. A prefix goes out as the one regular expression Redirection spells it with
// (`^/old/(.*)` to `/new/$1`) and comes back as a prefix; other regular expressions are refused
// row by row, as are error codes (a 410 has no target here).
import { csvResponse } from '#app/lib/csv.server.ts'
import { csvRows } from '#app/lib/csv-rows.ts'
import { listRedirects, type ImportRow } from '#app/models/redirect.server.ts'

export const REDIRECTION_COLUMNS = [
  'source',
  'target',
  'regex',
  'code',
  'type',
  'hits',
  'title',
  'status',
] as const

// At most this many rows a file: a site's redirects, not a crawl of the web.
export const MAX_IMPORT_ROWS = 5000

export const IMPORT_TEXTS = {
  regex: 'Only a prefix written as ^/old/(.*) to /new/$1 can be read from a regular expression',
  code: 'Only 301 and 302 redirects can be imported',
  disabled: 'A disabled redirect is left out',
  tooMany: `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} redirects`,
  empty: 'The file holds no redirect: its first columns must be source and target',
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function exportRedirects(): Response {
  const rows = listRedirects()
  return csvResponse('redirects.csv', REDIRECTION_COLUMNS, rows, (r) => [
    r.prefix ? `^${escapeRegex(r.source === '/' ? '' : r.source)}/(.*)` : r.source,
    r.prefix ? `${r.target.replace(/\/$/, '')}/$1` : r.target,
    r.prefix ? 1 : 0,
    r.code,
    'url',
    r.hits,
    '',
    'active',
  ])
}

const PREFIX_PATTERN = /^\^(.*)\/\(\.\*\)\$?$/

/** A Redirection regular expression as a prefix, or null when it is any other. */
function prefixOf(source: string, target: string): { source: string; target: string } | null {
  const found = PREFIX_PATTERN.exec(source.trim())
  if (!found || !/\/?\$1$/.test(target.trim())) return null
  const escaped = found[1]!
  // What is left must be plain text: escapes only before the characters they escape.
  if (/(^|[^\\])[.*+?^${}()|[\]]/.test(escaped)) return null
  return {
    source: escaped.replace(/\\(.)/g, '$1') || '/',
    target: target.trim().replace(/\/?\$1$/, '') || '/',
  }
}

/** The rows of an uploaded file, and the lines refused before any rule was looked at. */
export function importRowsFrom(text: string): {
  rows: ImportRow[]
  refused: Array<{ line: number; message: string }>
} {
  const all = csvRows(text)
  const header = all[0]?.[0]?.trim().toLowerCase() === 'source'
  const lines = all.slice(header ? 1 : 0)
  if (lines.length > MAX_IMPORT_ROWS)
    return { rows: [], refused: [{ line: 0, message: IMPORT_TEXTS.tooMany }] }
  const rows: ImportRow[] = []
  const refused: Array<{ line: number; message: string }> = []
  lines.forEach((cells, index) => {
    const line = index + (header ? 2 : 1)
    const [source = '', target = '', regex = '0', code = '301', , , , status = 'active'] = cells
    if (status.trim() === 'disabled') return refused.push({ line, message: IMPORT_TEXTS.disabled })
    const number = code.trim() || '301'
    if (number !== '301' && number !== '302')
      return refused.push({ line, message: IMPORT_TEXTS.code })
    if (regex.trim() === '1') {
      const prefix = prefixOf(source, target)
      if (!prefix) return refused.push({ line, message: IMPORT_TEXTS.regex })
      return rows.push({ line, ...prefix, code: number, prefix: true })
    }
    rows.push({ line, source: source.trim(), target: target.trim(), code: number, prefix: false })
  })
  if (rows.length === 0 && refused.length === 0)
    refused.push({ line: 0, message: IMPORT_TEXTS.empty })
  return { rows, refused }
}
