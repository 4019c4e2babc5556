import { SpriteIcon } from '#app/components/icon.tsx'
import type { ServiceCardData } from './types.ts'

/** A service in the home grid: its icon, title and description. */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <SpriteIcon name={service.icon} className="h-10 w-10 text-brand-600 dark:text-brand-400" />
      <h3 className="mt-4 text-xl font-semibold">{service.title}</h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{service.description}</p>
    </article>
  )
}
