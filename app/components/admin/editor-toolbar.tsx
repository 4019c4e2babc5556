// The editor's toolbar: one tab stop, arrow keys between buttons (the ARIA toolbar pattern), each
// button's state in aria-pressed, and the keyboard shortcut in its name's hint. What the selection is
// and the changes the buttons make are in editor-toolbar-state.ts.
import { INSERT_HORIZONTAL_RULE_COMMAND } from '@lexical/react/LexicalHorizontalRuleNode'
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
import { FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND, type TextFormatType } from 'lexical'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { Separator, ToolButton, type ButtonProps } from './editor-tool-button.tsx'
import { useToolbarState } from './editor-toolbar-state.ts'

export function EditorToolbar({
  onLink,
  onImage,
  onVideo,
}: {
  onLink: () => void
  onImage: () => void
  onVideo: () => void
}) {
  const e = useAdminT().editor
  const { editor, state, canUndo, canRedo, setBlock, toggleList } = useToolbarState()
  const [active, setActive] = useState(0)
  const bar = useRef<HTMLDivElement>(null)

  const format = (f: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f)

  // Arrow keys move between the buttons; Tab leaves the toolbar (one stop in the page's order).
  function onKeyDown(event: KeyboardEvent) {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key]
    if (!step || buttons.length === 0) return
    event.preventDefault()
    const rtl = getComputedStyle(bar.current!).direction === 'rtl'
    const signed = rtl && Math.abs(step) === 1 ? -step : step
    const current = Math.max(
      0,
      buttons.findIndex((b) => b === document.activeElement),
    )
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
