// The search box of an admin content list: a GET form (it works without JavaScript) that keeps the
// list's other filters (?translation=needed) and says when nothing matches.
import { Form, Link, useSearchParams } from '@remix-run/react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { MAX_QUERY } from '#app/lib/search-text.ts'

export function ListSearch() {
  const [params] = useSearchParams()
  const { message: m } = useAdminLanguage()
  const query = params.get('q') ?? ''
  const kept = [...params].filter(([name]) => name !== 'q')
  const cleared = new URLSearchParams(kept).toString()
  return (
    <Form method="get" role="search" aria-label={m('Search this list')} className="flex gap-2">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="sr-only" htmlFor="list-search">
        {m('Search this list')}
      </label>
      <input
        id="list-search"
        type="search"
        name="q"
        defaultValue={query}
        key={query}
        maxLength={MAX_QUERY}
        placeholder={m('Search this list')}
        className="w-56 rounded-md border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <button
        type="submit"
        className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {m('Search')}
      </button>
      {query ? (
        <Link to={`?${cleared}`} className="self-center text-sm underline underline-offset-4">
          {m('Clear the search')}
        </Link>
      ) : null}
    </Form>
  )
}

/** What an empty list says: nothing matches its search, or it has no item at all. */
export function useEmptyText(empty: string) {
  const [params] = useSearchParams()
  return params.get('q') ? 'Nothing matches this search.' : empty
}
