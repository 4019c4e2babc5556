// The public forms' signed stamp of when this visitor received them (app/lib/form-stamp.server.ts).
// entry.server.tsx writes it after everything React renders, as the page's very last bytes: hidden
// fields that join the forms through their `form` attribute. The page cache can then give every
// answer a fresh stamp by rewriting only those bytes (stamped-body.server.ts); no script, loader
// data or compressed middle of the page holds it. React leaves nodes after its own at the end of
// <body> alone when it hydrates.
import { useEffect } from 'react'
import { STAMP_FIELD } from '#app/lib/form-fields.ts'

/** The public forms that carry the stamp, by their `id`. */
export const STAMPED_FORMS = { contact: 'contact-form', consultation: 'consultation-form' } as const
/** Where a script asks for a stamp of its own moment (app/routes/form-stamp.ts). */
export const FORM_STAMP_PATH = '/form-stamp'

/** The hidden fields for `stamp` (13 digits, a dot and base64url: nothing to escape). */
export function stampFieldsHtml(stamp: string): string {
  return Object.values(STAMPED_FORMS)
    .map((form) => `<input type="hidden" name="${STAMP_FIELD}" form="${form}" value="${stamp}"/>`)
    .join('')
}

/** Puts `stamp` in the page's fields, adding them when the page came without (an admin page). */
function setStampFields(stamp: string) {
  for (const form of Object.values(STAMPED_FORMS)) {
    let field = document.querySelector<HTMLInputElement>(
      `input[name="${STAMP_FIELD}"][form="${form}"]`,
    )
    if (!field) {
      field = Object.assign(document.createElement('input'), { type: 'hidden', name: STAMP_FIELD })
      field.setAttribute('form', form)
      document.body.append(field)
    }
    field.value = stamp
  }
}

// A stamp is refused after a day and used once (app/lib/form-stamp.server.ts): a page shown again
// from the browser's back-forward cache, or a tab that comes back into view after an hour, asks
// for a fresh one, so a person's form is never sent with a stale or spent stamp. Time is counted on
// the page's own clock (performance.now()), which no wrong system clock can skew.
const RENEW_AFTER_MS = 60 * 60 * 1000
let stampedAt = 0

function fetchStamp() {
  stampedAt = performance.now()
  fetch(FORM_STAMP_PATH, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { stamp?: unknown } | null) => {
      if (typeof body?.stamp === 'string') setStampFields(body.stamp)
    })
    // Offline or refused: the page's own stamp stays, older and still genuine.
    .catch(() => {})
}

/**
 * A stamped form calls this. Shown after the page was hydrated (the consultation modal opened later,
 * a client-side visit to the contact form), the visitor receives the form now: a fresh stamp is
 * fetched, so the minimum fill time counts from this moment rather than from the page's.
 */
export function useFreshStamp() {
  useEffect(() => {
    // Set by the root once the first render is hydrated; a form hydrated with the page sees it unset.
    if (document.documentElement.dataset.hydrated !== undefined) fetchStamp()
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) fetchStamp()
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible' && performance.now() - stampedAt > RENEW_AFTER_MS)
        fetchStamp()
    }
    window.addEventListener('pageshow', onShow)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('pageshow', onShow)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
}
