// Messages the server sends with a name or a number in them (a file's name, an item's title), read
// by a pattern each, so the server keeps one English wording and an Arabic admin reads the
// dictionary's `patterns` text with the same parts (docs/decisions/035-admin-language.md). A kind's
// name among the parts ("Post"), a field's name ("Content"), or a message (or a list of messages,
// as a refused restore gives the model's checks) is shown in the admin's language too.
import type { AdminDictionary } from './admin-dictionary-en.ts'

type Patterns = AdminDictionary['patterns']

/**
 * Each pattern, the dictionary text it is shown as, which of its parts are translated, and which
 * part is a list of messages joined by "; " (each translated).
 */
const PATTERNS: ReadonlyArray<[RegExp, keyof Patterns, number[]?, number?]> = [
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
  [/^(\d+ files? uploaded\.) (.+)$/, 'twoSentences', [0, 1]],
  [/^(\d+) files were not uploaded\.$/, 'filesNotUploaded'],
  [/^(.+) was not uploaded\.$/, 'fileNotUploaded'],
  [
    /^Images must not exceed 10 MB, video and audio 50 MB\. At most (\d+) files at once: nothing was saved\.$/,
    'postTooLarge',
  ],
  [
    /^([^“]+) “(.*)” restored\. Its address was taken meanwhile, so it is now “(.*)”\.$/,
    'restoredMoved',
    [0],
  ],
  [/^([^“]+) “(.*)” restored\.$/, 'restored', [0]],
  [/^([^“]+) “(.*)” deleted forever\.$/, 'deletedForever', [0]],
  [/^This version cannot be restored as it is: (.+)\.$/, 'restoreRefused', [], 0],
  [/^(.+) is nested too deeply \(more than (\d+) levels of tags\)$/, 'nestedTooDeeply', [0]],
  [/^An error occurred: (.+)$/, 'errorOccurred', [0]],
  [/^The form is too large to send \(over (\d+) KB\)\.$/, 'formTooLarge'],
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
  for (const [pattern, key, kinds = [], list] of PATTERNS) {
    const found = pattern.exec(message)
    if (!found) continue
    const parts = found.slice(1).map((part, i) => {
      const text = part ?? ''
      if (i === list) return t.patterns.listOf(text.split('; ').map(translate))
      return kinds.includes(i) ? translate(text) : text
    })
    return (t.patterns[key] as (...parts: string[]) => string)(...parts)
  }
  return null
}
