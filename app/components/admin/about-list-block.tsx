// One of the About screen's list blocks (docs/decisions/053-about-blocks.md): a form of its own
// holding a list of rows (team members, figures, client logos), each a fieldset with its name,
// Move up and down, Remove and its fields, under Add and Save. Rows are added, moved and removed
// with Conform's list intents (list-buttons.tsx), which re-render without saving and work without
// JavaScript. A block whose rows take a picture (a URL or a file, url-or-file-field.tsx) posts
// multipart, and with JavaScript uploads the files first, with progress (use-upload-first.ts).
import { useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { ArrowDown, ArrowUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { validatedFormProps } from './form-props.ts'
import { AddRowButton, RemoveRowButton } from './list-buttons.tsx'
import { StatusMessage } from './status-message.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { useUploadFirst } from './use-upload-first.ts'

const rowClass =
  'space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900'
const iconButton =
  'inline-flex items-center rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800'

/** Move up and down: Conform's reorder intent, which re-renders without saving. */
function MoveButtons({
  form,
  name,
  index,
  count,
  row,
}: {
  form: { reorder: { getButtonProps: (o: { name: string; from: number; to: number }) => object } }
  name: string
  index: number
  count: number
  row: string
}) {
  const a = useAdminT().about
  return (
    <span className="inline-flex gap-1">
      <button
        formNoValidate
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
        disabled={index === 0}
        aria-label={a.moveUp(row)}
        title={a.moveUp(row)}
        className={iconButton}
      >
        <ArrowUp aria-hidden className="h-4 w-4" />
      </button>
      <button
        formNoValidate
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
        disabled={index === count - 1}
        aria-label={a.moveDown(row)}
        title={a.moveDown(row)}
        className={iconButton}
      >
        <ArrowDown aria-hidden className="h-4 w-4" />
      </button>
    </span>
  )
}

function FormErrors({ errors }: { errors?: string[] }) {
  return errors?.[0] ? <StatusMessage kind="error">{errors[0]}</StatusMessage> : null
}

/** A row's fields, as Conform gives them for a row of this shape. */
type RowFields<Row> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields of any block's form
  [Key in keyof Row]-?: FieldMetadata<Row[Key], any, string[]>
}

export function AboutListBlock<Row extends Record<string, string | null>>({
  block,
  rows: saved,
  lastResult,
  withFiles = false,
  texts,
  rowName,
  removeLabel,
  savedRemove,
  children,
}: {
  /** The block's name: its form's id, its address (`?block=`) and its list field. */
  block: string
  rows: Row[]
  /** The last reply, when it came from this block's form (replyOf). */
  lastResult: SubmissionResult<string[]> | undefined
  /** Its rows take a picture: the form is multipart and uploads its files first. */
  withFiles?: boolean
  texts: { title: string; hint: string; none: string; add: string; save: string }
  rowName: (n: number) => string
  removeLabel: (n: number) => string
  /** How a row already saved is removed, if not as a row added since (a confirmation modal). */
  savedRemove?: (index: number, n: number) => ReactNode
  /** A row's fields, `n` counting from 1. */
  children: (row: RowFields<Row>, n: number) => ReactNode
}) {
  const upload = useUploadFirst('about')
  const [form, fields] = useForm<Record<string, Array<Record<string, string | null>>>>({
    id: `about-${block}`,
    lastResult,
    defaultValue: { [block]: saved },
    onSubmit: withFiles ? upload.onSubmit : undefined,
  })
  const submitting = useNavigation().state === 'submitting'
  const busy = upload.uploading || submitting
  // The form's one field: the list named by the block.
  const list = fields[block]!
  const rows = list.getFieldList()
  return (
    <section
      aria-labelledby={`about-${block}-title`}
      className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800"
    >
      <h2 id={`about-${block}-title`} className="text-xl font-bold">
        {texts.title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{texts.hint}</p>
      <Form
        method="post"
        action={`?block=${block}`}
        encType={withFiles ? 'multipart/form-data' : undefined}
        {...validatedFormProps(form)}
        className="space-y-4"
      >
        <input type="hidden" name="block" value={block} />
        <FormErrors errors={upload.uploadError ? [upload.uploadError] : form.errors} />
        <FormErrors errors={list.errors} />
        {rows.length === 0 ? <p className="text-sm text-slate-500">{texts.none}</p> : null}
        {rows.map((row, index) => {
          const n = index + 1
          // A row saved at this place may have its own way out; a row added since is only taken
          // out of the form.
          const remove = saved[index] ? savedRemove?.(index, n) : undefined
          return (
            <fieldset key={row.key} className={rowClass}>
              <legend className="sr-only">{rowName(n)}</legend>
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{rowName(n)}</span>
                <span className="inline-flex items-center gap-2">
                  <MoveButtons
                    form={form}
                    name={list.name}
                    index={index}
                    count={rows.length}
                    row={rowName(n)}
                  />
                  {remove ?? (
                    <RemoveRowButton
                      {...form.remove.getButtonProps({ name: list.name, index })}
                      aria-label={removeLabel(n)}
                    />
                  )}
                </span>
              </div>
              {/* Conform types a row by the form's schema, which names the list by the block: this
                  one component serves every block, so its rows are typed by their own shape. */}
              {children(row.getFieldset() as RowFields<Row>, n)}
            </fieldset>
          )
        })}
        {withFiles ? <UploadProgress state={upload.progress} label={texts.title} /> : null}
        <div className="flex flex-wrap justify-between gap-3">
          <AddRowButton {...form.insert.getButtonProps({ name: list.name })}>
            {texts.add}
          </AddRowButton>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {texts.save}
          </button>
        </div>
      </Form>
    </section>
  )
}
