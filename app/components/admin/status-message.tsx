// A success (green, role=status) or error (red, role=alert) line for admin screens. Pass the
// `message` a loader got from readMessage(), or an action's error text with kind 'error'.
import type { ReactNode } from 'react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export function StatusMessage({
  kind,
  children,
  className = '',
}: {
  kind: 'success' | 'error'
  children: ReactNode
  className?: string
}) {
  const { message } = useAdminLanguage()
  if (!children) return null
  const colors =
    kind === 'success'
      ? 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200'
      : 'border-red-300 bg-red-50 text-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
  return (
    <p
      role={kind === 'success' ? 'status' : 'alert'}
      className={`rounded-md border px-4 py-2 text-sm font-medium ${colors} ${className}`}
    >
      {/* A text the server sent in English is shown in the admin's language. */}
      {typeof children === 'string' ? message(children) : children}
    </p>
  )
}
