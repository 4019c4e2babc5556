import { useEffect, useState } from 'react'

/**
 * False on the server and in the browser's first render, true once React has hydrated. Behaviour
 * that only a script can keep up (a search box, disabling the other half of a URL-or-file pair)
 * waits for it, so the page served without JavaScript stays fully usable.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
