import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/lib/auth.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return redirect('/admin/dashboard')
}
