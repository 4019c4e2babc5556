// The admin's screens speak to the site's owner, not its operator: no setting's name
// (SMTP_URL, SITE_TIME_ZONE, ANALYTICS=off), no file of the repository (docs/privacy.md, the README)
// in any text of the admin dictionaries, in either language. Where the owner needs the operator, the
// text says so in plain words; the details are in the docs. Every text is read, the ones made by a
// function too (called with sample parts).
import { expect, test } from 'vitest'
import { adminAr } from '#app/i18n/admin-dictionary-ar.ts'
import { adminEn } from '#app/i18n/admin-dictionary-en.ts'

const DEVELOPER_WORDS = [
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/, // a setting's name: SMTP_URL
  /\b[A-Z]{3,}=\w/, // a setting given a value: ANALYTICS=off
  /\bdocs\//,
  /\bREADME\b/,
  /\b[\w-]+\.md\b/,
  /\bSMTP\b/, // the mail protocol's name: the owner reads "e-mail"
]

/** Every text of `node`, with where it is, the texts of functions given sample parts. */
function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node]
  else if (typeof node === 'function') {
    let made: unknown
    try {
      made = (node as (...parts: unknown[]) => unknown)(
        ...Array.from({ length: node.length }, () => '7'),
      )
    } catch {
      return
    }
    yield* texts(made, `${path}()`)
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) yield* texts(value, `${path}.${key}`)
  }
}

test.each([
  ['en', adminEn],
  ['ar', adminAr],
])('no setting name or repository file in the %s admin texts', (_, dictionary) => {
  const found = [...texts(dictionary, 't')].filter(([, text]) =>
    DEVELOPER_WORDS.some((word) => word.test(text)),
  )
  expect(found).toEqual([])
})
