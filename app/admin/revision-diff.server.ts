// The readable diff of two versions of an item (docs/publishing.md "Revisions"): field by field,
// each reduced to plain text (rich text to its words and line breaks, lists to one line an item)
// and compared word by word with jsdiff (docs/decisions/018-revision-diffs.md). Only text leaves
// this module: the screen shows it with <ins>/<del>, never stored HTML. The work is bounded: past
// MAX_EDIT_LENGTH word edits, or once the screen's time budget is spent, a field says it differs too
// much to compare and shows both texts.
import { diffWords } from 'diff'
import { Parser } from 'htmlparser2'
import { looksLikeHtml } from '#app/lib/html.ts'
import type { RevisionKind, Snapshot } from '#app/models/revision.server.ts'

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

const plain = (value: string | null) => value ?? ''
const maybeHtml = (value: string) => (looksLikeHtml(value) ? readableText(value) : value)
const mediaLines = (media: Array<{ url: string; type: string; alt: string | null }>) =>
  media.map((m, i) => `${i + 1}. ${m.type}: ${m.url}${m.alt ? ` (alt: ${m.alt})` : ''}`).join('\n')

const FIELDS: { [K in RevisionKind]: (s: Snapshot<K>) => Field[] } = {
  blog: (s) => [
    { label: 'Title', text: s.title },
    { label: 'Content', text: readableText(s.content) },
    { label: 'Cover image', text: plain(s.coverImage), image: s.coverImage },
    { label: 'Cover image alt text', text: plain(s.coverImageAlt) },
  ],
  project: (s) => [
    { label: 'Title', text: s.title },
    { label: 'Description', text: s.description },
    { label: 'Category', text: s.category },
    { label: 'Media', text: mediaLines(s.media) },
  ],
  'detailed-project': (s) => [
    { label: 'Title', text: s.title },
    { label: 'Subtitle', text: s.subtitle },
    { label: 'Description', text: maybeHtml(s.description) },
    { label: 'Category', text: s.category },
    { label: 'Client', text: plain(s.client) },
    { label: 'Tags', text: s.tags.join(', ') },
    { label: 'Media', text: mediaLines(s.media) },
  ],
  service: (s) => [
    { label: 'Title', text: s.title },
    { label: 'Description', text: s.description },
    { label: 'Icon', text: s.icon },
  ],
  'detailed-service': (s) => [
    { label: 'Title', text: s.title },
    { label: 'Subtitle', text: s.subtitle },
    { label: 'Description', text: maybeHtml(s.description) },
    { label: 'Pricing', text: plain(s.pricing) },
    {
      label: 'Features',
      text: s.features
        .map((f, i) => `${i + 1}. ${f.title}: ${f.description}${f.icon ? ` [${f.icon}]` : ''}`)
        .join('\n'),
    },
  ],
  about: (s) =>
    s.sections.flatMap((section, i) => [
      { label: `Section ${i + 1} title`, text: section.title },
      { label: `Section ${i + 1} content`, text: readableText(section.content) },
    ]),
}

function fieldsOf<K extends RevisionKind>(kind: K, snapshot: Snapshot<K>): Field[] {
  return (FIELDS[kind] as (s: Snapshot<K>) => Field[])(snapshot)
}

/**
 * The changes from `before` to `after`, field by field in the form's order. A field only one side
 * has (an About section added or removed) is compared with nothing.
 */
export function diffSnapshots<K extends RevisionKind>(
  kind: K,
  before: Snapshot<K>,
  after: Snapshot<K>,
  { budgetMs = DIFF_BUDGET_MS, now = () => Date.now() } = {},
): FieldDiff[] {
  const old = fieldsOf(kind, before)
  const next = fieldsOf(kind, after)
  const deadline = now() + budgetMs
  return Array.from({ length: Math.max(old.length, next.length) }, (_, i) => {
    const a = old[i]
    const b = next[i]
    const label = (b ?? a)!.label
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
