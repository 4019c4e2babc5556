// Messages the server sends with a name or a number in them (a file's name, an item's title), read
// by a pattern each, so the server keeps one English wording and an Arabic admin reads the
// dictionary's `patterns` text with the same parts (docs/decisions/035-admin-language.md). A kind's
// name among the parts ("Post"), a field's name ("Content"), or a message (or a list of messages,
// as a refused restore gives the model's checks) is shown in the admin's language too. The same
// reader (readPattern) reads the audit log's details (admin-audit-details.ts).
import type { AdminDictionary } from './admin-dictionary-en.ts'

type Patterns = AdminDictionary['patterns']

/**
 * How a pattern's part is shown: as it came (the default: a name, a number, an address), as a
 * message in the admin's language, as a list of messages joined by "; " (each translated), or as
 * a date (an ISO time, in the admin's date format).
 */
export type PartKind = 'message' | 'list' | 'date'

/** A pattern, the dictionary text it is shown as, and how its parts are shown when not as they came. */
export type PatternRow<Key extends string> = readonly [
  RegExp,
  Key,
  Readonly<Record<number, PartKind>>?,
]

/** A row's text: a function of its parts, or a fixed text for a pattern without any. */
type Texts<Key extends string> = { readonly [K in Key]: string | ((...parts: never[]) => string) }

export type PartReaders = {
  message: (text: string) => string
  listOf: (messages: string[]) => string
  date?: (iso: string) => string
}

/**
 * `text` as the first row of `table` that reads it shows it (`texts[key]` given the row's parts,
 * each shown as its kind says), else null.
 */
export function readPattern<Key extends string>(
  text: string,
  table: ReadonlyArray<PatternRow<Key>>,
  texts: Texts<Key>,
  read: PartReaders,
): string | null {
  for (const [pattern, key, kinds = {}] of table) {
    const found = pattern.exec(text)
    if (!found) continue
    const parts = found.slice(1).map((part = '', i) => {
      const kind = kinds[i]
      if (kind === 'list') return read.listOf(part.split('; ').map(read.message))
      if (kind === 'message') return read.message(part)
      return kind === 'date' && read.date ? read.date(part) : part
    })
    const shown = texts[key]
    return typeof shown === 'string' ? shown : (shown as (...parts: string[]) => string)(...parts) // each text takes the parts its pattern captures
  }
  return null
}

const PATTERNS: ReadonlyArray<PatternRow<keyof Patterns>> = [
  [/^Alt text of (.+) saved\.$/, 'altSaved'],
  [/^(.+) is still used, so it was not deleted\.$/, 'stillUsed'],
  [/^(.+) moved to the trash, where it can be restored for (\d+) days\.$/, 'fileTrashed'],
  [/^(.+) replaced: everything that shows it shows the new file\.$/, 'fileReplaced'],
  [/^Alt text must be at most ([\d,]+) characters\.$/, 'altTooLong'],
  [
    /^Choose a (\w+) file: the new file keeps this one's address, and so its format\. Nothing was changed\.$/,
    'wrongFormat',
  ],
  [/^At most (\d+) files at once\.$/, 'tooManyFiles'],
  [/^(\d+) files? uploaded\.$/, 'filesUploaded'],
  [/^(\d+ files? uploaded\.) (.+)$/, 'twoSentences', { 0: 'message', 1: 'message' }],
  [/^(\d+) files were not uploaded\.$/, 'filesNotUploaded'],
  [/^(.+) was not uploaded\.$/, 'fileNotUploaded'],
  [
    /^Images must not exceed 10 MB, video and audio 50 MB\. At most (\d+) files at once: nothing was saved\.$/,
    'postTooLarge',
  ],
  [
    /^([^“]+) “(.*)” restored\. Its address was taken meanwhile, so it is now “(.*)”\.$/,
    'restoredMoved',
    { 0: 'message' },
  ],
  [/^([^“]+) “(.*)” restored\.$/, 'restored', { 0: 'message' }],
  [/^([^“]+) “(.*)” deleted forever\.$/, 'deletedForever', { 0: 'message' }],
  [/^This version cannot be restored as it is: (.+)\.$/, 'restoreRefused', { 0: 'list' }],
  [
    /^(.+) is nested too deeply \(more than (\d+) levels of tags\)$/,
    'nestedTooDeeply',
    { 0: 'message' },
  ],
  [/^An error occurred: (.+)$/, 'errorOccurred', { 0: 'message' }],
  [/^The form is too large to send \(over (\d+) KB\)\.$/, 'formTooLarge'],
  [/^(Post|Project|Service) scheduled for (.+)\.$/, 'scheduledFor'],
]

/**
 * `message` in the admin's language when a pattern reads it, else null. A translated part goes
 * through `translate` (translateMessage, admin-messages.ts, which calls this one).
 */
export function translatePattern(
  message: string,
  t: AdminDictionary,
  translate: (text: string) => string,
): string | null {
  return readPattern(message, PATTERNS, t.patterns, {
    message: translate,
    listOf: t.patterns.listOf,
  })
}
