import type { MetaFunction } from '@remix-run/node'
import { LeadDetail } from '#app/components/admin/lead-detail.tsx'
import { leadAction, leadLoader } from '#app/admin/inbox.server.ts'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Consultation request')]

export const loader = leadLoader('consultation')
export const action = leadAction('consultation')

export default function Lead() {
  return <LeadDetail title="Consultation request" list="routes/admin.consultations" />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
