// What the editor's toolbar shows and does to the selection (editor-toolbar.tsx): the formats and
// the block where the selection is, whether undo and redo can run, and the block and list changes
// its buttons make, each pressed again to undo itself.
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { $isLinkNode } from '@lexical/link'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
} from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { mergeRegister } from '@lexical/utils'
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  type TextFormatType,
} from 'lexical'
import { useEffect, useState } from 'react'

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

/** The selection's state, and the toolbar's block and list changes. */
export function useToolbarState() {
  const [editor] = useLexicalComposerContext()
  const [state, setState] = useState<State>(NONE)
  const [canUndo, setCanUndo] = useState(false)
  const [canRedo, setCanRedo] = useState(false)
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

  return { editor, state, canUndo, canRedo, setBlock, toggleList }
}
