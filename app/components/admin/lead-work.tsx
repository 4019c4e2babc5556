// What the admin keeps on a lead while working it (app/models/lead-work.server.ts): its outcome,
// set by one of three buttons, and a private note saved by its own button. Plain form posts that
// come back to the lead: they work without JavaScript.
import { Form } from '@remix-run/react'
import { TextareaField } from '#app/components/ui/field.tsx'
import { fieldErrors, typedValue } from '#app/lib/form-fields.ts'
import { postedIntent, type FormReply } from '#app/lib/form-reply.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import type { InboxItem } from './inbox-card.tsx'

const OUTCOMES = ['won', 'lost', 'none'] as const

const button =
  'rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500'

export function LeadWork({
  item,
  backTo,
  reply,
}: {
  item: InboxItem
  backTo: string
  /** A refused post's answer: a refused note comes back as typed, beside its error. */
  reply?: FormReply | null
}) {
  const t = useAdminT()
  const refusedNote = postedIntent(reply) === 'note'
  const w = t.lead.work
  const current = item.outcome ?? 'none'
  return (
    <>
      <Form method="post" className="mt-4" aria-labelledby="lead-outcome">
        <input type="hidden" name="backTo" value={backTo} />
        <input type="hidden" name="intent" value="outcome" />
        <h3 id="lead-outcome" className="text-sm font-semibold">
          {w.outcome}
        </h3>
        <div className="mt-1 flex flex-wrap gap-2">
          {OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="submit"
              name="outcome"
              value={outcome}
              aria-pressed={current === outcome}
              className={`${button} ${
                current === outcome
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
              }`}
            >
              {w.outcomes[outcome]}
            </button>
          ))}
        </div>
      </Form>
      <Form method="post" className="mt-4">
        <input type="hidden" name="backTo" value={backTo} />
        <TextareaField
          id="lead-note"
          name="note"
          label={w.note}
          hint={w.noteHint}
          dir="auto"
          rows={3}
          maxLength={5000}
          defaultValue={refusedNote ? typedValue(reply, 'note') : item.note}
          errors={fieldErrors(reply, 'note')}
          // A new note after saving (the server's) replaces what the field showed.
          key={item.note}
        />
        <button
          type="submit"
          name="intent"
          value="note"
          className={`${button} mt-2 border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}
        >
          {w.saveNote}
        </button>
      </Form>
    </>
  )
}
