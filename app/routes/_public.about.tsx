import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageMeta, sharePage } from '#app/components/public/page-meta.ts'
import { RichText } from '#app/components/public/rich-text.tsx'
import { EmptyNote, PublicRouteError } from '#app/components/public/route-error.tsx'
import { getAbout } from '#app/models/about.server.ts'

export const meta: MetaFunction = (args) =>
  pageMeta(
    ['About Us'],
    'Who we are, how we work and what we value as a digital media agency.',
    sharePage(args),
  )

export async function loader() {
  return getAbout()
}

export default function About() {
  const { sections } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="mb-10 text-4xl font-bold">About Us</h1>
      {sections.length === 0 ? (
        <EmptyNote>لا يوجد محتوى بعد.</EmptyNote>
      ) : (
        sections.map((s, i) => (
          <section key={i} aria-labelledby={`about-${i}`} className="mb-12">
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
  return <PublicRouteError notFound="Page not found." />
}
