// Submit buttons that add or remove a repeatable row (features, about sections, social links).
// Pass them Conform's list-intent props, e.g.
//   <AddRowButton {...form.insert.getButtonProps({ name: fields.features.name })}>Add Feature</AddRowButton>
//   <RemoveRowButton {...form.remove.getButtonProps({ name, index })} aria-label="Remove feature 2" />
// Without JavaScript the server re-renders the form with one row more or less and saves nothing;
// with JavaScript Conform applies the same change in place. They skip the browser's required-field
// checks: a row is added or removed before its fields are filled in.
import { Plus, Trash2 } from 'lucide-react'
import type { ButtonHTMLAttributes } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

type Props = ButtonHTMLAttributes<HTMLButtonElement>

export function AddRowButton({ children, ...props }: Props) {
  const { message: m } = useAdminLanguage()
  return (
    <button formNoValidate {...props} className={buttonClass('secondary')}>
      <Plus aria-hidden className="h-4 w-4" />
      {typeof children === 'string' ? m(children) : children}
    </button>
  )
}

export function RemoveRowButton(props: Props) {
  const { message: m } = useAdminLanguage()
  return (
    <button
      formNoValidate
      {...props}
      className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-red-400 dark:hover:bg-slate-800"
    >
      <Trash2 aria-hidden className="h-4 w-4" />
      {m('Remove')}
    </button>
  )
}
