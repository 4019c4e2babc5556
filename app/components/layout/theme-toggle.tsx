import { Form } from '@remix-run/react'
import { usePageAddress } from './use-page-address.ts'
import { SpriteIcon } from '#app/components/icon.tsx'
import { useEffect, useState, type MouseEvent } from 'react'
import { useT } from '#app/i18n/use-language.ts'

type Theme = 'dark' | 'light'

/**
 * A real form posting to /theme, so it works without JavaScript; with it, the click switches the
 * class at once and keeps the choice in localStorage ("theme") and the cookie the server reads.
 */
export function ThemeToggle({ serverTheme }: { serverTheme: Theme | null }) {
  const location = usePageAddress()
  const [theme, setTheme] = useState<Theme>(serverTheme ?? 'light')
  const t = useT()

  useEffect(() => {
    setTheme(document.documentElement.classList.contains('dark') ? 'dark' : 'light')
  }, [])

  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  const title = theme === 'dark' ? t.theme.toLight : t.theme.toDark

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    const root = document.documentElement
    root.classList.toggle('dark', next === 'dark')
    root.style.colorScheme = next
    try {
      localStorage.setItem('theme', next)
    } catch {
      // Private modes can refuse storage; the cookie below still remembers the choice.
    }
    document.cookie = `theme=${next}; Path=/; Max-Age=31536000; SameSite=Lax`
    setTheme(next)
  }

  return (
    <Form method="post" action="/theme" reloadDocument>
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        title={title}
        aria-label={title}
        onClick={onClick}
        className="rounded-full p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        {theme === 'dark' ? (
          <SpriteIcon name="Sun" aria-hidden className="h-5 w-5" />
        ) : (
          <SpriteIcon name="Moon" aria-hidden className="h-5 w-5" />
        )}
      </button>
    </Form>
  )
}
