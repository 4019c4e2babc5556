import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { fieldErrors, typedValue } from '#app/lib/form-fields.ts'
import type { FormReply } from '#app/lib/form-reply.ts'
import { useT } from '#app/i18n/use-language.ts'

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
  result?: FormReply | null
  phoneRequired: boolean
}) {
  const t = useT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${idPrefix}-name`}
        label={t.form.name}
        name="name"
        autoComplete="name"
        required
        defaultValue={typedValue(result, 'name')}
        errors={fieldErrors(result, 'name')}
      />
      <Field
        id={`${idPrefix}-email`}
        label={t.form.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typedValue(result, 'email')}
        errors={fieldErrors(result, 'email')}
      />
      <Field
        id={`${idPrefix}-phone`}
        label={phoneRequired ? t.form.phone : t.form.phoneOptional}
        name="phone"
        type="tel"
        autoComplete="tel"
        required={phoneRequired}
        defaultValue={typedValue(result, 'phone')}
        errors={fieldErrors(result, 'phone')}
        className="sm:col-span-2"
      />
      <TextareaField
        id={`${idPrefix}-message`}
        label={t.form.message}
        name="message"
        required
        defaultValue={typedValue(result, 'message')}
        errors={fieldErrors(result, 'message')}
        className="sm:col-span-2"
      />
    </div>
  )
}
