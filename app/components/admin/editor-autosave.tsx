// Autosave in an editor (docs/publishing.md "Autosave"): a few seconds after the last change, the
// form's text fields are posted to /admin/autosave, kept there as the admin's copy of the item,
// apart from what is saved and what is live. Opened again with a copy newer than the last save,
// the editor asks whether to bring it back: Restore opens the editor with it (a link, so it works
// without JavaScript), Discard forgets it (a small form of its own beside the editor's). Placed
// just before the editor's form, in the same parent.
import { Link, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import {
  AUTOSAVE_DISCARD,
  AUTOSAVE_PARAM,
  AUTOSAVE_RESTORE,
  AUTOSAVE_URL,
  type EditorAutosave,
} from '#app/admin/autosave-fields.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { StatusMessage } from './status-message.tsx'

/** How long after the last change the form is kept. */
const QUIET_MS = 2000
// What the server keeps of a form: its named text fields (docs/decisions/054-autosave.md).
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*(\[\d{1,3}\]|\.[A-Za-z][A-Za-z0-9]*)*$/
// Changes the rich-text editor makes without an `input` event (its toolbar) are caught by these.
const CHANGES = ['input', 'change', 'keyup', 'click', 'paste', 'drop'] as const

export function EditorAutosaveBar({ autosave }: { autosave: EditorAutosave }) {
  const t = useAdminT()
  const anchor = useRef<HTMLDivElement>(null)
  const state = useAutosave(anchor, autosave)
  const { pathname } = useLocation()
  const { offer } = autosave
  return (
    <div ref={anchor} className="space-y-2">
      {offer && !offer.restored ? (
        <div
          role="region"
          aria-labelledby="autosave-question"
          data-testid="autosave-offer"
          className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="me-auto">
            <strong id="autosave-question" className="block">
              {t.editor.autosaveQuestion(offer.time)}
            </strong>
            {t.editor.autosaveDetail}
          </p>
          <form method="post" action={AUTOSAVE_URL} data-autosave-discard>
            <input type="hidden" name="intent" value={AUTOSAVE_DISCARD} />
            <input type="hidden" name="kind" value={autosave.kind} />
            <input type="hidden" name="item" value={autosave.item} />
            <input type="hidden" name="redirectTo" value={pathname} />
            <button type="submit" className={buttonClass('secondary')}>
              {t.editor.autosaveDiscard}
            </button>
          </form>
          <Link
            to={`?${AUTOSAVE_PARAM}=${AUTOSAVE_RESTORE}`}
            preventScrollReset
            className={buttonClass('primary')}
          >
            {t.editor.autosaveRestore}
          </Link>
        </div>
      ) : null}
      {offer?.restored ? (
        <StatusMessage kind="success">{t.editor.autosaveRestored(offer.time)}</StatusMessage>
      ) : null}
      <p
        role="status"
        data-testid="autosave-state"
        className="text-end text-xs text-slate-600 empty:hidden dark:text-slate-300"
      >
        {state === 'kept'
          ? t.editor.autosaveKept
          : state === 'failed'
            ? t.editor.autosaveFailed
            : ''}
      </p>
    </div>
  )
}

/** The form's named text fields, as the server keeps them. */
function fieldsOf(form: HTMLFormElement) {
  const fields: Array<[string, string]> = []
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && FIELD_NAME.test(name)) fields.push([name, value])
  }
  return JSON.stringify(fields)
}

/**
 * Posts the editor's form a few seconds after it last changed, when it differs from what it held
 * when opened, from what was last kept and from what was last sent to be saved.
 */
function useAutosave(anchor: RefObject<HTMLElement>, { kind, item }: EditorAutosave) {
  const [state, setState] = useState<'idle' | 'kept' | 'failed'>('idle')
  useEffect(() => {
    const form = anchor.current?.parentElement?.querySelector<HTMLFormElement>(
      'form[method="post"]:not([data-autosave-discard])',
    )
    if (!form) return
    let last = fieldsOf(form)
    let timer: ReturnType<typeof setTimeout> | undefined
    let saving = false
    const keep = async () => {
      const fields = fieldsOf(form)
      if (fields === last || saving) return
      saving = true
      try {
        const answer = await fetch(AUTOSAVE_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: `{"kind":${JSON.stringify(kind)},"item":${JSON.stringify(item)},"fields":${fields}}`,
        })
        if (answer.ok) last = fields
        setState(answer.ok ? 'kept' : 'failed')
      } catch {
        setState('failed')
      } finally {
        saving = false
      }
    }
    const changed = (event: Event) => {
      // The click of a save button comes before its submit: it changes nothing.
      if (
        event.type === 'click' &&
        event.target instanceof Element &&
        event.target.closest('[type=submit]')
      ) {
        return
      }
      clearTimeout(timer)
      timer = setTimeout(() => void keep(), QUIET_MS)
    }
    // What a save sends is saved: only changes after it are kept (the server forgets the copy).
    const submit = () => {
      last = fieldsOf(form)
      clearTimeout(timer)
    }
    for (const type of CHANGES) form.addEventListener(type, changed)
    form.addEventListener('submit', submit)
    return () => {
      clearTimeout(timer)
      for (const type of CHANGES) form.removeEventListener(type, changed)
      form.removeEventListener('submit', submit)
    }
  }, [anchor, kind, item])
  return state
}
