// The panels under the toolbar that add an image (uploaded like every other admin upload, through
// /admin/uploads/<kind>, or into the media library for a kind without a folder of its own, with
// alt text required and a caption optional) or a YouTube or Vimeo video
// by its address. Their fields have no name: nothing here is posted with the page's form.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $insertNodeToNearestRoot } from '@lexical/utils'
import {
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
} from 'lexical'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { MEDIA_URL, UPLOAD_FIELD, type PickerItem } from '#app/admin/media-fields.ts'
import { parseVideoUrl } from '#app/lib/video-embed.ts'
import { $createImageNode } from './editor-image-node.tsx'
import { LibraryPicker } from './library-picker.tsx'
import { $createVideoNode } from './editor-video-node.tsx'
import { accepted, postWithProgress } from './use-xhr-upload.ts'
import { useAdminLanguage, useAdminT } from '#app/i18n/use-admin-language.ts'

export type Panel = 'image' | 'video' | null

const fieldClass =
  'mt-1 block w-full rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-900'

/** Puts a block where the caret was when the panel opened (or at the end). */
function useInsertAtSavedSelection() {
  const [editor] = useLexicalComposerContext()
  const saved = useRef<BaseSelection | null>(editor.read(() => $getSelection()?.clone() ?? null))
  return (create: () => Parameters<typeof $insertNodeToNearestRoot>[0]) =>
    editor.update(() => {
      const selection = saved.current?.clone()
      if ($isRangeSelection(selection)) $setSelection(selection)
      else $getRoot().selectEnd()
      $insertNodeToNearestRoot(create())
    })
}

function PanelFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={title}
      className="space-y-2 border-b border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800"
    >
      {children}
    </div>
  )
}

const noSubmit = (then: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return
  event.preventDefault()
  then()
}

export function ImagePanel({
  uploadKind,
  onClose,
}: {
  uploadKind: string | undefined
  onClose: () => void
}) {
  const id = useId()
  const insert = useInsertAtSavedSelection()
  const file = useRef<HTMLInputElement>(null)
  const altInput = useRef<HTMLInputElement>(null)
  // Opened by the toolbar's Image button (a click or a key, so the browser lets it open the file
  // dialog at once): the file is the usual way in; cancelled, the panel offers the library.
  useEffect(() => {
    const input = file.current
    // The system's dialog closed without a file (a `cancel` event, Chrome 113, Firefox 91, Safari
    // 16.4): the library opens in its place, one click fewer for a file already uploaded.
    const offerLibrary = () => setBrowsing(true)
    input?.addEventListener('cancel', offerLibrary)
    input?.click()
    return () => input?.removeEventListener('cancel', offerLibrary)
  }, [])
  const [alt, setAlt] = useState('')
  const [caption, setCaption] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [browsing, setBrowsing] = useState(false)
  const [picked, setPicked] = useState<PickerItem | null>(null)
  const { t, message: m } = useAdminLanguage()
  const e = t.editor

  // The alt text the last pick put in the field: another pick replaces it, never the admin's words.
  const libraryAlt = useRef('')
  function pick(image: PickerItem | null) {
    setPicked(image)
    if (alt.trim() !== '' && alt !== libraryAlt.current) return
    libraryAlt.current = image?.alt ?? ''
    setAlt(libraryAlt.current)
  }

  async function insertImage(url: string) {
    const size = await naturalSize(url)
    insert(() => $createImageNode({ src: url, alt: alt.trim(), caption: caption.trim(), ...size }))
    onClose()
  }

  async function submit() {
    const chosen = file.current?.files?.[0]
    if (!chosen && !picked) return setError(e.chooseImage)
    if (alt.trim() === '') return setError(e.altMissing)
    setError(null)
    if (!chosen) return insertImage(picked!.url)
    setPercent(0)
    const body = new FormData()
    body.set(uploadKind ? 'file' : UPLOAD_FIELD, chosen)
    const door = uploadKind ? `/admin/uploads/${uploadKind}` : `${MEDIA_URL}/upload`
    try {
      const answer = await postWithProgress(door, body, setPercent)
      const url = answer.json?.fileUrl
      if (!accepted(answer) || typeof url !== 'string') {
        const message = answer.json?.message
        setError(typeof message === 'string' ? m(message) : e.imageFailed)
        return
      }
      await insertImage(url)
    } catch {
      setError(e.imageUnreachable)
    } finally {
      setPercent(null)
    }
  }

  return (
    <PanelFrame title={e.addImage}>
      <div className="grid gap-2 sm:grid-cols-3">
        <label htmlFor={`${id}-file`}>
          {e.imageFile}
          <input
            ref={file}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            // Chosen: the alt text is what is left to write (Enter inserts the image).
            onChange={(e) => {
              if (e.currentTarget.files?.length) altInput.current?.focus()
            }}
            className={fieldClass}
          />
        </label>
        <label htmlFor={`${id}-alt`}>
          {e.altRequired}
          <input
            ref={altInput}
            id={`${id}-alt`}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            onKeyDown={noSubmit(submit)}
            aria-describedby={`${id}-alt-hint`}
            className={fieldClass}
          />
        </label>
        <label htmlFor={`${id}-caption`}>
          {e.captionOptional}
          <input
            id={`${id}-caption`}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            onKeyDown={noSubmit(submit)}
            className={fieldClass}
          />
        </label>
      </div>
      <p id={`${id}-alt-hint`} className="text-slate-600 dark:text-slate-300">
        {e.altHint}
      </p>
      <button
        type="button"
        aria-expanded={browsing}
        onClick={() => setBrowsing(!browsing)}
        className="underline underline-offset-2"
      >
        {browsing ? t.media.hideLibrary : t.media.chooseLibrary}
      </button>
      {browsing ? <LibraryPicker chosen={picked} onChoose={pick} /> : null}
      <PanelActions
        busy={percent !== null}
        busyText={e.uploadingPercent(percent ?? 0)}
        action={e.insertImage}
        onAction={submit}
        onClose={onClose}
        error={error}
      />
    </PanelFrame>
  )
}

