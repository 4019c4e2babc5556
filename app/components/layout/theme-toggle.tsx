import { Form } from '@remix-run/react'
import { usePageAddress } from './use-page-address.ts'
import { SpriteIcon } from '#app/components/icon.tsx'
import type { MouseEvent } from 'react'
import { useT } from '#app/i18n/use-language.ts'

type Theme = 'dark' | 'light'

/**
 * A real form posting to /theme, so it works without JavaScript; with it, the click switches the
 * class at once and keeps the choice in localStorage ("theme") and the cookie the server reads.
 * It holds a button for each theme and the stylesheet shows the one that leads away from the theme
 * on screen, so the right one shows before any script runs, and without one when the system's
 * theme is followed (no choice made: tailwind.config.ts).
 */
export function ThemeToggle() {
  const location = usePageAddress()
  const t = useT()

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    const next: Theme = event.currentTarget.value === 'dark' ? 'dark' : 'light'
    const root = document.documentElement
    root.classList.toggle('dark', next === 'dark')
    root.classList.toggle('light', next === 'light')
    root.style.colorScheme = next
    try {
      localStorage.setItem('theme', next)
    } catch {
      // Private modes can refuse storage; the cookie below still remembers the choice.
    }
    document.cookie = `theme=${next}; Path=/; Max-Age=31536000; SameSite=Lax`
    // The button that had focus is hidden now: focus moves to the one shown in its place.
    const shown = event.currentTarget.form?.querySelector<HTMLButtonElement>(
      `button[value="${next === 'dark' ? 'light' : 'dark'}"]`,
    )
    if (document.activeElement === event.currentTarget) shown?.focus()
  }

  const button =
    'rounded-full p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  return (
    <Form method="post" action="/theme" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        name="theme"
        value="dark"
        title={t.theme.toDark}
        aria-label={t.theme.toDark}
        onClick={onClick}
        className={`${button} dark:hidden`}
      >
        <SpriteIcon name="Moon" aria-hidden className="h-5 w-5" />
      </button>
      <button
        type="submit"
        name="theme"
        value="light"
        title={t.theme.toLight}
        aria-label={t.theme.toLight}
        onClick={onClick}
        className={`${button} hidden dark:block`}
      >
        <SpriteIcon name="Sun" aria-hidden className="h-5 w-5" />
      </button>
    </Form>
  )
}
