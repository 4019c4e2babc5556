import { Link } from '@remix-run/react'
import { MediaPreview } from './responsive-image.tsx'
import type { ProjectCardData } from './types.ts'
import { overlayClass, useInView } from './use-in-view.ts'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'

/**
 * A home 'Our Work' card: the first image, with title, category and text in an overlay. The card
 * leads to `to` (the project's case study where it has one, else the portfolio): a link laid over
 * the whole card, outside the overlay, so it can be focused while the overlay is hidden, and
 * focusing it shows the overlay.
 */
export function ProjectCard({ project, to }: { project: ProjectCardData; to: string }) {
  const [ref, inView] = useInView<HTMLElement>()
  const { localize } = useLanguage()
  const mark = useContentMarks()
  const first = project.media.find((m) => m.type === 'image') ?? project.media[0]
  return (
    <article
      ref={ref}
      data-testid="project-card"
      className="group relative overflow-hidden rounded-card bg-surface-sunken shadow-card"
    >
      <MediaPreview media={first} alt={project.title} />
      <div
        data-testid="overlay"
        data-inview={inView === undefined ? undefined : String(inView)}
        className={`absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-[#0a0c16]/95 via-[#0a0c16]/60 to-transparent p-6 text-white ${overlayClass}`}
      >
        <p
          {...mark(project, 'category')}
          className="text-eyebrow font-semibold uppercase text-accent-300"
        >
          {project.category}
        </p>
        <h3 {...mark(project, 'title')} className="mt-2 text-display-sm font-semibold text-white">
          {project.title}
        </h3>
        <p
          {...mark(project, 'description')}
          className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-200"
        >
          {project.excerpt}
        </p>
      </div>
      <Link
        to={localize(to)}
        className="absolute inset-0 z-10 rounded-card"
        aria-label={project.title}
      />
    </article>
  )
}
