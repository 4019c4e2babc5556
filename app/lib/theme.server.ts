// The visitor's theme lives in a cookie too, so the server paints the right one on the first byte
// and the toggle works as a plain form post without JavaScript.
export const THEMES = ['dark', 'light'] as const
export type Theme = (typeof THEMES)[number]

const COOKIE = 'theme'

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light'
}

export function getTheme(request: Request): Theme | null {
  const cookie = request.headers.get('Cookie') ?? ''
  const match = cookie.match(/(?:^|;\s*)theme=(dark|light)(?:;|$)/)
  return isTheme(match?.[1]) ? match[1] : null
}

export function themeCookie(theme: Theme): string {
  return `${COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`
}
