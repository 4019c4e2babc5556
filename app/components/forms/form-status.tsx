import { fieldErrors, type PublicFormReply } from '#app/lib/form-fields.ts'

/**
 * The result line under a public form: green when the message says 'successfully', red otherwise
 * (docs/product.md §4). Failures read 'Error: ' plus the server's message, or the form's fallback.
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
  // Field errors are shown beside their fields; this line is for the form as a whole.
  const message = fieldErrors(error, '')?.[0]
  const failure = message ? `Error: ${message}` : error?.failed ? fallback : null
  const text = success ?? failure
  if (!text) return null
  const ok = text.includes('successfully')
  return (
    <p
      role={ok ? 'status' : 'alert'}
      data-testid="form-status"
      className={`mt-4 font-medium ${ok ? 'text-green-600 dark:text-green-400' : 'text-red-600 dark:text-red-400'}`}
    >
      {text}
    </p>
  )
}
