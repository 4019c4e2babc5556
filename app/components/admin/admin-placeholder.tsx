// The page an admin screen shows until its manager is built on top of the shell.
export function AdminPlaceholder({ title }: { title: string }) {
  return (
    <section>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">This manager is on its way.</p>
    </section>
  )
}
