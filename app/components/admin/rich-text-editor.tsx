// The Lexical rich-text editor (docs/rich-text.md). It reads its start from HTML and reports, on every
// change, the HTML it writes itself (editor-html.ts), so the form always posts clean HTML. Loaded
// only on editing screens, after hydration (rich-text-field.tsx).
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { HorizontalRulePlugin } from '@lexical/react/LexicalHorizontalRulePlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils'
import {
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_MODIFIER_COMMAND,
  PASTE_COMMAND,
  type LexicalEditor,
} from 'lexical'
import { useContext, useEffect, useRef, useState } from 'react'
import { ContentDirection } from '#app/components/ui/field-context.ts'
import { parseVideoUrl } from '#app/lib/video-embed.ts'
import { $exportHtml, $loadHtml, EDITOR_NODES, registerCleanup } from './editor-html.ts'
import { ImagePanel, VideoPanel, type Panel } from './editor-insert-panel.tsx'
import { LinkPopover, linkAddress } from './editor-link-popover.tsx'
import { $createVideoNode } from './editor-video-node.tsx'
import { EditorToolbar } from './editor-toolbar.tsx'

export { editorLoss } from './editor-fidelity.ts'
export { rewriteThroughEditor } from './editor-html.ts'

// How the editor draws its document while editing (the stored HTML carries no classes).
const THEME = {
  text: {
    bold: 'font-bold',
    italic: 'italic',
    underline: 'underline',
    strikethrough: 'line-through',
    underlineStrikethrough: 'underline line-through',
  },
  heading: { h2: 'mb-2 text-2xl font-bold', h3: 'mb-2 text-xl font-semibold' },
  list: {
    ul: 'mb-2 list-disc ps-6',
    ol: 'mb-2 list-decimal ps-6',
    nested: { listitem: 'list-none' },
  },
  quote: 'mb-2 border-s-4 border-brand-500 ps-4 italic',
  link: 'text-brand-700 underline dark:text-brand-300',
  paragraph: 'mb-2',
  hr: 'my-4 border-slate-300',
}

export function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  uploadKind,
  required = false,
  invalid = false,
}: {
  initialHtml: string
  onChange: (html: string) => void
  labelledBy: string
  describedBy?: string
  /** Where body images are uploaded (/admin/uploads/<kind>); without it, into the media library. */
  uploadKind?: string
  /** Said to assistive technology (the form's HTML mode has the browser's own check). */
  required?: boolean
  invalid?: boolean
}) {
  const [panel, setPanel] = useState<Panel>(null)
  // The text is typed in its language's direction, not the admin's (field-context.ts).
  const contentDirection = useContext(ContentDirection)
  const [linkRequest, setLinkRequest] = useState(0)
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const config = {
    namespace: 'rich-text',
    theme: THEME,
    nodes: EDITOR_NODES,
    onError: (error: Error) => console.error(error),
    editorState: (editor: LexicalEditor) => $loadHtml(editor, initialHtml),
  }
  return (
    <LexicalComposer initialConfig={config}>
      <div className="rounded-md border border-slate-300 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700">
        <EditorToolbar
          onLink={() => setLinkRequest((n) => n + 1)}
          onImage={() => setPanel('image')}
          onVideo={() => setPanel('video')}
        />
        {panel === 'image' ? (
          <ImagePanel uploadKind={uploadKind} onClose={() => setPanel(null)} />
        ) : panel === 'video' ? (
          <VideoPanel onClose={() => setPanel(null)} />
        ) : null}
        <div ref={setContainer} className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                aria-required={required || undefined}
                aria-invalid={invalid || undefined}
                aria-multiline
                data-testid="rich-text-editor"
                dir={contentDirection}
                className="min-h-48 px-3 py-2 focus:outline-none"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
          <LinkPopover
            requested={linkRequest}
            onDone={() => setLinkRequest(0)}
            container={container}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <HorizontalRulePlugin />
      <LinkPlugin validateUrl={(url) => linkAddress(url) === url} />
      <BehaviourPlugin onChange={onChange} onLink={() => setLinkRequest((n) => n + 1)} />
    </LexicalComposer>
  )
}

/** Cleanup of pasted content, a pasted video address, Ctrl+K and Ctrl+Shift+X, and the HTML out. */
function BehaviourPlugin({
  onChange,
  onLink,
}: {
  onChange: (html: string) => void
  onLink: () => void
}) {
  const [editor] = useLexicalComposerContext()
  // The latest callbacks, without registering everything again on each render.
  const callbacks = useRef({ onChange, onLink })
  callbacks.current = { onChange, onLink }
  useEffect(
    () =>
      mergeRegister(
        registerCleanup(editor),
        editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
          if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return
          callbacks.current.onChange(editorState.read($exportHtml, { editor }))
        }),
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => {
            const text =
              event instanceof ClipboardEvent ? event.clipboardData?.getData('text/plain') : null
            const video = text ? parseVideoUrl(text) : null
            if (!video || /\s/.test(text!.trim())) return false
            event.preventDefault()
            editor.update(() => {
              $insertNodeToNearestRoot($createVideoNode(video))
            })
            return true
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          KEY_MODIFIER_COMMAND,
          (event) => {
            if (!(event.ctrlKey || event.metaKey) || event.altKey) return false
            const key = event.key.toLowerCase()
            if (key === 'k' && !event.shiftKey) {
              event.preventDefault()
              callbacks.current.onLink()
              return true
            }
            if (key === 'x' && event.shiftKey) {
              event.preventDefault()
              editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'strikethrough')
              return true
            }
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  )
  return null
}
