import { Field, TextareaField } from '#app/components/ui/field.tsx'
import type { FormResult } from '#app/lib/form-fields.ts'

/**
 * The fields the contact and consultation forms share. Browser-level rules follow docs/product.md §5
 * (phone required for a consultation, optional for a contact message); the server checks again.
 */
export function MessageFields({
  idPrefix,
  result,
  phoneRequired,
}: {
  idPrefix: string
  result?: FormResult | null
  phoneRequired: boolean
}) {
  const v = result?.values ?? {}
  const e = result?.errors ?? {}
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${idPrefix}-name`}
        label="Name"
        name="name"
        autoComplete="name"
        required
        defaultValue={v.name}
        errors={e.name}
      />
      <Field
        id={`${idPrefix}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={v.email}
        errors={e.email}
      />
      <Field
        id={`${idPrefix}-phone`}
        label={phoneRequired ? 'Phone' : 'Phone (optional)'}
        name="phone"
        type="tel"
        autoComplete="tel"
        required={phoneRequired}
        defaultValue={v.phone}
        errors={e.phone}
        className="sm:col-span-2"
      />
      <TextareaField
        id={`${idPrefix}-message`}
        label="Message"
        name="message"
        required
        defaultValue={v.message}
        errors={e.message}
        className="sm:col-span-2"
      />
    </div>
  )
}
