import type { MetaFunction } from '@remix-run/node'
import { LeadDetail } from '#app/components/admin/lead-detail.tsx'
import { leadAction, leadLoader } from '#app/admin/inbox.server.ts'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Message')]

export const loader = leadLoader('contact')
export const action = leadAction('contact')

export default function Lead() {
  return <LeadDetail title="Message" list="routes/admin.contact-messages" />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
