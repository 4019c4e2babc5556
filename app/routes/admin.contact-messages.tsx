import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Inbox } from '#app/components/admin/inbox.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readMessage } from '#app/lib/toast.server.ts'
import { listContactMessages, type ContactMessage } from '#app/models/contact-message.server.ts'

export const meta: MetaFunction = () => [{ title: 'Contact Messages | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  let items: ContactMessage[] = []
  let error: string | null = null
  try {
    items = listContactMessages()
  } catch {
    error = 'Failed to fetch messages'
  }
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
