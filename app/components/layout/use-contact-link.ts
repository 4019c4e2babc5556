import { useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useRef, type MouseEvent } from 'react'

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

  useEffect(() => {
    if (!pending.current || location.pathname !== '/') return
    pending.current = false
    const timer = setTimeout(scrollToContact, CONTACT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [location])

  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onChosen?.()
    if (location.pathname === '/') {
      scrollToContact()
      history.replaceState(history.state, '', '/#contact')
    } else {
      pending.current = true
      navigate('/', { preventScrollReset: false })
    }
  }
}
