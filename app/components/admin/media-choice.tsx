// What an image or media field holds, shown as a thumbnail with its name, and the library picker
// that can fill it (issue 33): shared by the cover and client-image fields (url-or-file-field.tsx)
// and the media rows (media-grid.tsx). The thumbnail is drawn by the server too, so a form without
// JavaScript shows what is stored; "Replace", "Remove" and "Choose from the library" need
// JavaScript, and without it the field's URL and file inputs do the same.
import { FileAudio, FileVideo } from 'lucide-react'
import { useEffect, useRef, useState, type Ref } from 'react'
import type { PickerItem, PickerType } from '#app/admin/media-fields.ts'
import { LibraryPicker } from './library-picker.tsx'
import { useAdminLanguage, useAdminT } from '#app/i18n/use-admin-language.ts'

const linkButton =
  'rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300'

/**
 * A URL-or-file field's state with its library choice: `replace` empties the field and opens the
 * library with the focus on the file chooser (enabled once the URL is gone: the next paint);
 * `choose` fills the URL from the library and gives the focus back to "Replace", and puts the
 * library's alt text in the alt field named `altName` beside it (see fillLibraryAlt).
 */
export function useUrlOrFile(initialUrl: string, fileInputId: string, altName?: string) {
  const [url, setUrl] = useState(initialUrl)
  const [file, setFile] = useState<File | null>(null)
  const [browsing, setBrowsing] = useState(false)
  const replaceButton = useRef<HTMLButtonElement>(null)
  const fileInput = () => {
    const input = document.getElementById(fileInputId)
    return input instanceof HTMLInputElement ? input : null
  }
  function clear() {
    setUrl('')
    setFile(null)
    const input = fileInput()
    if (input) input.value = ''
  }
  function replace() {
    clear()
    setBrowsing(true)
    requestAnimationFrame(() => fileInput()?.focus())
  }
  const libraryAlt = useRef('')
  function choose(chosenUrl: string, alt = '') {
    clear()
    if (altName) fillLibraryAlt(fileInput()?.form ?? null, altName, alt, libraryAlt)
    setUrl(chosenUrl)
    setBrowsing(false)
    requestAnimationFrame(() => replaceButton.current?.focus())
  }
  return {
    url,
    setUrl,
    file,
    setFile,
    browsing,
    setBrowsing,
    replaceButton,
    clear,
    replace,
    choose,
  }
}

/**
 * The library's alt text of a picked file into the alt field `name` of `form`, editable there:
 * only over an empty field or the alt text an earlier pick put there (`last`), never over words
 * the admin wrote. An uncontrolled field, so it is set as typing would (Conform reads the form).
 */
export function fillLibraryAlt(
  form: HTMLFormElement | null,
  name: string,
  alt: string,
  last: { current: string },
) {
  const field = form?.elements.namedItem(name)
  if (!(field instanceof HTMLInputElement)) return
  if (field.value.trim() !== '' && field.value !== last.current) return
  field.value = alt
  last.current = alt
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** A blob: address for a chosen file's preview, revoked when the file changes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return url
}

export function ChosenMedia({
  url,
  file,
  type,
  subject,
  onReplace,
  onRemove,
  replaceRef,
}: {
  url: string
  file: File | null
  type: string
  /** What the field holds, for the buttons' names: "cover image", "media 2". */
  subject: string
  onReplace?: () => void
  onRemove?: () => void
  replaceRef?: Ref<HTMLButtonElement>
}) {
  const preview = useObjectUrl(file)
  const { t, message: m } = useAdminLanguage()
  const name = file ? file.name : url.slice(url.lastIndexOf('/') + 1) || url
  if (!file && url.trim() === '') return null
  const kind = file ? file.type.split('/')[0] : type
  const src = file ? preview : url
  const Icon = kind === 'audio' ? FileAudio : FileVideo
  return (
    <div className="flex items-center gap-3" data-testid="chosen-media">
      <div className="flex h-14 w-20 shrink-0 items-center justify-center overflow-hidden rounded bg-slate-100 dark:bg-slate-800">
        {kind === 'image' && src ? (
          <img src={src} alt="" className="h-full w-full object-cover" />
        ) : (
          <Icon aria-hidden className="h-6 w-6 text-slate-500 dark:text-slate-400" />
        )}
      </div>
      <div className="min-w-0 space-y-1">
        <p className="break-all text-sm">{name}</p>
        {onReplace || onRemove ? (
          <div className="flex flex-wrap gap-3">
            {onReplace ? (
              <button
                ref={replaceRef}
                type="button"
                onClick={onReplace}
                aria-label={t.media.replaceSubject(subject)}
                className={linkButton}
              >
                {t.media.replace}
              </button>
            ) : null}
            {onRemove ? (
              <button
                type="button"
                onClick={onRemove}
                aria-label={t.media.removeSubject(subject)}
                className="rounded text-sm font-medium text-red-700 underline-offset-2 hover:underline dark:text-red-400"
              >
                {m('Remove')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}

/** "Choose from the library" and, once opened, the picker; a choice closes it. */
export function LibraryChoice({
  open,
  onOpen,
  onChoose,
  type,
}: {
  open: boolean
  onOpen: (open: boolean) => void
  /** The file chosen, with its library alt text (fills the alt field beside, through `choose`). */
  onChoose: (item: PickerItem) => void
  type: PickerType
}) {
  const t = useAdminT()
  return (
    <div className="space-y-2 text-sm">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => onOpen(!open)}
        className={linkButton}
      >
        {open ? t.media.hideLibrary : t.media.chooseLibrary}
      </button>
      {open ? (
        <LibraryPicker
          type={type}
          chosen={null}
          onChoose={(item) => {
            if (item) onChoose(item)
          }}
        />
      ) : null}
    </div>
  )
}
