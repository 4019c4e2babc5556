// The Add/Edit form of each kind whose admin screens are the registry's (db/kinds.ts
// `admin.screens`; app/admin/kind-new.route.tsx and kind-edit.route.tsx draw it): a new kind adds
// its line here. Browser code, so it names the kinds by type alone (the registry would bring the
// schema into the admin's scripts).
import type { ComponentType } from 'react'
import type { ScreenKind } from '#db/kinds.ts'
import type { EditorProps } from './editor-form.tsx'
import { TestimonialForm } from './testimonial-form.tsx'

// The Edit screen's values are its kind's /api answer, read through the registry's door (typed
// there as an item with an `_id` only), so each form takes them as its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's form has its own values
export const KIND_FORMS: { [K in ScreenKind]: ComponentType<EditorProps<any>> } = {
  testimonial: TestimonialForm,
}
