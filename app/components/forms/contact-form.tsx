import { Form, useLocation, useNavigation } from '@remix-run/react'
import { Button } from '#app/components/ui/button.tsx'
import type { PublicFormReply } from '#app/lib/form-fields.ts'
import { STAMPED_FORMS } from './form-stamp.tsx'
import { FormStatus } from './form-status.tsx'
import { Honeypot } from './honeypot.tsx'
import { LandingField } from './landing-field.tsx'
import { MessageFields } from './message-fields.tsx'
import { useLanguage } from '#app/i18n/use-language.ts'

/**
 * The home page's contact form. It posts to the home route's action; success redirects back with
 * ?contact=sent. A success remounts the form (keyed by location), which clears it. A refusal does
 * not: its errors show while the page's data is still reloading, and a remount when that ends
 * would wipe what the visitor types meanwhile.
 */
export function ContactForm({ result, sent }: { result?: PublicFormReply | null; sent: boolean }) {
  const location = useLocation()
  const { t, localize } = useLanguage()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formData?.has('message') === true
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
      <FormStatus
        success={sent && !result ? t.contact.success : null}
        error={result}
        fallback={t.contact.failure}
      />
    </Form>
  )
}
