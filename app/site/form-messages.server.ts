// A public form's refused fields in the page's language (issue 34): the models' checks are written
// once, in English (app/models/fields.ts, shared with the /api), and a form on an Arabic page says
// the same thing from the Arabic dictionary, with the field's Arabic label.
import { dictionaryFor } from '#app/i18n/dictionary.ts'
import type { Language } from '#app/i18n/languages.ts'
import { isOneOf } from '#app/lib/property.ts'

const FIELDS = ['name', 'email', 'phone', 'message'] as const
type Field = (typeof FIELDS)[number]
const isField = (key: string): key is Field => isOneOf(FIELDS, key)

/** One field's message, from its English wording; a message not known is left as it is. */
function translate(field: Field, message: string, language: Language): string {
  const { form } = dictionaryFor(language)
  const label = form[field]
  if (/^.+ is required$/.test(message)) return form.required(label)
  const long = /^.+ must be at most ([\d,]+) characters$/.exec(message)
  if (long) return form.tooLong(label, Number(long[1]!.replaceAll(',', '')))
  if (message === 'Enter a valid email address') return form.invalidEmail
  return message
}

/** A form's errors by field (Conform's) in `language`; in English they are as written. */
export function errorsIn<E extends Record<string, string[] | null> | null | undefined>(
  errors: E,
  language: Language,
): E {
  if (!errors || language === 'en') return errors
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      key,
      isField(key) && messages ? messages.map((m) => translate(key, m, language)) : messages,
    ]),
  ) as E // fromEntries loses E's keys
}
