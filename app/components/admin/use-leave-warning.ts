// The browser's own question before a tab with unsaved typing is closed, for the Add/Edit forms'
// save bar (form-actions.tsx).
import { useBeforeUnload } from '@remix-run/react'
import { useCallback, useEffect, useRef, type RefObject } from 'react'

/**
 * Asks before the tab is closed or reloaded with typed changes to the form `anchor` is in not
 * saved (the browser's own question). Typing marks it; its submit (a save, an added row) clears the
 * mark. Links inside the admin (Cancel, Close) are the admin's own choice and are not asked about.
 * With JavaScript only: without it nothing could ask.
 */
export function useLeaveWarning(anchor: RefObject<HTMLElement>) {
  const dirty = useRef(false)
  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form) return
    const mark = () => void (dirty.current = true)
    const clear = () => void (dirty.current = false)
    form.addEventListener('input', mark)
    form.addEventListener('submit', clear, true)
    return () => {
      form.removeEventListener('input', mark)
      form.removeEventListener('submit', clear, true)
    }
  }, [anchor])
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault()
    }, []),
  )
}
