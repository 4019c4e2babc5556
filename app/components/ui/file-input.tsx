// A file chooser that speaks the page's language. The browser's own control says "Choose File" and
// "No file chosen" in the browser's language, whatever the page's; so, once a script runs, the real
// <input type="file"> stays underneath (focusable, in the form, labelled by its field) but out of
// sight, and a button and the chosen names are drawn beside it in the admin's words. Without
// JavaScript the browser's own control shows, and works as ever. Its code is the admin's alone:
// the public forms share app/components/ui/field.tsx, and every public page loads that.
import {
  forwardRef,
  useContext,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
} from 'react'
import { FieldMessages } from './field-context.ts'
import { buttonClass } from './button.tsx'
import { FieldFrame, parted, type Common } from './field.tsx'

export const FileInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function FileInput({ className = '', onChange, ...props }, ref) {
  const shown = useContext(FieldMessages)
  const input = useRef<HTMLInputElement>(null)
  const [drawn, setDrawn] = useState(false)
  // Drawn, the input moves into the chooser's frame and React makes it anew: the handle follows it
  // (a handle made once kept the first, detached input, whose files were always empty).
  useImperativeHandle(ref, () => input.current!)
  const [names, setNames] = useState<string[]>([])
  useEffect(() => {
    setDrawn(true)
    // A form reset (or a script clearing the field after an upload) empties the list too.
    const form = input.current?.form
    const cleared = () => setNames([])
    form?.addEventListener('reset', cleared)
    return () => form?.removeEventListener('reset', cleared)
  }, [])
  const native = (
    <input
      ref={input}
      type="file"
      {...props}
      onChange={(event) => {
        setNames([...(event.currentTarget.files ?? [])].map((file) => file.name))
        onChange?.(event)
      }}
      className={drawn ? 'peer sr-only' : `block text-sm ${className}`}
    />
  )
  if (!drawn) return native
  return (
    <span className={`flex flex-wrap items-center gap-3 ${className}`}>
      {native}
      {/* The input itself takes the keyboard and the screen reader; this is its face for a pointer.
          Disabled, it stays readable (a dashed border, text at 4.5:1): axe reads its contrast too. */}
      <span
        aria-hidden
        onClick={() => input.current?.click()}
        className={`${buttonClass('secondary')} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-slate-500 dark:peer-disabled:text-slate-400`}
      >
        {shown(props.multiple ? 'Choose files' : 'Choose file')}
      </span>
      <span data-testid="chosen-files" className="text-sm text-slate-600 dark:text-slate-300">
        {names.length ? <bdi>{names.join(', ')}</bdi> : shown('No file chosen')}
      </span>
    </span>
  )
})

/** A labelled file chooser, as `Field` draws its other inputs. */
export function FileField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  // A file has no initial value to give; its chooser is drawn in the page's words.
  const { key, control, frame } = parted(props)
  const { defaultValue: _none, ...chooser } = control
  return (
    <FieldFrame {...frame}>
      {(wiring) => <FileInput key={key} {...wiring} {...chooser} />}
    </FieldFrame>
  )
}
