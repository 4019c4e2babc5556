// A project's media as a grid of tiles you arrange (docs/product.md "Media"): add several at once
// from the library (each press of the picker adds a file or takes it out) or by upload, reorder by
// dragging a thumbnail or with each tile's arrows, mark the lead image, write alt text and captions
// in place, remove. Every change is announced in a live region. Without JavaScript the arrows, Add
// and Remove post the form and the server draws it again rearranged (media-arrange.server.ts), the
// library and several-file upload being the two things that need JavaScript. Each row is a URL or a
// file, never both (media-tile.tsx); empty rows are dropped on save by a detailed project and
// refused by a project (docs/product.md §5).
import type { FieldMetadata, FormMetadata } from '@conform-to/react'
import { useId, useRef, useState, type DragEvent, type MouseEvent } from 'react'
import { MEDIA_ARRANGE_FIELD, type PickerItem } from '#app/admin/media-fields.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { LibraryPicker } from './library-picker.tsx'
import {
  emptyItem,
  isEmpty,
  itemName,
  itemsFrom,
  moved,
  newKey,
  type GridItem,
} from './media-grid-items.ts'
import { MediaTile, type TileActions } from './media-tile.tsx'
import { urlOrFileHint } from './url-or-file.ts'
import { useHydrated } from './use-hydrated.ts'

export type MediaRowValue = {
  url: string
  type: string
  alt?: string
  caption?: string
  lead?: boolean
}
export const EMPTY_ROW: MediaRowValue = { url: '', type: 'image' }

