// The readable diff of two versions of an item (docs/publishing.md "Revisions"): field by field,
// each reduced to plain text (rich text to its words and line breaks, lists to one line an item)
// and compared word by word with jsdiff (docs/decisions/018-revision-diffs.md). Only text leaves
// this module: the screen shows it with <ins>/<del>, never stored HTML. The work is bounded: past
// MAX_EDIT_LENGTH word edits, or once the screen's time budget is spent, a field says it differs too
// much to compare and shows both texts.
import { diffWords } from 'diff'
import { Parser } from 'htmlparser2'
import { looksLikeHtml } from '#app/lib/html.ts'
import { KINDS, type RevisionField, type RevisionKind } from '#db/kinds.ts'
import type { Snapshot } from '#app/models/revision.server.ts'
import { isRecord } from '#app/lib/property.ts'

export const MAX_EDIT_LENGTH = 2_000
/** For every field of one comparison together. */
export const DIFF_BUDGET_MS = 500

export type DiffPart = { value: string; added?: true; removed?: true }
export type FieldDiff = {
  label: string
  image?: { before: string | null; after: string | null }
} & (
  | { state: 'same' }
  | { state: 'changed'; parts: DiffPart[] }
  | { state: 'too-different'; before: string; after: string }
)

type Field = { label: string; text: string; image?: string | null }

const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'table',
  'tr',
  'hr',
])

const HIDDEN = new Set(['script', 'style', 'template'])

/** Rich text as a reader sees its words: a line a block, images named with their address. */
export function readableText(html: string): string {
  let text = ''
  // Text no reader sees (sanitizing removes these elements; a snapshot made by hand may not have).
  let hidden = 0
  const parser = new Parser({
    onopentag(name, attributes) {
      if (HIDDEN.has(name)) hidden++
      if (BLOCKS.has(name) || name === 'br') text += '\n'
      if (name === 'li') text += '• '
      if (name === 'img') {
        const alt = attributes.alt ? ` "${attributes.alt}"` : ''
        text += ` [image${alt}: ${attributes.src ?? ''}] `
      }
    },
    ontext(data) {
      if (hidden === 0) text += data
    },
    onclosetag(name) {
      if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1)
      if (BLOCKS.has(name)) text += '\n'
    },
  })
  parser.write(html)
  parser.end()
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\r\u00a0]+/g, ' ').trim())
    .filter((line, i, lines) => line !== '' || (i > 0 && lines[i - 1] !== ''))
    .join('\n')
    .trim()
}

type Row = Record<string, unknown>
/** A list field's rows as a version keeps them (a version from before the field has none). */
const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.map((row: unknown) => (isRecord(row) ? row : {})) : []
const plain = (value: unknown) => (value == null ? '' : String(value))
const maybeHtml = (value: string) => (looksLikeHtml(value) ? readableText(value) : value)
const lines = (rows: Row[], line: (row: Row) => string) =>
  rows.map((row, i) => `${i + 1}. ${line(row)}`).join('\n')

/** A field of a version as the screen compares it (the registry says how each is shown). */
function fieldTexts(field: RevisionField, value: unknown): Field[] {
  const { label } = field
  switch (field.show) {
    case 'text':
      return [{ label, text: plain(value) }]
    case 'html':
      return [{ label, text: readableText(plain(value)) }]
    case 'text-or-html':
      return [{ label, text: maybeHtml(plain(value)) }]
    case 'image':
      return [{ label, text: plain(value), image: typeof value === 'string' ? value : null }]
    case 'tags':
      return [{ label, text: (Array.isArray(value) ? value : []).join(', ') }]
    case 'media':
      return [
        {
          label,
          text: lines(
            rowsOf(value),
            (m) =>
              `${m.type}: ${m.url}${m.alt ? ` (alt: ${m.alt})` : ''}${m.caption ? ` (caption: ${m.caption})` : ''}${m.lead ? ' (lead image)' : ''}`,
          ),
        },
      ]
    case 'features':
      return [
        {
          label,
          text: lines(
            rowsOf(value),
            (f) => `${f.title}: ${f.description}${f.icon ? ` [${f.icon}]` : ''}`,
          ),
        },
      ]
    case 'results':
      return [{ label, text: lines(rowsOf(value), (r) => `${r.figure} ${r.label}`) }]
    case 'rows':
      return [
        {
          label,
          text: lines(rowsOf(value), (r) => field.items.map((key) => plain(r[key])).join(' · ')),
        },
      ]
    case 'sections':
      return rowsOf(value).flatMap((section, i) => [
        { label: `${label} ${i + 1} title`, text: plain(section.title) },
        { label: `${label} ${i + 1} content`, text: readableText(plain(section.content)) },
      ])
  }
}

function fieldsOf(kind: RevisionKind, snapshot: Snapshot): Field[] {
  return KINDS[kind].revision.flatMap((field) => fieldTexts(field, snapshot[field.key]))
}

/**
 * The changes from `before` to `after`, field by field in the form's order. A field only one side
 * has (an About section added or removed) is compared with nothing.
 */
export function diffSnapshots(
  kind: RevisionKind,
  before: Snapshot,
  after: Snapshot,
  { budgetMs = DIFF_BUDGET_MS, now = () => Date.now() } = {},
): FieldDiff[] {
  const old = fieldsOf(kind, before)
  const next = fieldsOf(kind, after)
  const deadline = now() + budgetMs
  // Fields are matched by their label, not their place: a section added to the About page must
  // not compare the sections after it with the fields that follow them (its team, its figures).
  const labels = next.map((f) => f.label)
  old.forEach((f, i) => {
    if (labels.includes(f.label)) return
    labels.splice(i === 0 ? 0 : labels.indexOf(old[i - 1]!.label) + 1, 0, f.label)
  })
  const was = new Map(old.map((f) => [f.label, f]))
  const is = new Map(next.map((f) => [f.label, f]))
  return labels.map((label) => {
    const a = was.get(label)
    const b = is.get(label)
    const image =
      a?.image !== undefined || b?.image !== undefined
        ? { before: a?.image ?? null, after: b?.image ?? null }
        : undefined
    const from = a?.text ?? ''
    const to = b?.text ?? ''
    if (from === to) return { label, state: 'same' }
    const left = deadline - now()
    const parts =
      left > 0 ? diffWords(from, to, { maxEditLength: MAX_EDIT_LENGTH, timeout: left }) : undefined
    const withImage = image && image.before !== image.after ? { image } : {}
    if (!parts) return { label, state: 'too-different', before: from, after: to, ...withImage }
    return {
      label,
      state: 'changed',
      parts: parts.map(({ value, added, removed }) => ({
        value,
        ...(added ? { added: true as const } : {}),
        ...(removed ? { removed: true as const } : {}),
      })),
      ...withImage,
    }
  })
}
