import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requestLanguage } from '#app/site/request-language.server.ts'
import { useLoaderData } from '@remix-run/react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { RichText } from '#app/components/public/rich-text.tsx'
import { EmptyNote, PublicRouteError } from '#app/components/public/route-error.tsx'
import { withImageCopies } from '#app/site/body-images.server.ts'
import { getAbout } from '#app/models/about.server.ts'
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
  return { ...about, sections }
}

export default function About() {
  const about = useLoaderData<typeof loader>()
  const { sections } = about
  const t = useT()
  const mark = useContentMarks()
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="mb-10 text-4xl font-bold">{t.about.title}</h1>
      {sections.length === 0 ? (
        <EmptyNote>{t.about.empty}</EmptyNote>
      ) : (
        sections.map((s, i) => (
          <section key={i} aria-labelledby={`about-${i}`} className="mb-12">
            <h2
              {...mark(about, `sections.${i}.title`)}
              id={`about-${i}`}
              className="mb-4 text-2xl font-bold"
            >
              {s.title}
            </h2>
            <RichText {...mark(about, `sections.${i}.content`)} content={s.content} />
          </section>
        ))
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound={useT().error.pageNotFoundDot} />
}
