import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { inboxLoader } from '#app/admin/inbox.server.ts'
import { Inbox } from '#app/components/admin/inbox.tsx'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Contact Messages')]

export const loader = inboxLoader('contact')

export default function ContactMessages() {
  const data = useLoaderData<typeof loader>()
  return (
    <Inbox
      title="Contact Messages"
      empty="No new messages."
      exportTo="/admin/contact-messages/export.csv"
      {...data}
    />
  )
}
