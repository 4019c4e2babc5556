import type { LoaderFunctionArgs } from '@remix-run/node'
import { exportRedirects } from '#app/admin/redirects-csv.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return exportRedirects()
}
