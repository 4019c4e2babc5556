// Whether a form's publish time is still to come, for the save bar's Schedule button
// (form-actions.tsx, docs/publishing.md "The save bar").
import { useEffect, useRef, useState } from 'react'

/** The wall time now in `timeZone`, as a datetime-local field writes it ("2026-12-01T09:30"). */
function wallTimeNow(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date())
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}

/**
 * Whether the form's publish time is still to come, followed as it is typed (with JavaScript; the
 * first render, and a page without JavaScript, say no: the server decides on the time it is sent).
 */
export function useFutureTime(timeZone: string) {
  const ref = useRef<HTMLSpanElement>(null)
  const [isFuture, setFuture] = useState(false)
  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    const check = () => {
      const field = form.elements.namedItem('publishAt')
      const value = field instanceof HTMLInputElement ? field.value : ''
      setFuture(value !== '' && value > wallTimeNow(timeZone))
    }
    check()
    form.addEventListener('input', check)
    return () => form.removeEventListener('input', check)
  }, [timeZone])
  return { ref, isFuture }
}
