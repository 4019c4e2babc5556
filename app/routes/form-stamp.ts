// A stamp of this moment for a public form shown after its page arrived (the consultation modal
// opened later, a client-side visit to the contact form: app/components/forms/form-stamp.tsx).
// Never cached: it is the time this visitor received the form (docs/security.md, "Spam").
import { issueFormStamp } from '#app/lib/form-stamp.server.ts'

export function loader() {
  return Response.json(
    { stamp: issueFormStamp() },
    { headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
  )
}
