// The link popover: with the caret in a link it shows the address with Edit, Open and Remove; from
// the toolbar's Link button (or Ctrl+K) on selected words it asks for the address.
import { $isLinkNode, $toggleLink, type LinkNode } from '@lexical/link'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $findMatchingParent, mergeRegister } from '@lexical/utils'
import {
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_LOW,
  KEY_ESCAPE_COMMAND,
  type NodeKey,
} from 'lexical'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

/** What a typed address means: a web address gets https:// if it has no scheme; else null. */
export function linkAddress(typed: string): string | null {
  const text = typed.trim()
  if (text === '') return null
  if (/^(https?:\/\/|mailto:|tel:|\/|#)/i.test(text)) return text
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`
  return /^[^\s/]+\.[^\s]+$/.test(text) ? `https://${text}` : null
}

type Found = { key: NodeKey; url: string; rect: DOMRect | null }

function $linkAtSelection(): LinkNode | null {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return null
  const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode)
  const focus = $findMatchingParent(selection.focus.getNode(), $isLinkNode)
  return link && focus && link.is(focus) ? link : null
}

export function LinkPopover({
  requested,
  onDone,
  container,
}: {
  /** Set by the toolbar or Ctrl+K: ask for an address for the selection (or edit the link). */
  requested: number
  onDone: () => void
  container: HTMLElement | null
}) {
  const [editor] = useLexicalComposerContext()
  const { t, message: m } = useAdminLanguage()
  const id = useId()
  const [found, setFound] = useState<Found | null>(null)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [position, setPosition] = useState<{ top: number; start: number } | null>(null)
  const saved = useRef<BaseSelection | null>(null)
  const input = useRef<HTMLInputElement>(null)

  const place = useCallback(
    (rect: DOMRect | null) => {
      if (!rect || !container) return setPosition(null)
      const box = container.getBoundingClientRect()
      const rtl = getComputedStyle(container).direction === 'rtl'
      const start = rtl ? box.right - rect.right : rect.left - box.left
      setPosition({ top: rect.bottom - box.top + 6, start: Math.max(0, start) })
    },
    [container],
  )

  const readLink = useCallback(() => {
    const link = editor.read(() => {
      const node = $linkAtSelection()
      return node ? { key: node.getKey(), url: node.getURL() } : null
    })
    const element = link ? editor.getElementByKey(link.key) : null
    const next = link ? { ...link, rect: element?.getBoundingClientRect() ?? null } : null
    setFound(next)
    return next
  }, [editor])

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(() => {
          if (editing) return
          const next = readLink()
          place(next?.rect ?? null)
        }),
        editor.registerCommand(
          KEY_ESCAPE_COMMAND,
          () => {
            if (!found && !editing) return false
            setFound(null)
            setEditing(false)
            return true
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, editing, found, place, readLink],
  )

  // The toolbar asked: remember the selection the address is for, then ask for it.
  useEffect(() => {
    if (requested === 0) return
    const selection = editor.read(() => $getSelection()?.clone() ?? null)
    const hasWords = editor.read(() => {
      const s = $getSelection()
      return $isRangeSelection(s) && !s.isCollapsed()
    })
    const link = readLink()
    if (!link && !hasWords) {
      onDone()
      return
    }
    saved.current = selection
    const range = window.getSelection()?.rangeCount ? window.getSelection()!.getRangeAt(0) : null
    place(link?.rect ?? range?.getBoundingClientRect() ?? null)
    setDraft(link?.url ?? '')
    setError(null)
    setEditing(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request opens it
  }, [requested])

  useEffect(() => {
    if (editing) input.current?.focus()
  }, [editing])

  function close() {
    setEditing(false)
    onDone()
    editor.focus()
  }

  function save() {
    const url = linkAddress(draft)
    if (!url) {
      setError(t.editor.linkInvalid)
      return
    }
    editor.update(() => {
      const node = found ? $getNodeByKey(found.key) : null
      if ($isLinkNode(node)) node.setURL(url)
      else if (saved.current) {
        $setSelection(saved.current.clone())
        $toggleLink(url)
      }
    })
    close()
  }

  function remove() {
    editor.update(() => {
      const node = found ? $getNodeByKey(found.key) : null
      if (!$isLinkNode(node)) return
      for (const child of node.getChildren()) node.insertBefore(child)
      node.remove()
    })
    setFound(null)
    close()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter must not submit the page's form.
    if (event.key === 'Enter') {
      event.preventDefault()
      save()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  if (!position || (!editing && !found)) return null
  return (
    <div
      role="dialog"
      aria-label={editing ? t.editor.linkAddress : t.editor.link}
      style={{ top: position.top, insetInlineStart: position.start }}
      className="absolute z-20 w-80 max-w-[90vw] rounded-md border border-slate-300 bg-white p-2 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900"
    >
      {editing ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-url`} className="sr-only">
            {t.editor.linkAddress}
          </label>
          <input
            ref={input}
            id={`${id}-url`}
            type="text"
            inputMode="url"
            value={draft}
            placeholder="https://…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
          />
          <button
            type="button"
            onClick={save}
            className="rounded bg-brand-700 px-2 py-1 font-medium text-white"
          >
            {t.editor.saveLink}
          </button>
          <button type="button" onClick={close} className="rounded px-2 py-1 underline">
            {m('Cancel')}
          </button>
          {error ? (
            <p id={`${id}-error`} className="w-full text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </div>
      ) : found ? (
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate" dir="ltr">
            {found.url}
          </span>
          <a
            href={found.url}
            target="_blank"
            rel="noreferrer"
            className="rounded px-2 py-1 font-medium text-brand-700 underline dark:text-brand-300"
          >
            {t.editor.open}
          </a>
          <button
            type="button"
            onClick={() => {
              saved.current = null
              setDraft(found.url)
              setError(null)
              setEditing(true)
            }}
            className="rounded px-2 py-1 font-medium underline"
          >
            {t.editor.editLink}
          </button>
          <button
            type="button"
            onClick={remove}
            className="rounded px-2 py-1 font-medium underline"
          >
            {t.editor.removeLink}
          </button>
        </div>
      ) : null}
    </div>
  )
}
