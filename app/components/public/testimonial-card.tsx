import { SpriteIcon } from '#app/components/icon.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import type { TestimonialCardData } from './types.ts'
import { overlayClass, useInView } from './use-in-view.ts'

/** A round testimonial card: the client's picture, with the quote in an overlay. */
export function TestimonialCard({ testimonial: t }: { testimonial: TestimonialCardData }) {
  const [ref, inView] = useInView<HTMLElement>()
  return (
    <figure ref={ref} data-testid="testimonial-card" className="flex flex-col items-center">
      <div
        tabIndex={0}
        className="group relative aspect-square w-64 max-w-full overflow-hidden rounded-full bg-brand-100 shadow-md dark:bg-slate-800"
      >
        {t.clientImage ? (
          <ResponsiveImage
            src={t.clientImage}
            alt={t.clientImageAlt ?? t.clientName}
            className="h-full w-full object-cover"
            sizes="256px"
          />
        ) : (
          <SpriteIcon name="UserRound" aria-hidden className="h-full w-full p-12 text-brand-400" />
        )}
        <blockquote
          data-testid="overlay"
          data-inview={inView === undefined ? undefined : String(inView)}
          className={`absolute inset-0 flex items-center justify-center rounded-full bg-brand-900/85 p-8 text-center text-sm italic text-white ${overlayClass}`}
        >
          <p>“{t.quote}”</p>
        </blockquote>
      </div>
      <figcaption className="mt-4 text-center">
        <span className="block font-semibold">{t.clientName}</span>
        {t.clientTitle ? (
          <span className="block text-sm text-slate-500 dark:text-slate-400">{t.clientTitle}</span>
        ) : null}
      </figcaption>
    </figure>
  )
}
