import type { ReactNode } from 'react'

/** A home-page section with its heading; callers render nothing at all when there is no data. */
export function HomeSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-16 ${className}`}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${id}-title`} className="mb-10 text-center text-3xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}
