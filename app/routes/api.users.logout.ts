// POST /api/users/logout: revokes the bearer token it is called with.
import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser, revokeApiToken } from '#app/lib/api-auth.server.ts'
import { applySecurityHeaders } from '#app/lib/headers.server.ts'

function reply(body: unknown, status = 200, extra: HeadersInit = {}) {
  return Response.json(body, { status, headers: applySecurityHeaders(new Headers(extra)) })
}

const methodNotAllowed = () => reply({ message: 'Method not allowed' }, 405, { Allow: 'POST' })

export async function loader() {
  return methodNotAllowed()
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  requireApiUser(request)
  revokeApiToken(request)
  return reply({ message: 'Logged out successfully' })
}
