import { HONEYPOT_FIELD } from '#app/lib/form-fields.ts'
import { useFreshStamp } from './form-stamp.tsx'
import { useT } from '#app/i18n/use-language.ts'

/**
 * Off-screen for people (and screen readers); a bot that fills it or leaves it out gets a fake
 * success and lands in the Spam folder. The form's signed stamp joins it from the end of the page
 * (form-stamp.tsx); a form shown after the page arrived asks for a stamp of its own moment.
 */
export function Honeypot() {
  useFreshStamp()
  const t = useT()
  return (
    <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        {t.form.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
