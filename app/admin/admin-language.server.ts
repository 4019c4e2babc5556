// Which language an admin screen is drawn in (docs/decisions/035-admin-language.md): the signed-in
// admin's choice, kept on their account; before signing in (the sign-in pages), the choice last
// saved in this browser, which a cookie scoped to /admin remembers. English otherwise.
import { getSession } from '#app/auth/session.server.ts'
import { isLanguage, type Language } from '#app/i18n/languages.ts'
import { getAdminLanguage } from '#app/models/user.server.ts'

const COOKIE = 'admin_language'
const ADMIN_PATH = /^\/admin(?:\/|$)/

export const isAdminPath = (pathname: string) => ADMIN_PATH.test(pathname)

export async function adminLanguageOf(request: Request): Promise<Language> {
  const session = await getSession(request)
  if (session) return getAdminLanguage(session.userId)
  const cookie = /(?:^|;\s*)admin_language=(\w+)/.exec(request.headers.get('Cookie') ?? '')?.[1]
  return isLanguage(cookie) ? cookie : 'en'
}

export function adminLanguageCookie(language: Language): string {
  return `${COOKIE}=${language}; Path=/admin; Max-Age=31536000; SameSite=Lax; HttpOnly`
}
