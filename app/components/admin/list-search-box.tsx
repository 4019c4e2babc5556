// The search box of an admin content list: a GET form (it works without JavaScript) that keeps the
// list's other filters (?translation=needed) and says when nothing matches.
import { Link, useSearchParams } from '@remix-run/react'
import { SearchBox } from '#app/components/search-box.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export function ListSearch() {
  const [params] = useSearchParams()
  const { message: m } = useAdminLanguage()
  const query = params.get('q') ?? ''
  const kept = [...params].filter(([name]) => name !== 'q')
  const cleared = new URLSearchParams(kept).toString()
  return (
    <SearchBox
      id="list-search"
      looks="list"
      label={m('Search this list')}
      landmark={m('Search this list')}
      button={m('Search')}
      query={query}
      kept={kept}
    >
      {query ? (
        <Link to={`?${cleared}`} className="self-center text-sm underline underline-offset-4">
          {m('Clear the search')}
        </Link>
      ) : null}
    </SearchBox>
  )
}

/** What an empty list says: nothing matches its search, or it has no item at all. */
export function useEmptyText(empty: string) {
  const [params] = useSearchParams()
  return params.get('q') ? 'Nothing matches this search.' : empty
}
