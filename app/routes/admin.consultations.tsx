import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { inboxLoader } from '#app/admin/inbox.server.ts'
import { Inbox } from '#app/components/admin/inbox.tsx'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Consultations')]

export const loader = inboxLoader('consultation')

export default function Consultations() {
  const data = useLoaderData<typeof loader>()
  return (
    <Inbox
      title="Consultations"
      empty="No new consultations."
      exportTo="/admin/consultations/export.csv"
      {...data}
    />
  )
}
