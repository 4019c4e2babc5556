import { fieldErrors } from '#app/lib/form-fields.ts'
import type { FormReply } from '#app/lib/form-reply.ts'
import { useT } from '#app/i18n/use-language.ts'

/**
 * The result line under a public form: green for the success message (docs/product.md §4: the
 * one that says 'successfully'; its Arabic wording says it too), red otherwise. Failures read
 * 'Error: ' plus the server's message; a save that failed without one is told with the form's own
 * fallback, which reads as it is (app/site/public-form.server.ts sends it as the form's error).
 */
export function FormStatus({
  success,
  error,
  fallback,
}: {
  success?: string | null
  error?: FormReply | null
  fallback: string
}) {
  const t = useT()
  // Field errors are shown beside their fields; this line is for the form as a whole.
  const message = fieldErrors(error, '')?.[0]
  const failure = !message ? null : message === fallback ? fallback : t.form.error(message)
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
