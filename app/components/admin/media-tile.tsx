// One tile of the media grid (media-grid.tsx): the thumbnail (the handle a pointer drags), the
// lead image's radio, alt text and caption, the arrows and Remove, and the row's URL, type and file
// folded under "Address or file" once it holds something. The arrows and Remove are submit buttons
// the server answers without JavaScript (media-arrange.server.ts); with it, the grid acts in place.
// A row is a URL or a file, never both: once hydrated, choosing one disables the other.
import { ChevronLeft, ChevronRight, FileAudio, FileVideo, ImageOff, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type DragEvent, type MouseEvent } from 'react'
import { MEDIA_ARRANGE_FIELD, MEDIA_LEAD_FIELD } from '#app/admin/media-fields.ts'
import { FieldError, inputClass } from '#app/components/ui/field.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { itemName, type GridItem } from './media-grid-items.ts'
import { useObjectUrl } from './media-choice.tsx'

const TYPES = ['image', 'video', 'audio'] as const
const iconButton =
  'inline-flex h-8 w-8 items-center justify-center rounded border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
const smallLabel = 'mb-1 block text-xs font-medium'

export type TileActions = {
  /** Each returns the button's click handler: with JavaScript it acts in place. */
  move: (to: number) => (event: MouseEvent) => void
  remove: (event: MouseEvent) => void
  setLead: () => void
  change: (patch: Partial<GridItem>) => void
  drag: {
    start: (event: DragEvent) => void
    over: (event: DragEvent) => void
    drop: (event: DragEvent) => void
  }
}

