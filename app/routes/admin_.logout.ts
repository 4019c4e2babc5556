// Signing out ends the session row, not just the cookie: a copied cookie stops working too.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { assertSameOrigin } from '#app/auth/auth.server.ts'
import { destroySession } from '#app/auth/session.server.ts'

export async function loader() {
  return redirect('/admin')
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request, { cookieAuthenticated: true })
  return redirect('/admin/login', { headers: { 'Set-Cookie': await destroySession(request) } })
}
