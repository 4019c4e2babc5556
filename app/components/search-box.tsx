// The search box of the site search's results page and of the admin's searched lists
// (docs/search.md): a GET form, so it works without JavaScript, with a labelled search field, the
// address's other parameters kept as hidden fields, and a submit button. Remix's <Form>, which
// the routes that show it load already: it adds no client code to a public page. (The header's
// box is a plain <form> of its own: every public page carries it, and a search from it loads the
// results page.)
import { Form } from '@remix-run/react'
import type { ChangeEvent, ReactNode, Ref } from 'react'
import { MAX_QUERY } from '#app/lib/search-text.ts'

const LOOKS = {
  page: {
    field:
      'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900',
    button:
      'rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500',
  },
  list: {
    field:
      'w-56 rounded-md border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900',
    button:
      'rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white focus-visible:ring-2 focus-visible:ring-brand-500',
  },
}

export function SearchBox({
  id,
  label,
  button,
  placeholder = label,
  query,
  kept = [],
  action,
  looks,
  maxLength = MAX_QUERY,
  landmark,
  field,
  onChange,
  children,
}: {
  /** The field's id (its label points at it). */
  id: string
  /** The form's and the field's accessible name. */
  label: string
  /** The submit button's text. */
  button: string
  placeholder?: string
  /** The query shown in the field. */
  query: string
  /** The address's other parameters, sent again with the query. */
  kept?: ReadonlyArray<readonly [string, string]>
  action?: string
  looks: keyof typeof LOOKS
  maxLength?: number
  /** The name of the search landmark the form is, when it is one (a page's only box). */
  landmark?: string
  /** The field, for an owner that keeps it in step with the address itself. */
  field?: Ref<HTMLInputElement>
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
  /** Shown after the button (a link that clears the search). */
  children?: ReactNode
}) {
  return (
    <Form
      method="get"
      action={action}
      role={landmark ? 'search' : undefined}
      aria-label={landmark}
      className="flex gap-2"
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        ref={field}
        defaultValue={query}
        // A query given anew (a link, the back button) shows: the field is drawn again, unless
        // its owner keeps it in step.
        key={field ? undefined : query}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={onChange}
        className={LOOKS[looks].field}
      />
      <button type="submit" className={LOOKS[looks].button}>
        {button}
      </button>
      {children}
    </Form>
  )
}
