// A rich-text field (a post's content, an About section, a detailed description): the Lexical editor
// or an HTML code textarea, switchable at will without losing content. Both write the HTML into one
// form field. Without JavaScript (and before hydration) the HTML textarea is the editor, so the form
// posts the same field either way. Stored HTML opens in the editor when the editor can show all of it
// (editor-fidelity.ts); otherwise in HTML mode, with a line saying why. Saved untouched, the stored
// value is posted as it was (plain text of before stays plain text), not the editor's spelling of it.
import type { FieldMetadata } from '@conform-to/react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { FieldError, inputClass } from '#app/components/ui/field.tsx'
import { looksLikeHtml } from '#app/lib/html.ts'
import { useHydrated } from './use-hydrated.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

const loadEditor = () => import('./rich-text-editor.tsx')
const RichTextEditor = lazy(() => loadEditor().then((m) => ({ default: m.RichTextEditor })))

export type ContentMode = 'rich' | 'html'

/**
 * The field for a Conform field of an editor's form (a post's content, a description): its name,
 * stored value and first error; remounted with the field's key, so a reply from the server resets it.
 */
export function RichTextMetaField({
  meta,
  ...rest
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the text field of any form
  meta: FieldMetadata<string, any, string[]>
  label?: string
  uploadKind?: string
}) {
  const initial = meta.initialValue
  return (
    <RichTextField
      key={meta.key}
      name={meta.name}
      initial={typeof initial === 'string' ? initial : ''}
      error={meta.errors?.[0]}
      {...rest}
    />
  )
}

export function RichTextField({
  name,
  initial,
  error,
  label = 'Content',
  required = true,
  uploadKind,
}: {
  name: string
  initial: string
  error?: string
  label?: string
  required?: boolean
  /**
   * Where images in the text are uploaded (the kind's folder); a kind without files of its own
   * uploads them into the media library, where they are kept and found again.
   */
  uploadKind?: string
}) {
  const id = useId()
  const hydrated = useHydrated()
  const { t, message: m } = useAdminLanguage()
  const e = t.editor
  // null until known: plain text is the editor's at once, markup once the editor has read it.
  const [mode, setMode] = useState<ContentMode | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [html, setHtml] = useState(initial)
  // Remounts the rich editor from the current HTML each time rich mode is entered.
  const [richKey, setRichKey] = useState(0)
  // What the editor writes for the stored value unchanged: posted as the stored value itself.
  const [untouched, setUntouched] = useState<string | null>(null)
  const posted = html === untouched ? initial : html
  // The form hears the rich editor's changes as it hears a typed field's (an `input` event from the
  // posted field): the warning before leaving with unsaved changes, the publish time's check and
  // Conform's state listen for it, and the editor's own events may never reach them. Only once the
  // stored value's own rewrite is known: the editor's first reading of it is no change.
  const hidden = useRef<HTMLInputElement>(null)
  const lastPosted = useRef(posted)
  useEffect(() => {
    if (untouched === null || posted === lastPosted.current) return
    lastPosted.current = posted
    hidden.current?.dispatchEvent(new Event('input', { bubbles: true }))
  }, [posted, untouched])

  useEffect(() => {
    let live = true
    const plain = !looksLikeHtml(initial)
    if (plain) setMode('rich')
    loadEditor().then(
      ({ editorLoss, rewriteThroughEditor }) => {
        if (!live) return
        try {
          setUntouched(rewriteThroughEditor(initial))
        } catch {
          // HTML the editor cannot read opens in HTML mode (editorLoss says why).
        }
        if (plain) return
        const loss = editorLoss(initial)
        setNote(loss)
        setMode(loss ? 'html' : 'rich')
      },
      () => live && !plain && setMode('html'),
    )
    return () => {
      live = false
    }
    // The stored value decides the first mode; later ones are the person's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const rich = hydrated && mode === 'rich'
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const noteId = `${id}-note`

  async function switchTo(next: ContentMode) {
    if (next === mode) return
    if (next === 'rich' && looksLikeHtml(html)) {
      const loss = (await loadEditor()).editorLoss(html)
      if (loss) {
        setNote(loss.replace(/^Opened as HTML/, 'Kept in HTML mode'))
        return
      }
    }
    setNote(null)
    if (next === 'rich') setRichKey((k) => k + 1)
    setMode(next)
  }

  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <label
          id={labelId}
          htmlFor={rich ? undefined : `${id}-html`}
          className="text-sm font-medium"
        >
          {m(label)}
        </label>
        {hydrated && mode ? (
          <div role="group" aria-label={e.mode} className="flex gap-1 text-sm">
            {(['rich', 'html'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => void switchTo(m)}
                className="rounded border border-slate-300 px-2 py-0.5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-600"
              >
                {m === 'rich' ? e.rich : e.html}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <p
        id={noteId}
        role="status"
        className="mb-1 text-sm text-amber-800 empty:hidden dark:text-amber-200"
      >
        {note ? e.note(note) : null}
      </p>
      {rich ? (
        <>
          <input ref={hidden} type="hidden" name={name} value={posted} />
          <Suspense
            fallback={<p className="text-sm text-slate-500 dark:text-slate-400">{e.loading}</p>}
          >
            <RichTextEditor
              key={richKey}
              initialHtml={html}
              onChange={setHtml}
              labelledBy={labelId}
              describedBy={describedBy || undefined}
              uploadKind={uploadKind}
              required={required}
              invalid={Boolean(error)}
            />
          </Suspense>
        </>
      ) : (
        <textarea
          id={`${id}-html`}
          name={name}
          value={html}
          onChange={(e) => setHtml(e.target.value)}
          rows={12}
          spellCheck={false}
          // HTML source reads left to right in either language.
          dir="ltr"
          // The rich editor posts a hidden field, which the browser cannot check; this one it can.
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} font-mono text-sm`}
        />
      )}
      <FieldError id={errorId} errors={error} />
    </div>
  )
}