export function MediaTile({
  item,
  index,
  count,
  isLead,
  marked,
  required,
  hydrated,
  id,
  error,
  actions,
}: {
  item: GridItem
  index: number
  count: number
  /** This tile leads: marked, or the first with none marked. */
  isLead: boolean
  /** Marked as the lead by the admin (the radio's state). */
  marked: boolean
  required: boolean
  hydrated: boolean
  id: string
  error?: string
  actions: TileActions
}) {
  const t = useAdminT()
  const n = index + 1
  const name = `media[${index}]`
  const hasFile = item.file !== null
  const fileInput = useRef<HTMLInputElement>(null)
  // Open while the row is empty when drawn; never shut under the admin's hands while typing.
  const [openAtFirst] = useState(!item.url && !hasFile)
  // A file added by "Upload files" is put in this row's own input, which is uploaded on save.
  useEffect(() => {
    const input = fileInput.current
    if (!input || !item.file || input.files?.[0] === item.file) return
    const files = new DataTransfer()
    files.items.add(item.file)
    input.files = files.files
  }, [item.file])
  const button = (value: string, onClick: (event: MouseEvent) => void) => ({
    type: 'submit' as const,
    name: MEDIA_ARRANGE_FIELD,
    value,
    formNoValidate: true,
    onClick,
  })
  return (
    <li
      data-testid="media-row"
      onDragOver={actions.drag.over}
      onDrop={actions.drag.drop}
      className={`flex flex-col gap-2 rounded-md border p-2 ${isLead ? 'border-brand-600 ring-1 ring-brand-600 dark:border-brand-400 dark:ring-brand-400' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <div
        draggable={hydrated}
        onDragStart={actions.drag.start}
        className={`relative aspect-video overflow-hidden sm:aspect-[4/3] rounded bg-slate-100 dark:bg-slate-800 ${hydrated ? 'cursor-grab' : ''}`}
      >
        <Thumbnail item={item} />
        <span className="absolute end-1 top-1 rounded bg-slate-900/80 px-1.5 text-xs text-white">
          {t.media.grid.position(n, count)}
        </span>
        {isLead ? (
          <span className="absolute start-1 top-1 rounded bg-brand-700 px-1.5 text-xs font-medium text-white">
            {t.media.grid.lead}
          </span>
        ) : null}
      </div>
      {item.url.trim() || hasFile ? (
        <p className="truncate text-xs" data-testid="chosen-media" dir="auto">
          {itemName(item, n, t.media.row)}
        </p>
      ) : null}
      <details open={openAtFirst || undefined} className="text-sm">
        <summary className="cursor-pointer text-xs font-medium">{t.media.grid.details}</summary>
        <div className="mt-2 space-y-2">
          <div>
            <label htmlFor={`${id}-url`} className={smallLabel}>
              {t.media.url(n)}
            </label>
            <input
              id={`${id}-url`}
              name={`${name}.url`}
              value={item.url}
              disabled={hydrated && hasFile}
              required={required && !hasFile}
              onChange={(e) => actions.change({ url: e.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-type`} className={smallLabel}>
              {t.media.type(n)}
            </label>
            <select
              id={`${id}-type`}
              name={`${name}.type`}
              value={item.type}
              disabled={hydrated && hasFile}
              onChange={(e) => actions.change({ type: e.target.value })}
              className={inputClass}
            >
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.media.types[type]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-file`} className={smallLabel}>
              {t.media.file(n)}
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              name={`${name}.file`}
              accept="image/*,video/*,audio/*"
              data-url-field={`${name}.url`}
              data-type-field={`${name}.type`}
              disabled={hydrated && item.url.trim() !== ''}
              onChange={(e) => actions.change({ file: e.target.files?.[0] ?? null, url: '' })}
              className="block w-full text-xs"
            />
          </div>
        </div>
      </details>
      <FieldError id={`${id}-error`} errors={error} />
      <div>
        <label htmlFor={`${id}-alt`} className={smallLabel}>
          {t.media.alt(n)}
        </label>
        <input
          id={`${id}-alt`}
          name={`${name}.alt`}
          value={item.alt}
          onChange={(e) => actions.change({ alt: e.target.value })}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-caption`} className={smallLabel}>
          {t.media.grid.caption(n)}
        </label>
        <input
          id={`${id}-caption`}
          name={`${name}.caption`}
          value={item.caption}
          dir="auto"
          onChange={(e) => actions.change({ caption: e.target.value })}
          className={inputClass}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={MEDIA_LEAD_FIELD}
          value={index}
          checked={marked}
          onChange={actions.setLead}
          aria-label={t.media.grid.leadOf(n)}
        />
        <span aria-hidden>{t.media.grid.lead}</span>
      </label>
      <div className="mt-auto flex items-center gap-1">
        <button
          {...button(`move:${index}:${index - 1}`, actions.move(index - 1))}
          disabled={index === 0}
          aria-label={t.media.grid.earlier(n)}
          data-move="earlier"
          className={iconButton}
        >
          <ChevronLeft aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        </button>
        <button
          {...button(`move:${index}:${index + 1}`, actions.move(index + 1))}
          disabled={index === count - 1}
          aria-label={t.media.grid.later(n)}
          data-move="later"
          className={iconButton}
        >
          <ChevronRight aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        </button>
        <button
          {...button(`remove:${index}`, actions.remove)}
          aria-label={t.media.remove(n)}
          className={`${iconButton} ms-auto text-red-700 dark:text-red-400`}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </li>
  )
}

function Thumbnail({ item }: { item: GridItem }) {
  const t = useAdminT()
  const preview = useObjectUrl(item.file)
  const kind = item.file ? item.file.type.split('/')[0] : item.type
  const src = item.file ? preview : item.url.trim()
  if (!src && !item.file) {
    return (
      <span className="flex h-full flex-col items-center justify-center gap-1 text-xs text-slate-600 dark:text-slate-300">
        <ImageOff aria-hidden className="h-6 w-6" />
        {t.media.grid.empty}
      </span>
    )
  }
  if (kind === 'image' && src) {
    return <img src={src} alt="" draggable={false} className="h-full w-full object-cover" />
  }
  const Icon = kind === 'audio' ? FileAudio : FileVideo
  return (
    <span className="flex h-full items-center justify-center">
      <Icon aria-hidden className="h-8 w-8 text-slate-600 dark:text-slate-300" />
    </span>
  )
}
