// Repeatable media rows: each row is a URL (with a chosen media type) or an uploaded file (its
// type follows the file), never both. Add and remove are Conform intent buttons the server answers
// by re-rendering without JavaScript; with it they act in place (form.insert/remove), so chosen
// files are kept, and choosing one side of a row clears and disables the other (only once
// hydrated: without JavaScript both stay usable and a chosen file wins, see url-or-file.ts). Each
// row shows a thumbnail of what it holds; with JavaScript "Replace" empties it and opens the media
// library, whose choice fills its URL and type (media-choice.tsx).
import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { useState, type MouseEvent } from 'react'
import { Field, FieldError, inputClass } from '#app/components/ui/field.tsx'
import { AddRowButton } from './list-buttons.tsx'
import { ChosenMedia, LibraryChoice, useUrlOrFile } from './media-choice.tsx'
import { urlOrFileHint } from './url-or-file.ts'
import { useHydrated } from './use-hydrated.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

export type MediaRowValue = { url: string; type: string; alt?: string }
type Values = { media: MediaRowValue[] }

const TYPES = ['image', 'video', 'audio'] as const
export const EMPTY_ROW: MediaRowValue = { url: '', type: 'image' }

export function MediaRows<Schema extends Values>({
  form,
  field,
  required = false,
}: {
  form: FormMetadata<Schema, string[]>
  field: FieldMetadata<MediaRowValue[], Schema, string[]>
  /**
   * Each row needs its URL or a file. The browser can check that only once hydrated: the URL is
   * required while no file is chosen (choosing one disables the URL, and a disabled field is not
   * checked); without JavaScript the server says so instead.
   */
  required?: boolean
}) {
  const hydrated = useHydrated()
  const t = useAdminT()
  const rows = field.getFieldList()
  /** With JavaScript the intent is applied in place; the button's own post is the fallback. */
  const inPlace = (apply: () => void) => (event: MouseEvent) => {
    event.preventDefault()
    apply()
  }
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">{t.media.legend}</legend>
      <p id="media-hint" className="text-xs text-slate-500 dark:text-slate-400">
        {t.media.intro} {urlOrFileHint(hydrated, t)}
      </p>
      {rows.map((row, i) => {
        // The last row is cleared rather than removed: the form always shows one.
        const remove =
          rows.length > 1
            ? {
                props: form.remove.getButtonProps({ name: field.name, index: i }),
                apply: () => form.remove({ name: field.name, index: i }),
              }
            : {
                props: form.update.getButtonProps({ name: row.name, value: EMPTY_ROW }),
                apply: () => form.update({ name: row.name, value: EMPTY_ROW }),
              }
        return (
          <MediaRow
            key={row.key}
            row={row}
            index={i}
            required={required && hydrated}
            hydrated={hydrated}
            removeButton={
              <button
                {...remove.props}
                onClick={inPlace(remove.apply)}
                className="text-sm font-medium text-red-700 hover:underline dark:text-red-400"
              >
                {t.media.remove(i + 1)}
              </button>
            }
          />
        )
      })}
      <AddRowButton
        {...form.insert.getButtonProps({ name: field.name, defaultValue: EMPTY_ROW })}
        onClick={inPlace(() => form.insert({ name: field.name, defaultValue: EMPTY_ROW }))}
      >
        {t.media.add}
      </AddRowButton>
    </fieldset>
  )
}

function MediaRow({
  row,
  index,
  required,
  hydrated,
  removeButton,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the row of any form's list
  row: FieldMetadata<MediaRowValue, any, string[]>
  index: number
  required: boolean
  hydrated: boolean
  removeButton: React.ReactNode
}) {
  const f = row.getFieldset()
  const id = row.id
  const t = useAdminT()
  const n = index + 1
  const { url, setUrl, file, setFile, browsing, setBrowsing, replaceButton, replace, choose } =
    useUrlOrFile(String(f.url.initialValue ?? ''), `${id}-file`, f.alt.name)
  const [type, setType] = useState(String(f.type.initialValue || 'image'))
  const hasFile = file !== null
  const error = f.url.errors?.[0] ?? f.type.errors?.[0]
  return (
    <div
      className="grid gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700 sm:grid-cols-[1fr_8rem]"
      data-testid="media-row"
    >
      <div className="sm:col-span-2">
        <ChosenMedia
          url={url}
          file={file}
          type={type}
          subject={t.media.subject(n)}
          replaceRef={replaceButton}
          onReplace={hydrated ? replace : undefined}
        />
      </div>
      <div>
        <label htmlFor={`${id}-url`} className="mb-1 block text-xs font-medium">
          {t.media.url(n)}
        </label>
        <input
          id={`${id}-url`}
          name={f.url.name}
          value={url}
          disabled={hydrated && hasFile}
          required={required}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="mb-1 block text-xs font-medium">
          {t.media.type(n)}
        </label>
        <select
          id={`${id}-type`}
          name={f.type.name}
          value={type}
          disabled={hydrated && hasFile}
          onChange={(e) => setType(e.target.value)}
          className={inputClass}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t.media.types[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-file`} className="mb-1 block text-xs font-medium">
          {t.media.file(n)}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          name={`${row.name}.file`}
          accept="image/*,video/*,audio/*"
          data-url-field={f.url.name}
          data-type-field={f.type.name}
          disabled={hydrated && url.trim() !== ''}
          aria-describedby="media-hint"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setUrl('')
          }}
          className="block w-full text-sm"
        />
        <FieldError id={`${id}-error`} errors={error} />
      </div>
      {hydrated ? (
        <div className="sm:col-span-2">
          <LibraryChoice
            type="any"
            open={browsing}
            onOpen={setBrowsing}
            onChoose={(item) => {
              choose(item.url, item.alt)
              setType(item.type)
            }}
          />
        </div>
      ) : null}
      <Field label={t.media.alt(n)} meta={f.alt} className="sm:col-span-2" hint={t.media.altHint} />
      <div className="sm:col-span-2">{removeButton}</div>
    </div>
  )
}
