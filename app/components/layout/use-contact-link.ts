import { useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useRef, type MouseEvent } from 'react'
import { useLanguage } from '#app/i18n/use-language.ts'

const CONTACT_DELAY_MS = 100

function scrollToContact() {
  document.getElementById('contact')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
}

/**
 * "Contact Us": on the home page, a smooth scroll to #contact; elsewhere, go home first and scroll
 * about 100 ms after the home page is there. Without JavaScript the plain /#contact link does it.
 */
export function useContactLink(onChosen?: () => void) {
  const location = useLocation()
  const navigate = useNavigate()
  const pending = useRef(false)
  const { localize } = useLanguage()
  const home = localize('/')

  useEffect(() => {
    if (!pending.current || location.pathname !== home) return
    pending.current = false
    const timer = setTimeout(scrollToContact, CONTACT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [location, home])

  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onChosen?.()
    if (location.pathname === home) {
      scrollToContact()
      history.replaceState(history.state, '', localize('/#contact'))
    } else {
      pending.current = true
      navigate(home, { preventScrollReset: false })
    }
  }
}
