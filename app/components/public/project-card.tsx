import { MediaPreview } from './responsive-image.tsx'
import type { ProjectCardData } from './types.ts'
import { overlayClass, useInView } from './use-in-view.ts'

/** A home 'Our Work' card: the first image, with title, category and text in an overlay. */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  const [ref, inView] = useInView<HTMLElement>()
  const first = project.media.find((m) => m.type === 'image') ?? project.media[0]
  return (
    <article
      ref={ref}
      tabIndex={0}
      data-testid="project-card"
      className="group relative overflow-hidden rounded-xl shadow-md"
    >
      <MediaPreview media={first} alt={project.title} />
      <div
        data-testid="overlay"
        data-inview={inView === undefined ? undefined : String(inView)}
        className={`absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-slate-950/90 via-slate-950/60 to-transparent p-5 text-white ${overlayClass}`}
      >
        <p className="text-sm font-medium uppercase tracking-wide text-brand-100">
          {project.category}
        </p>
        <h3 className="mt-1 text-xl font-semibold">{project.title}</h3>
        <p className="mt-2 text-sm text-slate-200">{project.excerpt}</p>
      </div>
    </article>
  )
}
