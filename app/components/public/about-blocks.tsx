// The About page's optional blocks (docs/decisions/053-about-blocks.md), each drawn only when it
// has rows: the figures band, the team grid and the client logos. Server-rendered with CSS only
// (no script of their own); every image has a fixed box (square photos, logo cells), so nothing
// moves as they load, and they load lazily, below the sections.
import type { ReactNode } from 'react'
import type { ShownIn } from '#app/i18n/languages.ts'
import { useContentMarks, useT } from '#app/i18n/use-language.ts'
import { ResponsiveImage } from './responsive-image.tsx'

type Blocks = ShownIn & {
  team: Array<{ name: string; role: string; photo: string | null }>
  figures: Array<{ value: string; label: string }>
  clients: Array<{ name: string; logo: string }>
}

const heading = 'text-display-md font-bold'

/** One block: a section named by its heading (`about-<name>`, also its test id). */
function Block({
  name,
  title,
  className = 'mt-16',
  headingClass = heading,
  children,
}: {
  name: string
  title: string
  className?: string
  headingClass?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`about-${name}`} className={className} data-testid={`about-${name}`}>
      <h2 id={`about-${name}`} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export function AboutFigures({ about }: { about: Blocks }) {
  const t = useT().about
  const mark = useContentMarks()
  if (about.figures.length === 0) return null
  return (
    <Block name="figures" title={t.figures} className="mt-14" headingClass="sr-only">
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line md:grid-cols-4">
        {about.figures.map((f, i) => (
          <div key={i} className="flex flex-col-reverse gap-1 bg-surface p-6 md:p-8">
            <dt {...mark(about, `figures.${i}.label`)} className="text-sm text-ink-muted">
              {f.label}
            </dt>
            <dd
              {...mark(about, `figures.${i}.value`)}
              className="font-display text-display-md font-bold text-brand-600 dark:text-brand-400"
            >
              <bdi>{f.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </Block>
  )
}

export function AboutTeam({ about }: { about: Blocks }) {
  const t = useT().about
  const mark = useContentMarks()
  if (about.team.length === 0) return null
  return (
    <Block name="team" title={t.team}>
      <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
        {about.team.map((m, i) => (
          <li key={i} className="min-w-0">
            {m.photo ? (
              <ResponsiveImage
                src={m.photo}
                alt={m.name}
                sizes="(min-width: 1024px) 270px, (min-width: 640px) 30vw, 45vw"
                className="aspect-square w-full rounded-2xl bg-surface-sunken object-cover"
              />
            ) : (
              <div aria-hidden className="card-artwork aspect-square w-full rounded-2xl" />
            )}
            <p {...mark(about, `team.${i}.name`)} className="mt-4 font-semibold">
              {m.name}
            </p>
            <p {...mark(about, `team.${i}.role`)} className="text-sm text-ink-muted">
              {m.role}
            </p>
          </li>
        ))}
      </ul>
    </Block>
  )
}

export function AboutClients({ about }: { about: Blocks }) {
  const t = useT().about
  if (about.clients.length === 0) return null
  return (
    <Block name="clients" title={t.clients}>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {about.clients.map((c, i) => (
          <li
            key={i}
            // Logos are drawn for light paper: their cell stays light in the dark theme too.
            className="flex h-24 items-center justify-center rounded-xl border border-line bg-white p-4"
          >
            <ResponsiveImage
              src={c.logo}
              alt={c.name}
              sizes="160px"
              className="h-full w-full object-contain opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0"
            />
          </li>
        ))}
      </ul>
    </Block>
  )
}
