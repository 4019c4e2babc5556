// The writing screen's body, shared by every full-screen editor (posts, detailed projects, detailed
// services, the About page; docs/product.md "The editor"): the writing column (title, then the
// rich text) takes the screen, the other fields sit in a side panel beside it, and the save bar
// stays at the foot. On a phone the panel is a <details> under the text that folds away (closed
// once the script runs; open without it, so every field is there). It lives inside the form, so
// both halves post as one.
import { useEffect, useRef, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

/** Wider than this the panel stands beside the text, always open (Tailwind's `lg`). */
const SIDE_BY_SIDE = '(min-width: 1024px)'

export function EditorLayout({
  main,
  side,
  foot,
}: {
  main: ReactNode
  side?: ReactNode
  /** Errors, upload progress and the save bar. */
  foot: ReactNode
}) {
  const t = useAdminT()
  const panel = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const details = panel.current
    if (!details) return
    const wide = window.matchMedia(SIDE_BY_SIDE)
    const fit = () => void (details.open = wide.matches)
    fit()
    wide.addEventListener('change', fit)
    // A field the browser finds invalid is shown: it cannot point at one in a closed panel.
    const form = details.closest('form')
    const reveal = (event: Event) => {
      if (event.target instanceof Node && details.contains(event.target)) details.open = true
    }
    form?.addEventListener('invalid', reveal, true)
    return () => {
      wide.removeEventListener('change', fit)
      form?.removeEventListener('invalid', reveal, true)
    }
  }, [])
  return (
    <>
      <div className="gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div
          className="mx-auto w-full max-w-4xl min-w-0 space-y-4 [&_[contenteditable]]:min-h-[50vh]"
          data-testid="editor-main"
        >
          {main}
        </div>
        {side ? (
          <details
            ref={panel}
            open
            data-testid="editor-side"
            className="group mt-6 rounded-lg border border-slate-200 bg-slate-50 lg:mt-0 lg:self-start dark:border-slate-700 dark:bg-slate-950"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
              {t.editor.details}
              <ChevronDown
                aria-hidden
                className="h-4 w-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="space-y-4 px-4 pb-4">{side}</div>
          </details>
        ) : null}
      </div>
      {foot}
    </>
  )
}
