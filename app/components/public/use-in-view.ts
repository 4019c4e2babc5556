import { useEffect, useRef, useState } from 'react'

/**
 * Whether the element is on screen, for overlays that show "when in view" on narrow screens.
 * Undefined until the observer runs: the server's HTML (and a browser without JavaScript) then
 * shows the overlay statically, so its content is never lost.
 */
export function useInView<T extends Element>(threshold = 0.6) {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    setInView(false)
    const observer = new IntersectionObserver(
      ([entry]) => setInView(Boolean(entry?.isIntersecting)),
      { threshold },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [threshold])
  return [ref, inView] as const
}

/**
 * Classes for an overlay: hidden until hover or keyboard focus at 768 px and wider; below that,
 * shown while its card is in view (data-inview from useInView).
 */
export const overlayClass =
  'transition-opacity duration-300 md:invisible md:opacity-0 md:group-hover:visible md:group-hover:opacity-100 md:group-focus-within:visible md:group-focus-within:opacity-100 max-md:data-[inview=false]:invisible max-md:data-[inview=false]:opacity-0'
