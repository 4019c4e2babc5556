/** A form's own error above its fields (the sign-in pages), the form's `aria-describedby` target. */
export function FormError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
    >
      {message}
    </p>
  )
}
