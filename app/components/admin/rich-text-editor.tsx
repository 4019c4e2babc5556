// The Lexical rich-text editor for blog posts. It reads its start from HTML and reports HTML on
// every change (@lexical/html), so the form always posts plain HTML in `content`. Client-only:
// the blog form mounts it after hydration and renders an HTML textarea until then.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $isLinkNode, AutoLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $createHeadingNode, $isHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text'
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
} from 'lexical'
import { useState, type ReactNode } from 'react'
import { RICH_TEXT_THEME } from '#app/lib/rich-text-theme.ts'

function loadHtml(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(html, 'text/html')
  const nodes = $generateNodesFromDOM(editor, dom)
  const root = $getRoot()
  root.clear()
  root.select()
  $insertNodes(nodes)
  if (root.getChildrenSize() === 0) root.append($createParagraphNode())
  // A selection in the first state would be put in the page as the editor mounts, pulling focus
  // away from the field being typed in (the editor loads lazily, after the modal opens).
  $setSelection(null)
}

export function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
}: {
  initialHtml: string
  onChange: (html: string) => void
  labelledBy: string
}) {
  const config = {
    namespace: 'blog-content',
    theme: RICH_TEXT_THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode],
    onError: (error: Error) => console.error(error),
    editorState: (editor: LexicalEditor) => loadHtml(editor, initialHtml),
  }
  return (
    <LexicalComposer initialConfig={config}>
      <div className="rounded-md border border-slate-300 dark:border-slate-700">
        <Toolbar />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={labelledBy}
                aria-multiline
                data-testid="rich-text-editor"
                className="min-h-48 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={(url) => /^(https?:|mailto:|tel:|\/)/i.test(url)} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(_state, editor) =>
          editor.read(() => onChange($generateHtmlFromNodes(editor, null)))
        }
      />
    </LexicalComposer>
  )
}

function ToolButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      // Keep the editor's selection: a click must not move focus before the command runs.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="rounded px-2 py-1 text-sm font-medium hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-700"
    >
      {children}
    </button>
  )
}

function Toolbar() {
  const [editor] = useLexicalComposerContext()
  const [linkUrl, setLinkUrl] = useState('')

  function toggleHeading(tag: 'h2' | 'h3') {
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const blocks = new Set(
        selection.getNodes().map((n) => (n.getTopLevelElement() ?? n).getKey()),
      )
      for (const node of selection.getNodes()) {
        const block = node.getTopLevelElement()
        if (!block || !$isElementNode(block) || !blocks.delete(block.getKey())) continue
        const same = $isHeadingNode(block) && block.getTag() === tag
        block.replace(same ? $createParagraphNode() : $createHeadingNode(tag), true)
      }
    })
  }

  function toggleLink() {
    const inLink = editor.getEditorState().read(() => {
      const selection = $getSelection()
      return (
        $isRangeSelection(selection) &&
        selection.getNodes().some((n) => $isLinkNode(n) || $isLinkNode(n.getParent()))
      )
    })
    const url = linkUrl.trim()
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, inLink || !url ? null : url)
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-slate-300 bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-800"
    >
      <ToolButton label="Bold" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <b>B</b>
      </ToolButton>
      <ToolButton
        label="Italic"
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      >
        <i>I</i>
      </ToolButton>
      <ToolButton label="Heading 2" onClick={() => toggleHeading('h2')}>
        H2
      </ToolButton>
      <ToolButton label="Heading 3" onClick={() => toggleHeading('h3')}>
        H3
      </ToolButton>
      <ToolButton
        label="Bulleted list"
        onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
      >
        • List
      </ToolButton>
      <ToolButton
        label="Numbered list"
        onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
      >
        1. List
      </ToolButton>
      <input
        type="url"
        aria-label="Link URL"
        placeholder="https://…"
        value={linkUrl}
        onChange={(e) => setLinkUrl(e.target.value)}
        className="ml-auto w-44 rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <ToolButton label="Link" onClick={toggleLink}>
        Link
      </ToolButton>
    </div>
  )
}
