// A labelled form control with its error right beside it, wired for screen readers. Given a
// Conform field (`meta`), it takes its name, initial value, errors and key from it, the way
// Conform's getInputProps would, so a form never wires those four by hand.
import type { FieldMetadata } from '@conform-to/react'
import {
  useContext,
  useId,
  type HTMLInputTypeAttribute,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { ContentDirection, FieldMessages } from './field-context.ts'

// A refused field is outlined in red in either theme: the dark theme's border is restated for it,
// since dark:border-slate-700 would otherwise win over the plain aria-invalid one.
export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-500'

export function FieldError({ id, errors }: { id: string; errors?: string[] | string | null }) {
  const shown = useContext(FieldMessages)
  const list = (Array.isArray(errors) ? errors : errors ? [errors] : []).filter(Boolean)
  if (list.length === 0) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-600 dark:text-red-400" role="alert">
      {shown(list[0]!)}
    </p>
  )
}

export type Common = {
  label: ReactNode
  errors?: string[] | string | null
  hint?: ReactNode
  className?: string
  /** The Conform field this control shows. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field's value type
  meta?: FieldMetadata<any, any, string[]>
}

/** The control's props from its Conform field: the key remounts it when the server resets it. */
function fromMeta(meta: Common['meta']) {
  if (!meta) return {}
  const initial: unknown = meta.initialValue
  return {
    key: meta.key,
    name: meta.name,
    defaultValue: typeof initial === 'string' ? initial : '',
    errors: meta.errors,
  }
}

/** The label, hint and error around one control, with the ids that tie them together. */
export function FieldFrame({
  label,
  hint,
  className,
  id,
  errors,
  children,
}: Pick<Common, 'label' | 'hint' | 'className' | 'errors'> & {
  id?: string
  children: (control: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }) => ReactNode
}) {
  const shown = useContext(FieldMessages)
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const invalid = Boolean(Array.isArray(errors) ? errors.length : errors)
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
        {typeof label === 'string' ? shown(label) : label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {typeof hint === 'string' ? shown(hint) : hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}

/**
 * A field's props parted: the frame's (label, hint, errors, id), the control's own (its name and
 * initial value from `meta`, then what was passed) and the key that remounts it.
 */
export function parted<Control extends object>({
  label,
  hint,
  className,
  id,
  meta,
  errors: given,
  ...props
}: Common & { id?: string } & Control) {
  const { key, errors, ...control } = { ...fromMeta(meta), ...props }
  return { key, control, frame: { label, hint, className, id, errors: given ?? errors } }
}

// Inputs whose text is the content's own words; an address, a number or a password is not.
const WORDS = new Set(['text', 'search'])

/**
 * A labelled <input>. A file's is `FileField` (app/components/ui/file-input.tsx): only the admin
 * chooses files, and the public forms' script, which has this one, leaves its chooser out.
 */
export function Field(
  props: Common &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
      type?: Exclude<HTMLInputTypeAttribute, 'file'>
    },
) {
  const contentDirection = useContext(ContentDirection)
  const { key, control: input, frame } = parted(props)
  const words = WORDS.has(props.type ?? 'text') && !props.inputMode
  if (words && props.dir === undefined) input.dir = contentDirection
  // A controlled control (value) takes no initial value.
  if (props.value !== undefined) delete input.defaultValue
  return (
    <FieldFrame {...frame}>
      {(control) => <input key={key} {...control} className={inputClass} {...input} />}
    </FieldFrame>
  )
}

export function TextareaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const contentDirection = useContext(ContentDirection)
  const { key, control: textarea, frame } = parted(props)
  if (props.dir === undefined) textarea.dir = contentDirection
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <textarea key={key} {...control} className={inputClass} rows={5} {...textarea} />
      )}
    </FieldFrame>
  )
}

/** A labelled <select>; its options are its children. */
export function SelectField(props: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { key, control: select, frame } = parted(props)
  return (
    <FieldFrame {...frame}>
      {(control) => <select key={key} {...control} className={inputClass} {...select} />}
    </FieldFrame>
  )
}