export function VideoPanel({ onClose }: { onClose: () => void }) {
  const id = useId()
  const insert = useInsertAtSavedSelection()
  const [address, setAddress] = useState('')
  const [error, setError] = useState<string | null>(null)
  const e = useAdminT().editor
  function submit() {
    const video = parseVideoUrl(address)
    if (!video) return setError(e.videoMissing)
    insert(() => $createVideoNode(video))
    onClose()
  }
  return (
    <PanelFrame title={e.addVideo}>
      <label htmlFor={`${id}-address`} className="block">
        {e.videoAddress}
        <input
          id={`${id}-address`}
          type="text"
          inputMode="url"
          value={address}
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(e) => setAddress(e.target.value)}
          onKeyDown={noSubmit(submit)}
          className={fieldClass}
        />
      </label>
      <PanelActions action={e.insertVideo} onAction={submit} onClose={onClose} error={error} />
    </PanelFrame>
  )
}

function PanelActions({
  action,
  onAction,
  onClose,
  error,
  busy = false,
  busyText,
}: {
  action: string
  onAction: () => void
  onClose: () => void
  error: string | null
  busy?: boolean
  busyText?: string
}) {
  const { message: m } = useAdminLanguage()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={onAction}
        className="rounded bg-brand-700 px-3 py-1 font-medium text-white disabled:opacity-60"
      >
        {busy ? busyText : action}
      </button>
      <button type="button" onClick={onClose} className="rounded px-2 py-1 underline">
        {m('Cancel')}
      </button>
      <p role="status" className="text-red-700 dark:text-red-300">
        {error}
      </p>
    </div>
  )
}

/** The uploaded image's size, so the page keeps its place before it loads. */
function naturalSize(url: string): Promise<{ width: number | null; height: number | null }> {
  return new Promise((resolve) => {
    const img = new Image()
    img.onload = () =>
      resolve({ width: img.naturalWidth || null, height: img.naturalHeight || null })
    img.onerror = () => resolve({ width: null, height: null })
    img.src = url
  })
}
