// The editor's toolbar: one tab stop, arrow keys between buttons (the ARIA toolbar pattern), each
// button's state in aria-pressed, and the keyboard shortcut in its name's hint.
import { $isLinkNode } from '@lexical/link'
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { INSERT_HORIZONTAL_RULE_COMMAND } from '@lexical/react/LexicalHorizontalRuleNode'
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
} from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { mergeRegister } from '@lexical/utils'
import {
  Film,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SeparatorHorizontal,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react'
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type TextFormatType,
} from 'lexical'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

type Block = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number' | 'other'
type State = {
  formats: Set<TextFormatType>
  block: Block
  link: boolean
}
const NONE: State = { formats: new Set(), block: 'paragraph', link: false }
const FORMAT_KEYS: TextFormatType[] = ['bold', 'italic', 'underline', 'strikethrough']

function $readState(): State {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return NONE
  const anchor = selection.anchor.getNode()
  const top = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement()
  let block: Block = 'other'
  if ($isHeadingNode(top))
    block = top.getTag() === 'h2' ? 'h2' : top.getTag() === 'h3' ? 'h3' : 'other'
  else if ($isQuoteNode(top)) block = 'quote'
  else if ($isListNode(top)) block = top.getListType() === 'number' ? 'number' : 'bullet'
  else if (top?.getType() === 'paragraph') block = 'paragraph'
  const link = selection.getNodes().some((n) => $isLinkNode(n) || $isLinkNode(n.getParent()))
  return { formats: new Set(FORMAT_KEYS.filter((f) => selection.hasFormat(f))), block, link }
}

export function EditorToolbar({
  onLink,
  onImage,
  onVideo,
}: {
  onLink: () => void
  onImage: () => void
  onVideo: () => void
}) {
  const [editor] = useLexicalComposerContext()
  const e = useAdminT().editor
  const [state, setState] = useState<State>(NONE)
  const [canUndo, setCanUndo] = useState(false)
  const [canRedo, setCanRedo] = useState(false)
  const [active, setActive] = useState(0)
  const bar = useRef<HTMLDivElement>(null)

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) =>
          setState(editorState.read($readState, { editor })),
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (can) => (setCanUndo(can), false),
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (can) => (setCanRedo(can), false),
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  )

  function setBlock(block: 'h2' | 'h3' | 'quote') {
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const same = state.block === block
      $setBlocksType(selection, () =>
        same
          ? $createParagraphNode()
          : block === 'quote'
            ? $createQuoteNode()
            : $createHeadingNode(block),
      )
    })
  }

  function toggleList(type: 'bullet' | 'number') {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    else {
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      )
    }
  }

  const format = (f: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f)

  // Arrow keys move between the buttons; Tab leaves the toolbar (one stop in the page's order).
  function onKeyDown(event: KeyboardEvent) {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key]
    if (!step || buttons.length === 0) return
    event.preventDefault()
    const rtl = getComputedStyle(bar.current!).direction === 'rtl'
    const signed = rtl && Math.abs(step) === 1 ? -step : step
    const current = Math.max(0, buttons.indexOf(document.activeElement as HTMLButtonElement))
    const next = Math.min(buttons.length - 1, Math.max(0, current + signed))
    setActive(next)
    buttons[next]!.focus()
  }

  let index = 0
  const button = (props: Omit<ButtonProps, 'tabIndex' | 'onFocus'>) => {
    const mine = index++
    return (
      <ToolButton
        key={props.label}
        {...props}
        tabIndex={mine === active ? 0 : -1}
        onFocus={() => setActive(mine)}
      />
    )
  }

  const icon = 'size-4'
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={e.toolbar}
      onKeyDown={onKeyDown}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 border-b border-slate-300 bg-slate-50 p-1 dark:border-slate-700 dark:bg-slate-800"
    >
      {button({
        label: e.undo,
        keys: 'Control+Z',
        disabled: !canUndo,
        onClick: () => editor.dispatchCommand(UNDO_COMMAND, undefined),
        children: <Undo2 className={icon} />,
      })}
      {button({
        label: e.redo,
        keys: 'Control+Shift+Z',
        disabled: !canRedo,
        onClick: () => editor.dispatchCommand(REDO_COMMAND, undefined),
        children: <Redo2 className={icon} />,
      })}
      <Separator />
      {button({
        label: e.heading2,
        pressed: state.block === 'h2',
        onClick: () => setBlock('h2'),
        children: <Heading2 className={icon} />,
      })}
      {button({
        label: e.heading3,
        pressed: state.block === 'h3',
        onClick: () => setBlock('h3'),
        children: <Heading3 className={icon} />,
      })}
      <Separator />
      {button({
        label: e.bold,
        keys: 'Control+B',
        pressed: state.formats.has('bold'),
        onClick: () => format('bold'),
        children: <b className="px-0.5 font-bold">B</b>,
      })}
      {button({
        label: e.italic,
        keys: 'Control+I',
        pressed: state.formats.has('italic'),
        onClick: () => format('italic'),
        children: <Italic className={icon} />,
      })}
      {button({
        label: e.underline,
        keys: 'Control+U',
        pressed: state.formats.has('underline'),
        onClick: () => format('underline'),
        children: <Underline className={icon} />,
      })}
      {button({
        label: e.strikethrough,
        keys: 'Control+Shift+X',
        pressed: state.formats.has('strikethrough'),
        onClick: () => format('strikethrough'),
        children: <Strikethrough className={icon} />,
      })}
      {button({
        label: e.link,
        keys: 'Control+K',
        pressed: state.link,
        onClick: onLink,
        children: <Link className={icon} />,
      })}
      <Separator />
      {button({
        label: e.bulletedList,
        pressed: state.block === 'bullet',
        onClick: () => toggleList('bullet'),
        children: <List className={icon} />,
      })}
      {button({
        label: e.numberedList,
        pressed: state.block === 'number',
        onClick: () => toggleList('number'),
        children: <ListOrdered className={icon} />,
      })}
      {button({
        label: e.quote,
        pressed: state.block === 'quote',
        onClick: () => setBlock('quote'),
        children: <Quote className={icon} />,
      })}
      {button({
        label: e.horizontalRule,
        onClick: () => editor.dispatchCommand(INSERT_HORIZONTAL_RULE_COMMAND, undefined),
        children: <SeparatorHorizontal className={icon} />,
      })}
      <Separator />
      {button({ label: e.image, onClick: onImage, children: <Image className={icon} /> })}
      {button({ label: e.video, onClick: onVideo, children: <Film className={icon} /> })}
    </div>
  )
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 dark:bg-slate-600" />
}

type ButtonProps = {
  label: string
  keys?: string
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
  tabIndex: number
  onFocus: () => void
}

function ToolButton({
  label,
  keys,
  pressed,
  disabled,
  onClick,
  children,
  tabIndex,
  onFocus,
}: ButtonProps) {
  const e = useAdminT().editor
  const hint = keys ? e.withKeys(label, keys.replace('Control', 'Ctrl')) : label
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      aria-disabled={disabled || undefined}
      title={hint}
      tabIndex={tabIndex}
      onFocus={onFocus}
      // Keep the editor's selection: a click must not move focus before the command runs.
      onMouseDown={(e) => e.preventDefault()}
      onClick={disabled ? undefined : onClick}
      className="inline-flex min-h-8 min-w-8 items-center justify-center rounded text-sm text-slate-800 hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:aria-pressed:bg-brand-900 dark:aria-pressed:text-brand-100"
    >
      {children}
    </button>
  )
}
