import { getFormProps, type FormMetadata } from '@conform-to/react'

/**
 * Conform's form props with the browser's own checks left on. Conform marks a form `noValidate`
 * for client-side validation of its own, but these forms validate on the server (the schemas live
 * in the models): `required`, `type="email"` and the like stop an incomplete form before it is
 * sent (docs/product.md §5), and the server still refuses whatever gets past them. Row add/remove buttons
 * carry `formNoValidate` (list-buttons.tsx) so half-filled rows can still be added and removed.
 */
export function validatedFormProps<Schema extends Record<string, unknown>, FormError>(
  form: FormMetadata<Schema, FormError>,
) {
  return { ...getFormProps(form), noValidate: false }
}
