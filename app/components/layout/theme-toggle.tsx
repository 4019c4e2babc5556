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

  function choose(event: MouseEvent<HTMLButtonElement>, next: Theme) {
    event.preventDefault()
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

  // Each theme's button, shown while the other theme is on screen (`dark:` reads either way).
  const buttons = [
    { theme: 'dark', title: t.theme.toDark, icon: 'Moon', shown: 'dark:hidden' },
    { theme: 'light', title: t.theme.toLight, icon: 'Sun', shown: 'hidden dark:block' },
  ] as const
  return (
    <Form method="post" action="/theme" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {buttons.map(({ theme, title, icon, shown }) => (
        <button
          key={theme}
          type="submit"
          name="theme"
          value={theme}
          title={title}
          aria-label={title}
          onClick={(event) => choose(event, theme)}
          className={`rounded-full p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${shown}`}
        >
          <SpriteIcon name={icon} aria-hidden className="h-5 w-5" />
        </button>
      ))}
    </Form>
  )
}
