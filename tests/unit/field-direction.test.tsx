// A content field is typed in its content's direction (app/components/ui/field-context.ts): an
// English title in the Arabic admin runs left to right; addresses and passwords keep their own,
// and a field told its direction (a person's text: dir="auto") keeps that.
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ContentDirection } from '#app/components/ui/field-context.ts'
import { Field, TextareaField } from '#app/components/ui/field.tsx'

const inAdmin = (node: React.ReactNode) =>
  renderToStaticMarkup(<ContentDirection.Provider value="ltr">{node}</ContentDirection.Provider>)

test('text fields and text areas take the content direction', () => {
  expect(inAdmin(<Field label="Title" name="title" />)).toContain('dir="ltr"')
  expect(inAdmin(<TextareaField label="Description" name="description" />)).toContain('dir="ltr"')
})

test('an address, an e-mail, a password or a field told otherwise keeps its own', () => {
  expect(inAdmin(<Field label="Email" name="email" type="email" />)).not.toContain('dir=')
  expect(inAdmin(<Field label="Password" name="p" type="password" />)).not.toContain('dir=')
  expect(inAdmin(<Field label="Image URL" name="image" inputMode="url" />)).not.toContain('dir=')
  expect(inAdmin(<TextareaField label="Note" name="note" dir="auto" />)).toContain('dir="auto"')
})

test('outside the admin a field follows the page', () => {
  expect(renderToStaticMarkup(<Field label="Name" name="name" />)).not.toContain('dir=')
})
