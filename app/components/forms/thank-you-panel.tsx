import { useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import type { loader as publicLoader } from '#app/routes/_public.tsx'
import { useLanguage } from '#app/i18n/use-language.ts'
import { FormStatus } from './form-status.tsx'

/**
 * What a sent form turns into: the spec's success line (green, it says 'successfully') and what
 * happens next, the sentence Site Settings keeps per language (the dictionary's when empty). It
 * takes focus when it appears, which scrolls it into view; without JavaScript the success
 * redirect's fragment names its id, so the browser opens the page at it.
 */
export function ThankYouPanel({
  id,
  message,
  children,
}: {
  id: string
  message: string
  children?: ReactNode
}) {
  const panel = useRef<HTMLDivElement>(null)
  const { t, language } = useLanguage()
  const stored = useRouteLoaderData<typeof publicLoader>('routes/_public')?.replyNotes
  useEffect(() => panel.current?.focus(), [])
  return (
    <div
      ref={panel}
      id={id}
      tabIndex={-1}
      data-testid="thank-you"
      // Green 800 on green 50 is 7:1, green 300 on green 950 11:1 (WCAG AA asks 4.5:1).
      className="scroll-mt-28 rounded-xl border border-green-700/30 bg-green-50 p-6 text-green-950 outline-none focus-visible:ring-2 focus-visible:ring-green-700 dark:border-green-400/30 dark:bg-green-950 dark:text-green-50"
    >
      <p className="text-sm font-semibold uppercase tracking-wide">{t.form.thanks}</p>
      <FormStatus success={message} fallback="" />
      <p className="mt-2">{stored?.[language] || t.form.replyNote}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  )
}
