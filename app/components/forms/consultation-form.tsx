import { useFetcher, useLocation } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import type { FormReply } from '#app/lib/form-reply.ts'
import { STAMPED_FORMS } from './form-stamp.tsx'
import { FormStatus } from './form-status.tsx'
import { Honeypot } from './honeypot.tsx'
import { ThankYouPanel } from './thank-you-panel.tsx'
import { LandingField } from './landing-field.tsx'
import { MessageFields } from './message-fields.tsx'
import { useLanguage } from '#app/i18n/use-language.ts'

export const CONSULTATION_ACTION = '/consultation'
/** The thank-you panel's id: the success redirect's fragment, so a page without JavaScript opens at it. */
export const CONSULTATION_SENT_ID = 'consultation-sent'

/**
 * The consultation request form. It posts to /consultation (/ar/consultation from an Arabic page)
 * with the page to return to. With JavaScript a fetcher keeps a refusal inside the modal; without
 * it the browser posts for real and that page shows the form again with its errors. Success
 * redirects back with ?consultation=sent, where the thank-you panel takes the form's place until
 * the modal's close button is followed.
 */
type Props = { returnTo: string; result?: FormReply | null; sent: boolean }

export function ConsultationForm(props: Props) {
  // A new page (the success redirect included) gets a fresh form and a fresh fetcher: the empty
  // form after a success, with no stale errors from an earlier try.
  const location = useLocation()
  return <FetcherForm key={location.key} {...props} />
}

function FetcherForm({ returnTo, result, sent }: Props) {
  const fetcher = useFetcher<FormReply>()
  const shown = fetcher.data ?? result
  const sending = fetcher.state === 'submitting'
  const { t, localize } = useLanguage()
  if (sent && !shown) {
    return <ThankYouPanel id={CONSULTATION_SENT_ID} message={t.consultation.success} />
  }
  return (
    <fetcher.Form
      // The signed stamp joins the form from the end of the page (form-stamp.tsx).
      id={STAMPED_FORMS.consultation}
      method="post"
      // The consultation page of the form's own language: without JavaScript a refusal renders
      // that page, so an Arabic visitor stays on the Arabic, right-to-left one.
      action={localize(CONSULTATION_ACTION)}
      className="relative"
      aria-label={t.consultation.label}
    >
      <input type="hidden" name="redirectTo" value={returnTo} />
      <Honeypot />
      <LandingField result={shown} />
      <MessageFields idPrefix="consultation" result={shown} phoneRequired />
      <Button type="submit" className="mt-6" disabled={sending}>
        {sending ? t.form.sending : t.consultation.send}
      </Button>
      <FormStatus error={shown} fallback={t.consultation.failure} />
    </fetcher.Form>
  )
}
