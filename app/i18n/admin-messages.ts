// A text written in English outside the admin dictionary (a message the server sent: a model's
// check, a fixed text of docs/product.md §8; a name a screen gives a shared component), in the
// admin's language: the server and the /api keep one wording, and an Arabic admin reads it from the
// admin dictionary. A text not known is shown as it came.
import type { AdminDictionary } from './admin-dictionary-en.ts'
import { translatePattern } from './admin-message-patterns.ts'
import { hasKey } from '#app/lib/record.ts'

const REQUIRED = /^(.+) is required$/
const TOO_LONG = /^(.+) must be at most ([\d,]+) characters$/

export function translateMessage(message: string, t: AdminDictionary): string {
  if (hasKey(t.texts, message)) return t.texts[message]
  // A field's name is in the labels, or else among the texts (a form part's: "Feature title").
  const label = (name: string) =>
    hasKey(t.labels, name) ? t.labels[name] : hasKey(t.texts, name) ? t.texts[name] : name
  if (Object.hasOwn(t.labels, message)) return label(message)
  const required = REQUIRED.exec(message)
  if (required) return t.validation.required(label(required[1]!))
  const long = TOO_LONG.exec(message)
  if (long) return t.validation.tooLong(label(long[1]!), Number(long[2]!.replaceAll(',', '')))
  return translatePattern(message, t, (part) => translateMessage(part, t)) ?? message
}
