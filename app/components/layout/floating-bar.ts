// How the quick-contact bar (floating-actions.tsx) follows the reading, loaded once the page is
// interactive: it marks the bar `data-compact` while the site's footer is on screen (the buttons
// shrink, so the footer's last lines stay clear of them) and `data-tucked` while it should tuck away
// below the screen (the stylesheet moves it). Below 1280 px the bar tucks while the visitor reads
// down the page, so it never sits over the text being read, and while the footer is on screen but
// its end is not (its links would be under it); it comes back when the visitor scrolls up, and at
// the page's end, where the footer keeps room for it. From 1280 px it stays: the page's margin
// holds the buttons.

/** Starts watching; returns the function that stops. */
export function watchFloatingBar(bar: HTMLElement): () => void {
  let footerInView = false
  const footer = document.querySelector('footer')
  const observer =
    footer && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver(([entry]) => {
          footerInView = Boolean(entry?.isIntersecting)
          bar.toggleAttribute('data-compact', footerInView)
        })
      : null
  if (footer) observer?.observe(footer)

  const narrow = window.matchMedia('(max-width: 1279.98px)')
  // Read from the top of the page: a visitor who read down before this loaded finds the bar tucked
  // at once, not at their next turn of the wheel.
  let last = 0
  let frame = 0
  const onScroll = () => {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      const y = window.scrollY
      const end = y + window.innerHeight >= document.documentElement.scrollHeight - 4
      if (Math.abs(y - last) < 8 && !end) return
      const readingDown = y > last && y > 120
      bar.toggleAttribute('data-tucked', narrow.matches && !end && (readingDown || footerInView))
      last = y
    })
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  onScroll()
  return () => {
    observer?.disconnect()
    window.removeEventListener('scroll', onScroll)
    cancelAnimationFrame(frame)
    bar.removeAttribute('data-compact')
    bar.removeAttribute('data-tucked')
  }
}
