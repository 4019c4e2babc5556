// An admin address that names no screen: a 404 inside the admin layout, sidebar and all, for the
// signed-in admin; anyone else is sent to sign in first, as on every admin route.
import { type LoaderFunctionArgs } from '@remix-run/node'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  throw new Response('There is no admin screen at this address.', { status: 404 })
}

export const action = loader

export default function AdminNotFound() {
  return null
}

export function ErrorBoundary() {
  const { message: m } = useAdminLanguage()
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{m('Page not found')}</h1>
      <StatusMessage kind="error">{m('There is no admin screen at this address.')}</StatusMessage>
    </div>
  )
}
