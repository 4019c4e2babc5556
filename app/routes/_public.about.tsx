import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { RichText } from '#app/components/public/rich-text.tsx'
import { EmptyNote, PublicRouteError } from '#app/components/public/route-error.tsx'
import { getAbout } from '#app/models/about.server.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useContentProps, useT } from '#app/i18n/use-language.ts'

export const meta: MetaFunction = (args) => {
  const { t } = metaLanguage(args)
  return pageMeta([t.about.title], t.about.description, sharePage(args))
}

export async function loader() {
  return getAbout()
}

export default function About() {
  const { sections } = useLoaderData<typeof loader>()
  const t = useT()
  const content = useContentProps()
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="mb-10 text-4xl font-bold">{t.about.title}</h1>
      {sections.length === 0 ? (
        <EmptyNote>{t.about.empty}</EmptyNote>
      ) : (
        sections.map((s, i) => (
          <section {...content} key={i} aria-labelledby={`about-${i}`} className="mb-12">
            <h2 id={`about-${i}`} className="mb-4 text-2xl font-bold">
              {s.title}
            </h2>
            <RichText content={s.content} />
          </section>
        ))
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <PublicRouteError notFound={useT().error.pageNotFoundDot} />
}