export function MediaGrid<Schema extends { media: MediaRowValue[] }>({
  form,
  field,
  required = false,
}: {
  form: FormMetadata<Schema, string[]>
  field: FieldMetadata<MediaRowValue[], Schema, string[]>
  /** Each row needs its URL or a file (projects): checked by the browser once hydrated. */
  required?: boolean
}) {
  const t = useAdminT()
  const hydrated = useHydrated()
  const id = useId()
  const [state, setState] = useState(() => itemsFrom(field.initialValue))
  const { items, lead } = state
  const [browsing, setBrowsing] = useState(false)
  const [said, say] = useState('')
  // The last tile removed, to put back: nothing is deleted before Save, and Undo is one press.
  const [removed, setRemoved] = useState<{ item: GridItem; at: number; lead: boolean } | null>(null)
  const dragged = useRef<string | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const leadAt = Math.max(
    0,
    items.findIndex((item) => item.key === lead),
  )
  const nameOf = (item: GridItem, i: number) => itemName(item, i + 1, t.media.row)
  const update = (next: GridItem[], newLead = lead) => {
    setState({ items: next.length > 0 ? next : [emptyItem()], lead: newLead })
    setRemoved(null)
  }

  function moveTo(from: number, to: number, focus?: 'earlier' | 'later') {
    if (to < 0 || to >= items.length || from === to) return
    const item = items[from]!
    update(moved(items, from, to))
    say(t.media.grid.moved(nameOf(item, from), to + 1, items.length))
    if (!focus) return
    // The focus stays on the arrow pressed, in the tile's new place (the other one at an end).
    requestAnimationFrame(() => {
      const tile = list.current?.children[to]
      const wanted = tile?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`)
      const other = tile?.querySelector<HTMLButtonElement>(
        `[data-move="${focus === 'earlier' ? 'later' : 'earlier'}"]`,
      )
      ;(wanted && !wanted.disabled ? wanted : other)?.focus()
    })
  }

  /** A library file in (filling an empty tile first) or, when already in, out. */
  function toggle(picked: PickerItem) {
    const at = items.findIndex((item) => item.url === picked.url && !item.file)
    if (at >= 0) {
      update(items.filter((_, i) => i !== at))
      return say(t.media.grid.removed(nameOf(items[at]!, at)))
    }
    const item = { ...emptyItem(), url: picked.url, type: picked.type, alt: picked.alt }
    add([item])
  }

  function add(added: GridItem[]) {
    const kept = items.filter((item) => !isEmpty(item))
    update([...kept, ...added])
    const last = added.at(-1)
    if (last)
      say(
        t.media.grid.added(
          nameOf(last, kept.length + added.length - 1),
          kept.length + added.length,
        ),
      )
  }

  const inPlace = (apply: () => void) => (event: MouseEvent) => {
    event.preventDefault()
    apply()
  }
  const actionsFor = (item: GridItem, i: number): TileActions => ({
    move: (to) => inPlace(() => moveTo(i, to, to < i ? 'earlier' : 'later')),
    remove: inPlace(() => {
      update(items.filter((other) => other.key !== item.key))
      say(t.media.grid.removed(nameOf(item, i)))
      if (!isEmpty(item)) setRemoved({ item, at: i, lead: item.key === lead })
    }),
    setLead: () => {
      setState({ items, lead: item.key })
      say(t.media.grid.leadSet(nameOf(item, i)))
    },
    change: (patch) =>
      setState((s) => ({
        ...s,
        items: s.items.map((other) => (other.key === item.key ? { ...other, ...patch } : other)),
      })),
    drag: {
      start: (event: DragEvent) => {
        dragged.current = item.key
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', nameOf(item, i))
      },
      over: (event: DragEvent) => {
        if (dragged.current) event.preventDefault()
      },
      drop: (event: DragEvent) => {
        event.preventDefault()
        const from = items.findIndex((other) => other.key === dragged.current)
        dragged.current = null
        if (from >= 0) moveTo(from, i)
      },
    },
  })

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">{t.media.legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {t.media.intro} {urlOrFileHint(hydrated, t)} {t.media.grid.hint}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="media-announcement">
        {said}
      </p>
      <ul
        ref={list}
        aria-describedby={`${id}-hint`}
        className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((item, i) => (
          <MediaTile
            key={item.key}
            item={item}
            index={i}
            count={items.length}
            isLead={i === leadAt}
            marked={item.key === lead}
            required={required && hydrated}
            hydrated={hydrated}
            id={`${id}-${i}`}
            error={
              form.allErrors[`media[${i}].url`]?.[0] ?? form.allErrors[`media[${i}].type`]?.[0]
            }
            actions={actionsFor(item, i)}
          />
        ))}
      </ul>
      {removed ? (
        <p className="flex items-center gap-2 text-sm">
          <span>{t.media.grid.removed(nameOf(removed.item, removed.at))}</span>
          <button
            type="button"
            onClick={() => {
              const kept = items.filter((item) => !isEmpty(item))
              kept.splice(Math.min(removed.at, kept.length), 0, removed.item)
              update(kept, removed.lead ? removed.item.key : lead)
              say(t.media.grid.restored(nameOf(removed.item, removed.at)))
              setRemoved(null)
            }}
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {t.media.grid.undo}
          </button>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {hydrated ? (
          <button
            type="button"
            aria-expanded={browsing}
            onClick={() => setBrowsing(!browsing)}
            className={buttonClass('secondary')}
          >
            {browsing ? t.media.grid.doneLibrary : t.media.grid.addFromLibrary}
          </button>
        ) : null}
        {hydrated ? (
          <label className={`${buttonClass('secondary')} cursor-pointer focus-within:ring-2`}>
            {t.media.grid.uploadFiles}
            <input
              type="file"
              multiple
              accept="image/*,video/*,audio/*"
              className="sr-only"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])]
                e.target.value = ''
                add(files.map((file) => ({ ...emptyItem(), key: newKey(), file })))
              }}
            />
          </label>
        ) : null}
        <button
          type="submit"
          name={MEDIA_ARRANGE_FIELD}
          value="add"
          formNoValidate
          onClick={inPlace(() => update([...items, emptyItem()]))}
          className={buttonClass('secondary')}
        >
          {t.media.add}
        </button>
      </div>
      {hydrated && browsing ? (
        <LibraryPicker
          type="any"
          chosen={null}
          picked={(url) => items.some((item) => item.url === url && !item.file)}
          onChoose={(item) => item && toggle(item)}
        />
      ) : null}
    </fieldset>
  )
}
