import { fieldErrors, type PublicFormReply } from '#app/lib/form-fields.ts'
import { useT } from '#app/i18n/use-language.ts'

/**
 * The result line under a public form: green for the success message (docs/product.md §4: the
 * one that says 'successfully'; its Arabic wording says it too), red otherwise. Failures read
 * 'Error: ' plus the server's message, or the form's fallback.
 */
export function FormStatus({
  success,
  error,
  fallback,
}: {
  success?: string | null
  error?: PublicFormReply | null
  fallback: string
}) {
  const t = useT()
  // Field errors are shown beside their fields; this line is for the form as a whole.
  const message = fieldErrors(error, '')?.[0]
  const failure = message ? t.form.error(message) : error?.failed ? fallback : null
  const text = success ?? failure
  if (!text) return null
  const ok = Boolean(success)
  return (
    <p
      role={ok ? 'status' : 'alert'}
      data-testid="form-status"
      className={`font-medium ${ok ? 'mt-2 text-lg text-green-800 dark:text-green-300' : 'mt-4 text-red-600 dark:text-red-400'}`}
    >
      {text}
    </p>
  )
}
