// "Choose from the library": a search and a grid of the media library's files
// (/admin/media/pick), each a toggle button. The editor's image panel inserts the one chosen (its
// library alt text fills an empty Alt text field); the cover and client image fields take its
// address (media-choice.tsx); the media grid takes several, each press adding or taking one out. Only with JavaScript: without it those fields take a URL or a file.
import { FileAudio, FileVideo } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import type { PickerItem, PickerType } from '#app/admin/media-fields.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

type Loaded = { images: PickerItem[]; pages: number; page: number }

async function loadImages(q: string, page: number, kind: PickerType): Promise<Loaded> {
  const params = new URLSearchParams({ q, page: String(page), type: kind })
  const response = await fetch(`/admin/media/pick?${params}`, {
    headers: { Accept: 'application/json' },
  })
  const type = response.headers.get('Content-Type') ?? ''
  // A signed-out admin is redirected to the sign-in page: HTML, not the list.
  if (!response.ok || !type.startsWith('application/json')) throw new Error('not loaded')
  return (await response.json()) as Loaded
}

export function LibraryPicker({
  chosen,
  onChoose,
  type = 'image',
  picked,
}: {
  chosen: PickerItem | null
  onChoose: (image: PickerItem | null) => void
  type?: PickerType
  /**
   * Several at once (the media grid): each file's button is pressed while `picked` says the file
   * is in, and every press hands it to `onChoose`, which adds or takes it out.
   */
  picked?: (url: string) => boolean
}) {
  const id = useId()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  const { t, message: m } = useAdminLanguage()

  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      loadImages(q, page, type).then(
        (result) => live && (setLoaded(result), setFailed(false)),
        () => live && setFailed(true),
      )
    }, 200)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [q, page, type])

  return (
    <div role="group" aria-label={t.library.label} className="space-y-2">
      <label htmlFor={`${id}-q`} className="block">
        {t.library.search}
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => (setQ(e.target.value), setPage(1))}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        />
      </label>
      {failed ? (
        <p className="text-red-700 dark:text-red-300">{t.library.failed}</p>
      ) : !loaded ? (
        <p>{t.library.loading}</p>
      ) : loaded.images.length === 0 ? (
        <p>{t.library.empty(type === 'image', q !== '')}</p>
      ) : (
        <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-6">
          {loaded.images.map((image) => (
            <li key={image.url}>
              <button
                type="button"
                aria-pressed={picked ? picked(image.url) : chosen?.url === image.url}
                aria-label={t.library.choose(image.alt || image.name)}
                onClick={() => onChoose(picked || chosen?.url !== image.url ? image : null)}
                className="block aspect-square w-full overflow-hidden rounded border-2 border-transparent aria-pressed:border-brand-600"
              >
                <Thumbnail item={image} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {loaded && loaded.pages > 1 ? (
        <div className="flex gap-3">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="underline disabled:opacity-50"
          >
            {m('Previous')}
          </button>
          <span>{t.common.pageOf(loaded.page, loaded.pages)}</span>
          <button
            type="button"
            disabled={page >= loaded.pages}
            onClick={() => setPage(page + 1)}
            className="underline disabled:opacity-50"
          >
            {m('Next')}
          </button>
        </div>
      ) : null}
    </div>
  )
}

function Thumbnail({ item }: { item: PickerItem }) {
  if (item.thumbnail) {
    return <img src={item.thumbnail} alt="" className="h-full w-full object-cover" />
  }
  const Icon = item.type === 'audio' ? FileAudio : FileVideo
  return (
    <span className="flex h-full w-full flex-col items-center justify-center gap-1 bg-slate-100 p-1 text-xs dark:bg-slate-800">
      <Icon aria-hidden className="h-6 w-6" />
      <span className="line-clamp-2 break-all">{item.name}</span>
    </span>
  )
}
