import { Link, useLocation } from '@remix-run/react'
import { CalendarCheck, MessageCircle } from 'lucide-react'
import { pageWithModal } from '#app/components/forms/consultation-modal.tsx'

/** Bottom-left: a chat link with the contact phone, and the button that opens the consultation form. */
export function FloatingActions({ phone }: { phone: string }) {
  const digits = phone.replace(/\D/g, '')
  const location = useLocation()
  return (
    <div className="fixed bottom-4 left-4 z-40 flex flex-col gap-3">
      {digits ? (
        <a
          href={`https://wa.me/${digits}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us"
          title="Chat with us"
          className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-500 text-white shadow-lg hover:bg-emerald-600"
        >
          <MessageCircle aria-hidden className="h-6 w-6" />
        </a>
      ) : null}
      <Link
        to={pageWithModal(location.pathname, location.search)}
        preventScrollReset
        aria-label="Free consultation"
        title="Free consultation"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
      >
        <CalendarCheck aria-hidden className="h-6 w-6" />
      </Link>
    </div>
  )
}
