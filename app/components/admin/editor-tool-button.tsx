// A button of the editor's toolbar (editor-toolbar.tsx): its state in aria-pressed, its keyboard
// shortcut in aria-keyshortcuts and its hint, one tab stop for the whole bar (roving tabindex).
import type { ReactNode } from 'react'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

export function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 dark:bg-slate-600" />
}

export type ButtonProps = {
  label: string
  keys?: string
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
  tabIndex: number
  onFocus: () => void
}

export function ToolButton({
  label,
  keys,
  pressed,
  disabled,
  onClick,
  children,
  tabIndex,
  onFocus,
}: ButtonProps) {
  const e = useAdminT().editor
  const hint = keys ? e.withKeys(label, keys.replace('Control', 'Ctrl')) : label
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      aria-disabled={disabled || undefined}
      title={hint}
      tabIndex={tabIndex}
      onFocus={onFocus}
      // Keep the editor's selection: a click must not move focus before the command runs.
      onMouseDown={(e) => e.preventDefault()}
      onClick={disabled ? undefined : onClick}
      className="inline-flex min-h-8 min-w-8 items-center justify-center rounded text-sm text-slate-800 hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:aria-pressed:bg-brand-900 dark:aria-pressed:text-brand-100"
    >
      {children}
    </button>
  )
}
