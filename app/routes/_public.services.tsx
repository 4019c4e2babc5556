import type { MetaFunction } from '@remix-run/node'

export const meta: MetaFunction = () => [{ title: 'Services' }]

export default function Page() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold">Services</h1>
    </section>
  )
}
