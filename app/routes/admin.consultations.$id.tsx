import type { MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { LeadDetail } from '#app/components/admin/lead-detail.tsx'
import { leadAction, leadLoader, type inboxLoader } from '#app/admin/inbox.server.ts'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Consultation request')]

export const loader = leadLoader('consultation')
export const action = leadAction('consultation')

export default function Lead() {
  const { item, history, backTo } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  // The list's loader reads the message of a post that came back here (a note saved).
  const list = useRouteLoaderData<ReturnType<typeof inboxLoader>>('routes/admin.consultations')
  return (
    <LeadDetail
      title="Consultation request"
      item={item}
      history={history}
      backTo={backTo}
      reply={reply}
      message={list?.message}
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
