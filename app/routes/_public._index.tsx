import type { MetaFunction } from '@remix-run/node'

export const meta: MetaFunction = () => [
  { title: 'Creative Media Solutions' },
  { name: 'description', content: 'Video, brand and web work for companies that want to be seen.' },
]

export default function Home() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-24">
        <h1 className="text-5xl font-bold">Creative Media Solutions</h1>
      </section>
      <section id="contact" className="mx-auto min-h-[60vh] max-w-6xl px-4 py-24">
        <h2 className="text-3xl font-bold">Contact Us</h2>
      </section>
    </>
  )
}
