// What the page knows of where this visit came from, for a lead whose visit the beacon did not count
// (it was blocked, say): the address this tab arrived at, with its utm_* parameters, and the page
// that linked to it. Read from the browser's own record of the document's navigation, so nothing is
// stored anywhere; empty without JavaScript, where the post's Referer speaks instead, and left
// empty for a browser that asks not to be tracked (app/analytics/attribution.server.ts).
import { useEffect, useRef } from 'react'
import { LANDING_FIELD, SENT_FROM_FIELD, typedValue } from '#app/lib/form-fields.ts'
import type { FormReply } from '#app/lib/form-reply.ts'
import { asksNotToBeTracked } from '#app/components/analytics/do-not-track.ts'

function landing(): string | null {
  if (asksNotToBeTracked()) return null
  const entry = performance.getEntriesByType?.('navigation')[0]
  const arrived = new URL(entry?.name || window.location.href)
  return JSON.stringify({ p: `${arrived.pathname}${arrived.search}`, r: document.referrer })
}

/** With a refused post's reply, the page that post was sent from goes with the next one. */
export function LandingField({ result }: { result?: FormReply | null }) {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const value = landing()
    if (field.current && value) field.current.value = value
  }, [])
  const sentFrom = typedValue(result, SENT_FROM_FIELD)
  return (
    <>
      <input ref={field} type="hidden" name={LANDING_FIELD} defaultValue="" />
      {sentFrom ? <input type="hidden" name={SENT_FROM_FIELD} defaultValue={sentFrom} /> : null}
    </>
  )
}
