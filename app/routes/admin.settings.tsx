import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AdminPlaceholder } from '#app/components/admin/admin-placeholder.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'

export const meta: MetaFunction = () => [{ title: 'Site Settings | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export default function Page() {
  return <AdminPlaceholder title="Site Settings" />
}
