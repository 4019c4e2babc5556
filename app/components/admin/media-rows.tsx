// Repeatable media rows: each row is a URL (with a chosen media type) or an uploaded file (its
// type follows the file), never both. Add and remove are submit buttons (`intent=add-media`,
// `intent=remove-media:N`) the server answers by re-rendering; with JavaScript they act in place so
// chosen files are kept, and choosing one side of a row clears and disables the other (only once
// hydrated: without JavaScript both stay usable and a chosen file wins, see url-or-file.ts).
import { useRef, useState } from 'react'
import { FieldError, inputClass } from '#app/components/ui/field.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { urlOrFileHint } from './url-or-file.ts'
import { useHydrated } from './use-hydrated.ts'

export type MediaRowValue = { url: string; type: string }
type Row = MediaRowValue & { key: number; hasFile: boolean }

const TYPES = ['image', 'video', 'audio'] as const
const emptyRow = (key: number): Row => ({ key, url: '', type: 'image', hasFile: false })

export function MediaRows({
  initial,
  errors,
  required = false,
}: {
  initial: MediaRowValue[]
  errors: Record<string, string>
  /**
   * Each row needs its URL or a file. The browser can check that only once hydrated: the URL is
   * required while no file is chosen (choosing one disables the URL, and a disabled field is not
   * checked); without JavaScript the server says so instead.
   */
  required?: boolean
}) {
  const hydrated = useHydrated()
  const nextKey = useRef(initial.length)
  const [rows, setRows] = useState<Row[]>(() =>
    (initial.length ? initial : [{ url: '', type: 'image' }]).map((r, key) => ({
      ...r,
      key,
      hasFile: false,
    })),
  )
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)))

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">Media</legend>
      <p id="media-hint" className="text-xs text-slate-500">
        Each item is a URL or a file. {urlOrFileHint(hydrated)}
      </p>
      {rows.map((row, i) => {
        const id = `media-${row.key}`
        const error = errors[`media.${i}.url`] ?? errors[`media.${i}.type`]
        return (
          <div
            key={row.key}
            className="grid gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700 sm:grid-cols-[1fr_8rem]"
            data-testid="media-row"
          >
            <div>
              <label htmlFor={`${id}-url`} className="mb-1 block text-xs font-medium">
                Media {i + 1} URL
              </label>
              <input
                id={`${id}-url`}
                name={`media.${i}.url`}
                value={row.url}
                disabled={hydrated && row.hasFile}
                required={required && hydrated}
                onChange={(e) => update(row.key, { url: e.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={`${id}-type`} className="mb-1 block text-xs font-medium">
                Media {i + 1} type
              </label>
              <select
                id={`${id}-type`}
                name={`media.${i}.type`}
                value={row.type}
                disabled={hydrated && row.hasFile}
                onChange={(e) => update(row.key, { type: e.target.value })}
                className={inputClass}
              >
                {TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-file`} className="mb-1 block text-xs font-medium">
                Media {i + 1} file
              </label>
              <input
                id={`${id}-file`}
                type="file"
                name={`media.${i}.file`}
                accept="image/*,video/*,audio/*"
                data-url-field={`media.${i}.url`}
                data-type-field={`media.${i}.type`}
                disabled={hydrated && row.url.trim() !== ''}
                aria-describedby="media-hint"
                onChange={(e) =>
                  update(row.key, { hasFile: Boolean(e.target.files?.length), url: '' })
                }
                className="block w-full text-sm"
              />
              <FieldError id={`${id}-error`} errors={error} />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                name="intent"
                value={`remove-media:${i}`}
                formNoValidate
                onClick={(e) => {
                  e.preventDefault()
                  setRows((all) => {
                    const left = all.filter((r) => r.key !== row.key)
                    return left.length ? left : [emptyRow(nextKey.current++)]
                  })
                }}
                className="text-sm font-medium text-red-700 hover:underline dark:text-red-400"
              >
                Remove media {i + 1}
              </button>
            </div>
          </div>
        )
      })}
      <button
        type="submit"
        name="intent"
        value="add-media"
        formNoValidate
        onClick={(e) => {
          e.preventDefault()
          setRows((all) => [...all, emptyRow(nextKey.current++)])
        }}
        className={buttonClass('secondary')}
      >
        Add media
      </button>
    </fieldset>
  )
}
