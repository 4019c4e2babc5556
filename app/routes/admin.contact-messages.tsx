import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Inbox } from '#app/components/admin/inbox.tsx'
import { attempt } from '#app/lib/admin-failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { formatDateTime } from '#app/lib/dates.server.ts'
import { readMessage } from '#app/lib/toast.server.ts'
import { listContactMessages } from '#app/models/contact-message.server.ts'

export const meta: MetaFunction = () => [{ title: 'Contact Messages | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const { value: rows = [], error } = attempt('Failed to fetch messages', listContactMessages)
  const items = rows.map((row) => ({ ...row, createdText: formatDateTime(row.createdAt) }))
  return data({ items, error, message }, { headers })
}

export default function ContactMessages() {
  const { items, error, message } = useLoaderData<typeof loader>()
  return (
    <Inbox
      title="Contact Messages"
      items={items}
      empty="No new messages."
      error={error}
      message={message}
    />
  )
}
