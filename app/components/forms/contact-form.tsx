import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import type { FormReply } from '#app/lib/form-reply.ts'
import { STAMPED_FORMS } from './form-stamp.tsx'
import { FormStatus } from './form-status.tsx'
import { Honeypot } from './honeypot.tsx'
import { ThankYouPanel } from './thank-you-panel.tsx'
import { LandingField } from './landing-field.tsx'
import { MessageFields } from './message-fields.tsx'
import { useLanguage } from '#app/i18n/use-language.ts'

/**
 * The home page's contact form. It posts to the home route's action; success redirects back with
 * ?contact=sent#contact-sent, and the thank-you panel takes the form's place; its link brings back
 * an empty form. A refusal keeps the form mounted: its errors show while the page's data is still
 * reloading, and a remount when that ends would wipe what the visitor types meanwhile.
 */
export const CONTACT_SENT_ID = 'contact-sent'

export function ContactForm({ result, sent }: { result?: FormReply | null; sent: boolean }) {
  const location = useLocation()
  const { t, localize } = useLanguage()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formData?.has('message') === true
  if (sent && !result) {
    return (
      <ThankYouPanel id={CONTACT_SENT_ID} message={t.contact.success}>
        <Link to={localize('/#contact')} className="font-semibold underline underline-offset-4">
          {t.form.another}
        </Link>
      </ThankYouPanel>
    )
  }
  return (
    <Form
      key={result ? 'refused' : location.key}
      // The signed stamp joins the form from the end of the page (form-stamp.tsx).
      id={STAMPED_FORMS.contact}
      method="post"
      // #contact: without JavaScript the answer (errors included) opens at the form, not at the top.
      action={localize('/?index#contact')}
      preventScrollReset
      aria-labelledby="contact-form-title"
      className="relative"
    >
      <h3 id="contact-form-title" className="mb-4 text-xl font-semibold">
        {t.contact.formTitle}
      </h3>
      <Honeypot />
      <LandingField result={result} />
      <MessageFields idPrefix="contact" result={result} phoneRequired={false} />
      <Button type="submit" className="mt-6" disabled={sending}>
        {sending ? t.form.sending : t.contact.send}
      </Button>
      <FormStatus error={result} fallback={t.contact.failure} />
    </Form>
  )
}
