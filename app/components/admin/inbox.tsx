// The card grid shared by Contact Messages and Consultations. Each card's Delete is an icon button
// in a GET form that opens the confirm modal (a nested route), so it works without JavaScript.
import { Form, Outlet } from '@remix-run/react'
import { Mail, Phone, Trash2 } from 'lucide-react'
import { StatusMessage } from './status-message.tsx'

export type InboxItem = {
  _id: string
  name: string
  email: string
  phone: string | null
  message: string
  createdAt: string
  /** Formatted on the server (dates.server.ts), never in the browser. */
  createdText: string
}

export function Inbox({
  title,
  items,
  empty,
  error,
  message,
}: {
  title: string
  items: InboxItem[]
  empty: string
  error: string | null
  message: { text: string; kind: 'success' | 'error' } | null
}) {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      {items.length === 0 && !error ? <p className="text-slate-500">{empty}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li
            key={item._id}
            className="relative rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <h2 className="font-semibold">{item.name}</h2>
                <p className="text-xs text-slate-500">
                  <time dateTime={item.createdAt}>{item.createdText}</time>
                </p>
              </div>
              <Form action={`${item._id}/delete`} preventScrollReset>
                <button
                  type="submit"
                  aria-label="Delete"
                  title="Delete"
                  className="rounded p-1.5 text-red-600 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-red-400 dark:hover:bg-slate-800"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              </Form>
            </div>
            <p className="mt-2 flex items-center gap-2 text-sm">
              <Mail aria-hidden className="h-4 w-4 text-slate-400" />
              <a href={`mailto:${item.email}`} className="underline-offset-2 hover:underline">
                {item.email}
              </a>
            </p>
            {item.phone ? (
              <p className="mt-1 flex items-center gap-2 text-sm">
                <Phone aria-hidden className="h-4 w-4 text-slate-400" />
                <a href={`tel:${item.phone}`} className="underline-offset-2 hover:underline">
                  {item.phone}
                </a>
              </p>
            ) : null}
            <p className="mt-3 whitespace-pre-line text-sm text-slate-700 dark:text-slate-200">
              {item.message}
            </p>
          </li>
        ))}
      </ul>
      <Outlet />
    </section>
  )
}
