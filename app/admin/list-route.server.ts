// The loader of an admin list screen (Manage Projects, Services, ...): the rows, the flash message
// of the last save or delete, and, when the database read fails, the screen's fixed text in red
// instead of an error page (failure.server.ts).
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { readMessage } from '#app/lib/toast.server.ts'
import { adminFormat, type AdminFormat } from './admin-format.server.ts'
import { attempt } from './failure.server.ts'

export function listLoader<Lists extends Record<string, unknown>>(
  failText: string,
  /**
   * Given the request (a list's filters are in its address) and the admin's language, which its
   * dates are written in.
   */
  read: (request: Request, format: AdminFormat) => Lists,
  /**
   * What the screen shows when the read failed (empty lists), made only then: a module's import
   * must never reach the database (the binary has not loaded its driver yet).
   */
  empty: () => Lists,
) {
  return async ({ request }: LoaderFunctionArgs) => {
    const format = adminFormat(await requireAdmin(request))
    const { message, headers } = await readMessage(request)
    const { value, error } = attempt(failText, () => read(request, format))
    return data({ ...(value ?? empty()), error, message }, { headers })
  }
}
