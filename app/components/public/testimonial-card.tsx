import { ResponsiveImage } from './responsive-image.tsx'
import type { TestimonialCardData } from './types.ts'
import { overlayClass, useInView } from './use-in-view.ts'
import { useContentMarks, useT } from '#app/i18n/use-language.ts'

// Backgrounds for a client without a photo, each with white initials at 4.5:1 or more.
const INITIALS_BACKGROUNDS = ['bg-brand-700', 'bg-brand-900', 'bg-[#b3401a]', 'bg-[#0f766e]']

/** Up to two initials of a name: "Lena Ortiz" gives "LO", "Studio" gives "S". */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((w) => Array.from(w)[0]!.toLocaleUpperCase()).join('')
}

/** The same name always gets the same colour. */
const backgroundOf = (name: string) =>
  INITIALS_BACKGROUNDS[
    Array.from(name).reduce((sum, c) => sum + c.codePointAt(0)!, 0) % INITIALS_BACKGROUNDS.length
  ]

/**
 * A round testimonial card: the client's picture (or initials), with the quote in an overlay. The
 * circle takes keyboard focus, which shows the quote as hovering does.
 */
export function TestimonialCard({ testimonial: c }: { testimonial: TestimonialCardData }) {
  const [ref, inView] = useInView<HTMLElement>()
  const { home } = useT()
  const mark = useContentMarks()
  return (
    <figure ref={ref} data-testid="testimonial-card" className="flex flex-col items-center">
      <div
        tabIndex={0}
        aria-label={home.says(c.clientName)}
        role="group"
        className="group relative aspect-square w-60 max-w-full overflow-hidden rounded-full shadow-lift md:w-64"
      >
        {c.clientImage ? (
          <ResponsiveImage
            src={c.clientImage}
            alt={c.clientImageAlt ?? c.clientName}
            className="h-full w-full object-cover"
            sizes="256px"
          />
        ) : (
          <span
            data-testid="initials"
            aria-hidden
            className={`flex h-full w-full items-center justify-center font-display text-6xl font-semibold tracking-tight text-white ${backgroundOf(c.clientName)}`}
          >
            {initialsOf(c.clientName)}
          </span>
        )}
        <blockquote
          data-testid="overlay"
          data-inview={inView === undefined ? undefined : String(inView)}
          className={`absolute inset-0 flex items-center justify-center rounded-full bg-brand-950 p-9 text-center text-sm leading-relaxed text-white ${overlayClass}`}
        >
          <p {...mark(c, 'quote')}>“{c.quote}”</p>
        </blockquote>
      </div>
      <figcaption className="mt-5 text-center">
        <span {...mark()} className="block font-display text-lg font-semibold">
          {c.clientName}
        </span>
        {c.clientTitle ? (
          <span {...mark(c, 'clientTitle')} className="block text-sm text-ink-muted">
            {c.clientTitle}
          </span>
        ) : null}
      </figcaption>
    </figure>
  )
}
