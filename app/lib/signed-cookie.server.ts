// A small cookie signed with the session secret (HttpOnly, SameSite=Lax, Secure in production),
// made again only when the secret or the environment changes (tests switch both).
import { createCookie, type Cookie } from '@remix-run/node'
import { getEnv } from '#app/lib/env.server.ts'
import { getSessionSecret } from '#app/lib/secrets.server.ts'

export function signedCookie(name: string, options: { path: string; maxAge?: number }) {
  let cached: { secret: string; secure: boolean; cookie: Cookie } | undefined
  return (): Cookie => {
    const secret = getSessionSecret()
    const secure = getEnv().NODE_ENV === 'production'
    if (cached?.secret !== secret || cached.secure !== secure) {
      const cookie = createCookie(name, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        ...options,
        secrets: [secret],
      })
      cached = { secret, secure, cookie }
    }
    return cached.cookie
  }
}
