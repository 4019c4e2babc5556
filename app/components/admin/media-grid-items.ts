import { isRecord } from '#app/lib/property.ts'
// The media grid's rows as the browser holds them (media-grid.tsx): pure moves, so the grid with
// JavaScript and the server without it (app/admin/media-arrange.server.ts) order alike.

export type GridItem = {
  /** Stable across moves: React's key and the lead's identity. */
  key: string
  url: string
  type: string
  alt: string
  caption: string
  /** A file chosen here, uploaded first on save (use-upload-first.ts). */
  file: File | null
}

let next = 0
export const newKey = () => `m${++next}`

export const emptyItem = (): GridItem => ({
  key: newKey(),
  url: '',
  type: 'image',
  alt: '',
  caption: '',
  file: null,
})

export const isEmpty = (item: GridItem) => item.url.trim() === '' && item.file === null

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items]
  copy.splice(to, 0, ...copy.splice(from, 1))
  return copy
}

/** What a tile is called in announcements: its file's name, else its number. */
export function itemName(item: GridItem, n: number, fallback: (n: number) => string) {
  if (item.file) return item.file.name
  const url = item.url.trim()
  return url ? decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)) || url : fallback(n)
}

/** The rows of a reply or stored item as grid items (Conform's initial value: strings, or none). */
export function itemsFrom(initial: unknown): { items: GridItem[]; lead: string | null } {
  const rows: unknown[] = Array.isArray(initial) ? initial : []
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  let lead: string | null = null
  const items = rows.map((row) => {
    const { url, type, alt, caption, lead: isLead } = isRecord(row) ? row : {}
    const item = {
      ...emptyItem(),
      url: text(url),
      type: text(type) || 'image',
      alt: text(alt),
      caption: text(caption),
    }
    if (isLead === true || isLead === 'on') lead ??= item.key
    return item
  })
  return { items: items.length > 0 ? items : [emptyItem()], lead }
}
