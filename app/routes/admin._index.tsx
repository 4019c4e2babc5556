import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return redirect('/admin/dashboard')
}

// Never shown (the loader always redirects), but it makes /admin a page route: the browser's
// router reaches it through its data twin (`/admin.data`) after signing in with redirectTo=/admin,
// and resource routes have no data twin (app/lib/data-twins.server.ts).
export default function AdminIndex() {
  return null
}
