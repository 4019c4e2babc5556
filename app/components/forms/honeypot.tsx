import { HONEYPOT_FIELD } from './form-result.ts'

/** Off-screen for people (and screen readers); a bot that fills it gets a fake success. */
export function Honeypot() {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
