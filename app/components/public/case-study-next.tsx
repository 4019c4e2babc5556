import { Link } from '@remix-run/react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { projectPath } from './paths.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import { useContentMarks, useLanguage } from '#app/i18n/use-language.ts'
import type { ShownIn } from '#app/i18n/languages.ts'

/** The foot of a case study: the next one in the portfolio, as one large link. */
export function CaseStudyNext({
  project,
}: {
  project: ShownIn & {
    _id: string
    slug?: string
    title: string
    category: string
    media?: { url: string; alt?: string }
  }
}) {
  const { t, localize } = useLanguage()
  const mark = useContentMarks()
  return (
    <nav aria-label={t.project.next} className="mt-16 border-t border-line pt-10">
      <Link
        to={localize(projectPath(project))}
        className="group grid items-center gap-6 rounded-card sm:grid-cols-[1fr_16rem]"
      >
        <span>
          <span className="text-eyebrow font-semibold uppercase text-ink-muted">
            {t.project.next} · <bdi {...mark(project, 'category')}>{project.category}</bdi>
          </span>
          <span className="mt-3 flex items-center gap-3 font-display text-display-lg font-bold group-hover:text-brand-700 dark:group-hover:text-brand-400">
            <bdi {...mark(project, 'title')}>{project.title}</bdi>
            <SpriteIcon name="ArrowRight" className="h-8 w-8 shrink-0 rtl:-scale-x-100" />
          </span>
        </span>
        {project.media ? (
          <ResponsiveImage
            src={project.media.url}
            alt=""
            className="aspect-video w-full rounded-card object-cover shadow-card"
            sizes="256px"
          />
        ) : null}
      </Link>
    </nav>
  )
}
