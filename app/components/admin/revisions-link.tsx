// The link from an item's Edit screen to its revisions (docs/publishing.md "Revisions").
import { Link, useParams } from '@remix-run/react'
import { History } from 'lucide-react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

/** `id` defaults to the route's own `$id`. */
export function RevisionsLink({ kind, id }: { kind: string; id?: string | number }) {
  const params = useParams()
  const { message: m } = useAdminLanguage()
  return (
    <p className="mb-4 text-sm">
      <Link
        to={`/admin/revisions/${kind}/${id ?? params.id}`}
        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <History aria-hidden className="h-4 w-4" />
        {m('Revisions')}
      </Link>
    </p>
  )
}
