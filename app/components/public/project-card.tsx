import { Link } from '@remix-run/react'
import { cardMedia } from '#app/models/media-order.ts'
import { MediaPreview } from './responsive-image.tsx'
import type { ProjectCardData } from './types.ts'
import { overlayClass, useInView } from './use-in-view.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

/**
 * A home 'Our Work' card: the lead image (cardMedia), with the text in an overlay (on hover from 768 px, in
 * view below), and the category and title always shown under it, on the card's own surface, so a
 * tile is never unlabelled and its title never sits on the image. The card leads to `to` (the
 * project's case study where it has one, else the portfolio): a link laid over the whole card,
 * outside the overlay, so it can be focused while the overlay is hidden, and focusing it shows the
 * overlay.
 */
export function ProjectCard({ project, to }: { project: ProjectCardData; to: string }) {
  const [ref, inView] = useInView<HTMLElement>()
  const { localize } = useLanguage()
  const mark = useContentMarks()
  const first = cardMedia(project.media)
  return (
    <article
      ref={ref}
      data-testid="project-card"
      className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card"
    >
      <div className="relative">
        <MediaPreview media={first} alt={project.title} />
        {/* A scrim dark enough for white text on any image (WCAG AA over white). */}
        <div
          data-testid="overlay"
          data-inview={inView === undefined ? undefined : String(inView)}
          className={`absolute inset-0 flex items-end bg-gradient-to-t from-[#0a0c16]/95 via-[#0a0c16]/85 to-[#0a0c16]/50 p-6 text-white ${overlayClass}`}
        >
          <p
            {...mark(project, 'description')}
            className="line-clamp-4 text-sm leading-relaxed text-white"
          >
            {project.excerpt}
          </p>
        </div>
      </div>
      <div className="p-6">
        <p
          {...mark(project, 'category')}
          className="text-eyebrow font-semibold uppercase text-ink-muted"
        >
          {project.category}
        </p>
        <h3 {...mark(project, 'title')} className="mt-2 text-display-sm font-semibold">
          {project.title}
        </h3>
      </div>
      <Link
        to={localize(to)}
        className="absolute inset-0 z-10 rounded-card"
        aria-label={project.title}
      />
    </article>
  )
}
