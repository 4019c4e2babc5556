// An admin address that names no screen: a 404 inside the admin layout, sidebar and all, for the
// signed-in admin; anyone else is sent to sign in first, as on every admin route.
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  throw new Response('There is no admin screen at this address.', { status: 404 })
}

export const action = loader

export default function AdminNotFound() {
  return null
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
