import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requestLanguage } from '#app/site/request-language.server.ts'
import { useLoaderData } from '@remix-run/react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { ConsultationCta } from '#app/components/public/consultation-cta.tsx'
import { RichText } from '#app/components/public/rich-text.tsx'
import { EmptyNote } from '#app/components/public/route-error.tsx'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { getAbout } from '#app/models/about.server.ts'
import { describeImages } from '#app/lib/images.server.ts'
import { AboutClients, AboutFigures, AboutTeam } from '#app/components/public/about-blocks.tsx'
import { ImageSizesProvider } from '#app/components/public/responsive-image.tsx'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useContentMarks, useT } from '#app/i18n/use-language.ts'

export const meta: MetaFunction = (args) => {
  const { t } = metaLanguage(args)
  return pageMeta([t.about.title], t.about.description, sharePage(args))
}

export async function loader({ request }: LoaderFunctionArgs) {
  const about = requestLanguage(request).translateOne('about', getAbout())
  const sections = await Promise.all(
    about.sections.map(async (s) => ({ ...s, content: await withImageCopies(s.content) })),
  )
  // The photos' and logos' own sizes, so their boxes are there before they load.
  const images = await describeImages([
    ...about.team.map((m) => m.photo),
    ...about.clients.map((c) => c.logo),
  ])
  return { ...about, sections, images }
}

export default function About() {
  const about = useLoaderData<typeof loader>()
  const { sections, images } = about
  const t = useT()
  const mark = useContentMarks()
  return (
    // An editorial page: the intro, the figures band, each section numbered with its title beside
    // its text (stacked on phones), the team and the clients (each only when it has rows), and
    // the consultation band that ends a case study and a service.
    <div className="mx-auto max-w-page px-gutter py-section">
      <header className="max-w-3xl">
        <p className="text-eyebrow font-semibold uppercase text-brand-600 dark:text-brand-400">
          {t.about.eyebrow}
        </p>
        <h1 className="mt-3 text-display-xl font-bold">{t.about.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-muted">{t.about.description}</p>
      </header>
      <AboutFigures about={about} />
      {sections.length === 0 ? (
        <EmptyNote>{t.about.empty}</EmptyNote>
      ) : (
        <div className="mt-14 divide-y divide-line border-y border-line">
          {sections.map((s, i) => (
            <section
              key={i}
              aria-labelledby={`about-${i}`}
              className="grid gap-4 py-10 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-12"
            >
              <div>
                <p
                  aria-hidden
                  className="font-display text-sm font-semibold text-brand-600 dark:text-brand-400"
                >
                  {String(i + 1).padStart(2, '0')}
                </p>
                <h2
                  {...mark(about, `sections.${i}.title`)}
                  id={`about-${i}`}
                  className="mt-2 text-display-md font-bold"
                >
                  {s.title}
                </h2>
              </div>
              <RichText
                {...mark(about, `sections.${i}.content`)}
                content={s.content}
                className="max-w-prose"
              />
            </section>
          ))}
        </div>
      )}
      <ImageSizesProvider images={images}>
        <AboutTeam about={about} />
        <AboutClients about={about} />
      </ImageSizesProvider>
      <ConsultationCta title={t.service.ctaTitle} text={t.service.ctaText} />
    </div>
  )
}

export { PublicErrorBoundary as ErrorBoundary } from '#app/components/public/route-error.tsx'
