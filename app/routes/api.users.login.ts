// POST /api/users/login: a bearer token for API clients. Same credentials check and rate limits
// as the admin form (attemptLogin); answers follow docs/api.md.
import { apiError, apiJson, apiRoute, readJson, validationError } from '#app/lib/api.server.ts'
import { SMALL_BODY_BYTES } from '#app/lib/body.server.ts'
import { issueApiToken } from '#app/lib/api-auth.server.ts'
import { attemptLogin, loginClient } from '#app/lib/login.server.ts'
import { LoginSchema } from '#app/models/user.server.ts'

export const loader = apiRoute({
  POST: async ({ request, context }) => {
    const parsed = LoginSchema.safeParse(await readJson(request, SMALL_BODY_BYTES))
    if (!parsed.success) return validationError(parsed.error)
    const result = await attemptLogin(parsed.data, await loginClient(request, context))
    if (!result.ok) {
      const headers: HeadersInit =
        result.status === 429 ? { 'Retry-After': String(result.retryAfterSec) } : {}
      return apiError(result.status, result.message, undefined, headers)
    }
    const { id, name, email } = result.user
    return apiJson({ _id: String(id), name, email, token: issueApiToken(id) })
  },
})
export const action = loader
