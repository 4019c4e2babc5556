// The loader of an admin modal that reads nothing of its own (Add forms, delete confirmations
// whose row the list already shows): it only turns a signed-out visitor to the sign-in page.
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'

export async function guardLoader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}
