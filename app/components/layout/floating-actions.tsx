import { Link } from '@remix-run/react'
import { SpriteIcon } from '#app/components/icon.tsx'
import { pageWithModal } from '#app/components/forms/consultation-link.ts'
import { usePageAddress } from './use-page-address.ts'

/** Bottom-left: a chat link with the contact phone, and the button that opens the consultation form. */
export function FloatingActions({ phone }: { phone: string }) {
  const digits = phone.replace(/\D/g, '')
  const location = usePageAddress()
  return (
    <aside aria-label="Quick contact" className="fixed bottom-4 start-4 z-40 flex flex-col gap-3">
      {digits ? (
        <a
          href={`https://wa.me/${digits}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us"
          title="Chat with us"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-500 text-white shadow-lg hover:bg-emerald-600"
        >
          <SpriteIcon name="MessageCircle" aria-hidden className="h-6 w-6" />
        </a>
      ) : null}
      <Link
        to={pageWithModal(location.pathname, location.search)}
        preventScrollReset
        aria-label="Free consultation"
        title="Free consultation"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
      >
        <SpriteIcon name="CalendarCheck" aria-hidden className="h-6 w-6" />
      </Link>
    </aside>
  )
}
