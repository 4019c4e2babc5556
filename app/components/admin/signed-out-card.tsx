// The card of an admin page seen signed out (setup, invitation, the second step of signing in): a
// title and its form, centred on the page, outside the admin shell.
import type { ReactNode } from 'react'

export function SignedOutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-lg dark:bg-slate-900">
        <h1 className="text-center text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  )
}
