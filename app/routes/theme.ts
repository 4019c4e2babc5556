// The theme toggle's form target: without JavaScript the toggle posts here, gets the cookie and
// lands back on the page it came from.
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { readSmallForm } from '#app/lib/body.server.ts'
import { isTheme, themeCookie } from '#app/lib/theme.server.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'

export async function action({ request }: ActionFunctionArgs) {
  const form = await readSmallForm(request)
  const theme = form.get('theme')
  const to = safeRedirectPath(form.get('redirectTo'))
  if (!isTheme(theme)) return redirect(to, { status: 303 })
  return redirect(to, { status: 303, headers: { 'Set-Cookie': themeCookie(theme) } })
}

export async function loader() {
  return redirect('/')
}
