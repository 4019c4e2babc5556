// POST /api/users/login: a bearer token for API clients. Same credentials check and rate limits
// as the admin form (attemptLogin); an account with two-factor sign-in also sends `code`, checked
// like the form's code page (attemptSecondFactor). Answers follow docs/api.md.
import { apiError, apiJson, apiRoute, readJson, validationError } from '#app/api/api.server.ts'
import { SMALL_BODY_BYTES } from '#app/lib/body.server.ts'
import { issueApiToken } from '#app/api/api-auth.server.ts'
import { attemptLogin, attemptSecondFactor, loginClient } from '#app/auth/login.server.ts'
import { isTwoFactorEnabled } from '#app/models/two-factor.server.ts'
import { ApiLoginSchema } from '#app/models/user.server.ts'

export const CODE_NEEDED =
  'This account uses two-factor sign-in: send the current code from the authenticator app (or a recovery code) as "code".'

const refusal = (result: { status: number; message: string; retryAfterSec?: number }) =>
  apiError(
    result.status,
    result.message,
    undefined,
    result.retryAfterSec ? { 'Retry-After': String(result.retryAfterSec) } : {},
  )

export const loader = apiRoute({
  POST: async ({ request, context }) => {
    const parsed = ApiLoginSchema.safeParse(await readJson(request, SMALL_BODY_BYTES))
    if (!parsed.success) return validationError(parsed.error)
    const result = await attemptLogin(parsed.data, await loginClient(request, context))
    if (!result.ok) return refusal(result)
    const { id, name, email } = result.user
    if (isTwoFactorEnabled(id)) {
      if (!parsed.data.code) return apiError(401, CODE_NEEDED)
      const second = await attemptSecondFactor(id, parsed.data.code, Date.now(), 'api')
      if (!second.ok) return refusal(second)
    }
    return apiJson({ _id: String(id), name, email, token: issueApiToken(id) })
  },
})
export const action = loader
