import { ResponsiveImage } from './responsive-image.tsx'
import type { TestimonialCardData } from './types.ts'
import { overlayClass, useInView } from './use-in-view.ts'
import { useContentMarks } from '#app/i18n/use-language.ts'

/**
 * A testimonial: the client's round picture (or initials) and the quote, always shown beside it
 * in body text (a reader never has to hover to read it). The round card keeps its overlay (on
 * hover from 768 px, while in view below: docs/product.md), now a quotation mark over the picture,
 * so the overlay never has to hold the words. On a phone the circle sits at the quote's start, so
 * the three fit in about two screens; from 768 px they stand in three columns.
 */
export function TestimonialCard({ testimonial: c }: { testimonial: TestimonialCardData }) {
  const [ref, inView] = useInView<HTMLElement>()
  const mark = useContentMarks()
  return (
    <figure
      ref={ref}
      data-testid="testimonial-card"
      className="group flex w-full max-w-md items-start gap-4 md:flex-col md:items-center md:gap-6 md:text-center"
    >
      <div
        data-testid="testimonial-circle"
        className="relative aspect-square w-20 shrink-0 overflow-hidden rounded-full shadow-lift sm:w-24 md:w-40"
      >
        {c.clientImage ? (
          <ResponsiveImage
            src={c.clientImage}
            alt={c.clientImageAlt ?? c.clientName}
            className="h-full w-full object-cover"
            sizes="(min-width: 768px) 160px, 96px"
          />
        ) : (
          <span
            data-testid="initials"
            aria-hidden
            className={`flex h-full w-full items-center justify-center font-display text-2xl font-semibold tracking-tight text-white sm:text-3xl md:text-5xl ${c.initials.tone}`}
          >
            {c.initials.letters}
          </span>
        )}
        <div
          data-testid="overlay"
          aria-hidden
          data-inview={inView === undefined ? undefined : String(inView)}
          className={`absolute inset-0 flex items-center justify-center rounded-full bg-brand-950 font-display text-5xl leading-none text-white md:text-8xl ${overlayClass}`}
        >
          <span className="translate-y-[0.2em]">“</span>
        </div>
      </div>
      <div className="min-w-0">
        <blockquote data-testid="quote" className="text-base leading-relaxed text-ink md:text-lg">
          <p {...mark(c, 'quote')}>“{c.quote}”</p>
        </blockquote>
        <figcaption className="mt-3 md:mt-4">
          <span {...mark(c, 'clientName')} className="block font-display font-semibold">
            {c.clientName}
          </span>
          {c.clientTitle ? (
            <span {...mark(c, 'clientTitle')} className="block text-sm text-ink-muted">
              {c.clientTitle}
            </span>
          ) : null}
        </figcaption>
      </div>
    </figure>
  )
}
