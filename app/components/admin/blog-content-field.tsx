// The blog post's content: a Lexical rich-text editor or an HTML code textarea, switchable at will
// without losing content. Both write the HTML into the form field `content`. Without JavaScript
// (and before hydration) the HTML textarea is the editor.
import { lazy, Suspense, useId, useState } from 'react'
import { FieldError, inputClass } from '#app/components/ui/field.tsx'
import { looksLikeHtml } from '#app/lib/html.ts'
import { useHydrated } from './use-hydrated.ts'

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
)

export type ContentMode = 'rich' | 'html'

export function BlogContentField({
  name,
  initial,
  error,
}: {
  name: string
  initial: string
  error?: string
}) {
  const id = useId()
  const hydrated = useHydrated()
  // Content that already holds markup opens in HTML mode; new or plain-text posts in rich text.
  const [mode, setMode] = useState<ContentMode>(initial && looksLikeHtml(initial) ? 'html' : 'rich')
  const [html, setHtml] = useState(initial)
  // Remounts the rich editor from the current HTML each time rich mode is entered.
  const [richKey, setRichKey] = useState(0)

  const rich = hydrated && mode === 'rich'
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const switchTo = (next: ContentMode) => {
    if (next === 'rich') setRichKey((k) => k + 1)
    setMode(next)
  }

  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <label
          id={labelId}
          htmlFor={rich ? undefined : `${id}-html`}
          className="text-sm font-medium"
        >
          Content
        </label>
        {hydrated ? (
          <div role="group" aria-label="Editor mode" className="flex gap-1 text-sm">
            {(['rich', 'html'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => switchTo(m)}
                className="rounded border border-slate-300 px-2 py-0.5 aria-pressed:bg-brand-600 aria-pressed:text-white dark:border-slate-600"
              >
                {m === 'rich' ? 'Rich text' : 'HTML'}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {rich ? (
        <>
          <input type="hidden" name={name} value={html} />
          <Suspense
            fallback={
              <p className="text-sm text-slate-500 dark:text-slate-400">Loading editor...</p>
            }
          >
            <RichTextEditor
              key={richKey}
              initialHtml={html}
              onChange={setHtml}
              labelledBy={labelId}
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
          // The rich editor posts a hidden field, which the browser cannot check; this one it can.
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} font-mono text-sm`}
        />
      )}
      <FieldError id={errorId} errors={error} />
    </div>
  )
}
