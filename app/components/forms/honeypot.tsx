import { useRouteLoaderData } from '@remix-run/react'
import type { loader as publicLoader } from '#app/routes/_public.tsx'
import {
  HONEYPOT_FIELD,
  STAMP_FIELD,
  typedValue,
  type PublicFormReply,
} from '#app/lib/form-fields.ts'

/**
 * Off-screen for people (and screen readers); a bot that fills it, leaves it out, or answers
 * sooner than a person could, gets a fake success. The stamp is the one the form first came with
 * (sent back with a refusal, so a quick fix of one field is not taken for a bot), else the public
 * layout's, from when the page was served.
 */
export function Honeypot({ result }: { result?: PublicFormReply | null }) {
  const served = useRouteLoaderData<typeof publicLoader>('routes/_public')?.formStamp
  const stamp = typedValue(result, STAMP_FIELD) || served
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={STAMP_FIELD} value={stamp ?? ''} />
    </div>
  )
}
